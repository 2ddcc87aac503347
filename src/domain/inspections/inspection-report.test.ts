import { describe, expect, it } from 'vitest';
import {
  computeInspectionReport,
  median,
  mondayOf,
  type ReportResult,
} from './inspection-report.ts';

const result = (overrides: Partial<ReportResult>): ReportResult => ({
  applicationId: 'a',
  inspectionDay: '2026-03-03',
  outcome: 'passed',
  isReinspection: false,
  recordedAt: '2026-03-03T17:00:00.000Z',
  paidAt: '2026-03-01T17:00:00.000Z',
  ...overrides,
});

describe('inspection report', () => {
  it('groups inspections by the Monday of their week', () => {
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    const report = computeInspectionReport([
      result({ applicationId: 'a', inspectionDay: '2026-03-03' }),
      result({ applicationId: 'b', inspectionDay: '2026-03-08', outcome: 'failed' }),
      result({ applicationId: 'b', inspectionDay: '2026-03-10', isReinspection: true }),
    ]);
    expect(report.weeks).toEqual([
      { weekStart: '2026-03-02', inspections: 2, firstInspections: 2, passedOnFirst: 1 },
      { weekStart: '2026-03-09', inspections: 1, firstInspections: 0, passedOnFirst: 0 },
    ]);
  });

  it('rates passing on the first inspection, leaving out re-inspections and no access', () => {
    const report = computeInspectionReport([
      result({ applicationId: 'a', outcome: 'passed-with-conditions' }),
      result({ applicationId: 'b', outcome: 'corrections-required' }),
      result({ applicationId: 'b', outcome: 'passed', isReinspection: true }),
      result({ applicationId: 'c', outcome: 'no-access' }),
    ]);
    expect(report.firstInspections).toBe(2);
    expect(report.passedOnFirst).toBe(1);
    expect(report.firstPassRate).toBe(0.5);
    expect(computeInspectionReport([]).firstPassRate).toBeNull();
  });

  it('takes the median days from payment to the first passing result', () => {
    const report = computeInspectionReport([
      result({ applicationId: 'a', recordedAt: '2026-03-03T17:00:00.000Z' }),
      result({
        applicationId: 'b',
        outcome: 'failed',
        recordedAt: '2026-03-02T17:00:00.000Z',
      }),
      result({ applicationId: 'b', recordedAt: '2026-03-11T17:00:00.000Z', isReinspection: true }),
      result({ applicationId: 'c', recordedAt: '2026-03-05T17:00:00.000Z' }),
    ]);
    // 2, 10 and 4 days.
    expect(report.cleared).toBe(3);
    expect(report.medianDaysPaymentToClearance).toBe(4);
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });
});
