import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { WorkingCalendarResponse } from '#domain/calendar/working-calendar-api.ts';
import { WorkingCalendarPage } from './working-calendar-page.tsx';
import { answer, validationFailed } from '#tests/support/json-answer.ts';

const JUNETEENTH_SOURCE =
  'Utah Code 63G-1-301(1)(b)(ix), (2)(c)–(d) as amended 2025 (effective May 7, 2025): June 19 on Tuesday–Friday → the Monday before; on Saturday or Sunday → the Monday after';

const CALENDAR: WorkingCalendarResponse = {
  from: '2026-06-01',
  to: '2027-05-31',
  entries: [
    {
      day: '2026-06-15',
      type: 'legal-holiday',
      name: 'Juneteenth National Freedom Day',
      source: JUNETEENTH_SOURCE,
      isWorkingDay: false,
      note: null,
    },
    {
      day: '2026-06-22',
      type: 'closure',
      name: 'Wildfire evacuation',
      source: 'District closure',
      isWorkingDay: false,
      note: 'Wildfire evacuation',
    },
  ],
};

describe('WorkingCalendarPage', () => {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  let postAnswer: () => Response;
  beforeEach(() => {
    sent.length = 0;
    postAnswer = () => answer(201, { day: '2026-06-15', kind: 'working', note: 'x' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        if (method === 'GET') return answer(200, CALENDAR);
        sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        return method === 'DELETE' ? answer(204) : postAnswer();
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each holiday and closure with its rule or source', async () => {
    render(<WorkingCalendarPage onUnauthorized={() => {}} />);
    const table = await screen.findByRole('table', { name: /Legal holidays and closures/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Monday, June 15, 2026');
    expect(rows[1]).toHaveTextContent('Juneteenth National Freedom Day');
    expect(rows[1]).toHaveTextContent('Legal holiday');
    expect(rows[1]).toHaveTextContent('63G-1-301(1)(b)(ix)');
    expect(rows[2]).toHaveTextContent('Office closed');
    expect(rows[2]).toHaveTextContent('District closure');
  });

  it('marks a holiday a working day with the reason, and refuses an empty reason first', async () => {
    const user = userEvent.setup();
    render(<WorkingCalendarPage onUnauthorized={() => {}} />);
    await user.click(await screen.findByText('Mark 2026-06-15 a working day'));
    const submit = screen.getByRole('button', { name: 'Save 2026-06-15 as a working day' });
    await user.click(submit);
    expect(
      screen.getByText('Say why, for example "Storm closure" or "Office open for the election".'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('Why the office works that day'), 'Election office');
    await user.click(submit);
    expect(await screen.findByText('2026-06-15 is now a working day.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/admin/working-calendar/days',
        body: { day: '2026-06-15', kind: 'working', note: 'Election office' },
      },
    ]);
  });

  it('shows the server’s message under the closed-day field', async () => {
    const user = userEvent.setup();
    postAnswer = () =>
      validationFailed(
        { day: 'That day is already a Utah legal holiday, so the office is closed.' },
        'Some fields need attention.',
      );
    render(<WorkingCalendarPage onUnauthorized={() => {}} />);
    await screen.findByRole('table', { name: /Legal holidays and closures/ });
    await user.type(screen.getByLabelText('Closed day'), '2026-12-25');
    await user.type(screen.getByLabelText('Why the office is closed'), 'Christmas');
    await user.click(screen.getByRole('button', { name: 'Add the closure day' }));
    const day = screen.getByLabelText('Closed day');
    expect(
      await screen.findByText('That day is already a Utah legal holiday, so the office is closed.'),
    ).toBeInTheDocument();
    expect(day).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a closure', async () => {
    const user = userEvent.setup();
    render(<WorkingCalendarPage onUnauthorized={() => {}} />);
    await user.click(
      await screen.findByRole('button', { name: 'Remove the closure on 2026-06-22' }),
    );
    expect(
      await screen.findByText('2026-06-22 taken off the district’s list.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'DELETE', url: '/api/admin/working-calendar/days/2026-06-22', body: undefined },
    ]);
  });
});
