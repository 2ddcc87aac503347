import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DEFAULT_BURN_SETTINGS } from '#domain/burn/burn-day.ts';
import { TodaysBurnsPage } from './todays-burns-page.tsx';
import { answer } from '#tests/support/json-answer.ts';

const RESTRICTED_DAY = {
  day: '2026-07-10',
  isBurningAllowed: false,
  headline: 'No burning today',
  reason: 'Fire restrictions: Stage 1 fire restrictions.',
  clearingIndex: null,
  source: 'restriction',
  restriction: 'Stage 1 fire restrictions',
  validUntil: '2026-07-11T14:00:00.000Z',
  why: { kind: 'restriction', title: 'Stage 1 fire restrictions' },
};
const REFUSAL =
  'Fire restrictions are in force: Stage 1 fire restrictions. Open burning stays prohibited until they end, whatever you post. Confirm to post Burning allowed anyway.';

describe('TodaysBurnsPage, Post today’s status', () => {
  const posted: Array<Record<string, unknown>> = [];
  beforeEach(() => {
    posted.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url.includes('/burn/day') && init.method === 'POST') {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          posted.push(body);
          return body.confirmOverRestriction === true
            ? answer(200, RESTRICTED_DAY)
            : answer(409, { error: { code: 'BURN_DAY_RESTRICTED', message: REFUSAL } });
        }
        if (url.includes('/burn/settings')) return answer(200, DEFAULT_BURN_SETTINGS);
        if (url.includes('/burn/today')) return answer(200, { status: RESTRICTED_DAY, burns: [] });
        return answer(200, { permits: [], page: 1, perPage: 50, total: 0 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts on today’s status under a restriction, and asks before posting Burning allowed, naming it', async () => {
    const user = userEvent.setup();
    render(<TodaysBurnsPage onUnauthorized={() => {}} canManage />);
    expect(await screen.findByRole('radio', { name: 'No burning today' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Burning allowed' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveValue('fire-restrictions');

    await user.click(screen.getByRole('radio', { name: 'Burning allowed' }));
    await user.click(screen.getByRole('button', { name: 'Post status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    expect(posted).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Post Burning allowed anyway' }));
    expect(await screen.findByText(/Posted\. Today’s status: No burning today\./)).toBeVisible();
    expect(posted[1]).toMatchObject({ isBurningAllowed: true, confirmOverRestriction: true });
  });
});
