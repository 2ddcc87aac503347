export const INSPECTION_OUTCOMES = [
  'passed',
  'passed-with-conditions',
  'corrections-required',
  'failed',
  'no-access',
] as const;
export type InspectionOutcome = (typeof INSPECTION_OUTCOMES)[number];
export interface InspectionResult {
  inspectionId: string;
  applicationId: string;
  outcome: InspectionOutcome;
  corrections: string[];
  correctionsDueDays: number | null;
  temporaryClearanceDays: number | null;
  inspectorName: string;
  comments: string;
  recordedAt: string;
}
