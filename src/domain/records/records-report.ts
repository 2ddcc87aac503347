import { formatCsv } from '../csv.ts';
import { countBusinessDaysLeft, type BusinessCalendar } from './grama-clock.ts';

/** One request as the report reads it: days are YYYY-MM-DD in the district's zone. */
export interface ReportInput {
  receivedDay: string;
  dueDay: string;
  /** The day of the first answer (fulfilled, partly fulfilled or denied); null while open. */
  respondedDay: string | null;
}

export interface MonthlyRecordsReport {
  /** YYYY-MM of the received day. */
  month: string;
  received: number;
  answered: number;
  /** Answered by the deadline. */
  onTime: number;
  /** Median business days from the received day to the answer; null when none answered. */
  medianBusinessDaysToRespond: number | null;
  /** Answered by the deadline, of those answered; null when none answered. */
  onTimeRate: number | null;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Requests per month received, median business days to respond and the on-time rate. */
export function summarizeRecordsRequests(
  requests: readonly ReportInput[],
  calendar: BusinessCalendar,
): MonthlyRecordsReport[] {
  const byMonth = new Map<string, ReportInput[]>();
  for (const request of requests) {
    const month = request.receivedDay.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), request]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, rows]) => {
      const answered = rows.filter((row) => row.respondedDay !== null);
      const onTime = answered.filter((row) => row.respondedDay! <= row.dueDay).length;
      return {
        month,
        received: rows.length,
        answered: answered.length,
        onTime,
        medianBusinessDaysToRespond: median(
          answered.map((row) =>
            Math.max(0, countBusinessDaysLeft(row.receivedDay, row.respondedDay!, calendar)),
          ),
        ),
        onTimeRate: answered.length === 0 ? null : onTime / answered.length,
      };
    });
}

/** The report as CSV (RFC 4180 line ends), one row per month. */
export function formatRecordsReportCsv(report: readonly MonthlyRecordsReport[]): string {
  return formatCsv(
    ['month', 'received', 'answered', 'median_business_days_to_respond', 'on_time_rate'],
    report.map((row) => [
      row.month,
      row.received,
      row.answered,
      row.medianBusinessDaysToRespond,
      row.onTimeRate === null ? '' : row.onTimeRate.toFixed(2),
    ]),
  );
}
