import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { InspectorFeedSection } from './inspector-feed-section.tsx';
import { answer } from '#tests/support/json-answer.ts';

const FEED_URL = 'https://kamasfire.example/api/inspections/feed/abc123.ics';

describe('InspectorFeedSection', () => {
  const sent: Array<{ method: string; url: string }> = [];
  let postAnswer: () => Response;

  beforeEach(() => {
    sent.length = 0;
    postAnswer = () => answer(200, { url: FEED_URL });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        sent.push({ method: init.method ?? 'GET', url });
        return init.method === 'DELETE' ? answer(200, { success: true }) : postAnswer();
      }),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the private feed address in a read-only box the marshal can copy', async () => {
    // user-event puts a clipboard stub on navigator, so the copied text can be read back.
    const user = userEvent.setup();
    render(<InspectorFeedSection onUnauthorized={() => {}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your calendar feed' })).toBeVisible();
    expect(screen.queryByLabelText('Calendar feed address')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show the feed address' }));

    const address = await screen.findByLabelText('Calendar feed address');
    expect(address).toHaveValue(FEED_URL);
    expect(address).toHaveAttribute('readonly');
    expect(address).toHaveAccessibleDescription(/replaces any earlier one/);
    expect(sent).toEqual([{ method: 'POST', url: '/api/admin/inspections/feed-token' }]);

    await user.click(screen.getByRole('button', { name: 'Copy the address' }));
    expect(await navigator.clipboard.readText()).toBe(FEED_URL);
    expect(await screen.findByRole('status')).toHaveTextContent('The address is copied.');
  });

  it('stops the link only after the marshal confirms, and hides the address', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const user = userEvent.setup();
    render(<InspectorFeedSection onUnauthorized={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Show the feed address' }));
    await screen.findByLabelText('Calendar feed address');

    await user.click(screen.getByRole('button', { name: 'Stop this link' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Stop the calendar feed?'));
    expect(sent.map((call) => call.method)).toEqual(['POST']);
    expect(screen.getByLabelText('Calendar feed address')).toHaveValue(FEED_URL);

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Stop this link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The calendar feed is stopped. No earlier address works any more.',
    );
    expect(sent.at(-1)).toEqual({ method: 'DELETE', url: '/api/admin/inspections/feed-token' });
    expect(screen.queryByLabelText('Calendar feed address')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the feed address' })).toBeEnabled();
  });

  it('says what went wrong when the server refuses, and hands a lapsed login back', async () => {
    const onUnauthorized = vi.fn();
    postAnswer = () =>
      answer(403, { error: { code: 'FORBIDDEN', message: 'You do not have permission.' } });
    const user = userEvent.setup();
    render(<InspectorFeedSection onUnauthorized={onUnauthorized} />);
    await user.click(screen.getByRole('button', { name: 'Show the feed address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission.');
    expect(screen.queryByLabelText('Calendar feed address')).not.toBeInTheDocument();

    postAnswer = () =>
      answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Log in again.' } });
    await user.click(screen.getByRole('button', { name: 'Show the feed address' }));
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce());
  });
});
