import { describe, expect, it } from 'vitest';
import { RECORDS_REPORT_MONTHS } from '#tests/fixtures/records-report.ts';
import { DEFAULT_BUSINESS_CALENDAR } from './grama-clock.ts';
import { formatRecordsReportCsv, summarizeRecordsRequests } from './records-report.ts';

describe('the records request report', () => {
  it('counts requests per month, the median business days to respond and the on-time rate', () => {
    const report = summarizeRecordsRequests(
      [
        // 3 business days, on time.
        { receivedDay: '2026-11-16', dueDay: '2026-12-01', respondedDay: '2026-11-19' },
        // Across Thanksgiving: 5 business days, on time.
        { receivedDay: '2026-11-23', dueDay: '2026-12-08', respondedDay: '2026-12-01' },
        // Late: 11 business days.
        { receivedDay: '2026-11-02', dueDay: '2026-11-17', respondedDay: '2026-11-18' },
        { receivedDay: '2026-11-24', dueDay: '2026-12-09', respondedDay: null },
        { receivedDay: '2026-12-01', dueDay: '2026-12-15', respondedDay: null },
      ],
      DEFAULT_BUSINESS_CALENDAR,
    );
    expect(report).toEqual(RECORDS_REPORT_MONTHS);
    expect(formatRecordsReportCsv(report)).toBe(
      'month,received,answered,median_business_days_to_respond,on_time_rate\r\n' +
        '2026-11,4,3,5,0.67\r\n2026-12,1,0,,\r\n',
    );
  });
});
