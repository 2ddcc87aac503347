import { z } from 'zod';
import { addDaysToDay } from '#domain/calendar/availability.ts';
import { REINSPECTION_OUTCOMES, type InspectionOutcome } from './inspection-result.ts';

/** The inspection reports (issue 17, item 6): per week, first-inspection pass rate, and speed. */
export const INSPECTION_REPORT_PATH = '/api/admin/inspections/report';
export const INSPECTION_REPORT_CSV_PATH = '/api/admin/inspections/report.csv';

/** One recorded result, with what the report needs from its inspection and application. */
export interface ReportResult {
  applicationId: string;
  /** The district day of the inspection. */
  inspectionDay: string;
  outcome: InspectionOutcome;
  isReinspection: boolean;
  recordedAt: string;
  /** When the application was paid, if it was. */
  paidAt: string | null;
}

export const InspectionReportSchema = z.object({
  weeks: z.array(
    z.object({
      /** The Monday that starts the week. */
      weekStart: z.string(),
      inspections: z.number(),
      firstInspections: z.number(),
      passedOnFirst: z.number(),
    }),
  ),
  firstInspections: z.number(),
  passedOnFirst: z.number(),
  /** Passed (with or without conditions) on the first inspection, 0–1; null with none. */
  firstPassRate: z.number().nullable(),
  /** Applications cleared: paid, then a passing result. */
  cleared: z.number(),
  /** Median days from payment to the first passing result; null with none. */
  medianDaysPaymentToClearance: z.number().nullable(),
});
export type InspectionReport = z.infer<typeof InspectionReportSchema>;

const DAY_MS = 86_400_000;
const isPass = (outcome: InspectionOutcome) =>
  outcome === 'passed' || outcome === 'passed-with-conditions';

export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDaysToDay(day, -((weekday + 6) % 7));
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The report over `results`; "No access" counts as an inspection but not as a first try. */
export function computeInspectionReport(results: readonly ReportResult[]): InspectionReport {
  const weeks = new Map<string, InspectionReport['weeks'][number]>();
  let firstInspections = 0;
  let passedOnFirst = 0;
  for (const result of results) {
    const weekStart = mondayOf(result.inspectionDay);
    const week = weeks.get(weekStart) ?? {
      weekStart,
      inspections: 0,
      firstInspections: 0,
      passedOnFirst: 0,
    };
    week.inspections += 1;
    if (!result.isReinspection && result.outcome !== 'no-access') {
      week.firstInspections += 1;
      firstInspections += 1;
      if (isPass(result.outcome)) {
        week.passedOnFirst += 1;
        passedOnFirst += 1;
      }
    }
    weeks.set(weekStart, week);
  }
  const firstPass = new Map<string, ReportResult>();
  for (const result of [...results].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt))) {
    if (isPass(result.outcome) && result.paidAt && !firstPass.has(result.applicationId))
      firstPass.set(result.applicationId, result);
  }
  const days = [...firstPass.values()].map(
    (result) =>
      Math.round(((Date.parse(result.recordedAt) - Date.parse(result.paidAt!)) / DAY_MS) * 10) / 10,
  );
  return {
    weeks: [...weeks.values()].sort((a, b) => a.weekStart.localeCompare(b.weekStart)),
    firstInspections,
    passedOnFirst,
    firstPassRate: firstInspections === 0 ? null : passedOnFirst / firstInspections,
    cleared: days.length,
    medianDaysPaymentToClearance: median(days),
  };
}

/** Whether a result sends the applicant back for a re-inspection. */
export function needsReinspection(outcome: InspectionOutcome): boolean {
  return REINSPECTION_OUTCOMES.includes(outcome);
}
