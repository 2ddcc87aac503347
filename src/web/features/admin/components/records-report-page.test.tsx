import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { RecordsReportResponse } from '#domain/records/records-api.ts';
import { RECORDS_REPORT_MONTHS } from '#tests/fixtures/records-report.ts';
import { RecordsReportPage } from './records-report-page.tsx';
import { answer } from '#tests/support/json-answer.ts';

const REPORT: RecordsReportResponse = { months: RECORDS_REPORT_MONTHS };

describe('RecordsReportPage', () => {
  let reply: () => Response;
  beforeEach(() => {
    reply = () => answer(200, REPORT);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply()),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows requests a month, on time and median days in a table beside a described chart', async () => {
    render(<RecordsReportPage onUnauthorized={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Records requests a month' });
    const november = within(table).getByRole('row', { name: /November 2026/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '3', '2 (67%)', '5']);
    const december = within(table).getByRole('row', { name: /December 2026/ });
    expect(december).toHaveTextContent('0 (None answered)');
    const chart = screen.getByRole('img', {
      name: /Records requests a month, received and answered on time/,
    });
    expect(chart).toHaveAccessibleName(
      expect.stringContaining('November 2026: 4 received, 2 answered on time.'),
    );
  });

  it('says so when no request was received', async () => {
    reply = () => answer(200, { months: [] });
    render(<RecordsReportPage onUnauthorized={() => {}} />);
    expect(await screen.findByText('No records request has been received yet.')).toBeVisible();
  });

  it('asks to log in again on 401 and shows other failures as a banner', async () => {
    const onUnauthorized = vi.fn();
    reply = () => answer(401, { error: { code: 'UNAUTHORIZED', message: 'Log in.' } });
    const { unmount } = render(<RecordsReportPage onUnauthorized={onUnauthorized} />);
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    unmount();
    reply = () => answer(403, { error: { code: 'FORBIDDEN', message: 'Not allowed.' } });
    render(<RecordsReportPage onUnauthorized={onUnauthorized} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed.');
  });
});
