import type { AffectedInspections } from './inspections-api.ts';

// Apart from inspections-api.ts, which defines zod schemas: the public calendar imports these
// for its administrator's Delete, and zod would add about 40 KB to its first load (issue 26).

/** Before deleting an availability block: the inspections the delete would cancel. */
export function affectedByEventPath(eventId: string): string {
  return `/api/admin/inspections/affected-by-event/${encodeURIComponent(eventId)}`;
}

/**
 * The confirm prompt before deleting an availability block: the specification's
 * `Delete "{title}"?`, and when inspections are booked in the block, the ones the delete cancels
 * (decision 171).
 */
export function formatBlockDeletionPrompt(
  title: string,
  affected: AffectedInspections['inspections'],
): string {
  const prompt = `Delete "${title}"?`;
  if (affected.length === 0) return prompt;
  const lines = affected.map(
    (inspection) =>
      `- ${inspection.day} ${inspection.time}: ${inspection.inspectionType}, permit ${inspection.permitNumber} (${inspection.applicantName})`,
  );
  const count =
    affected.length === 1
      ? 'this booked inspection'
      : `these ${affected.length} booked inspections`;
  return `${prompt}\n\nDeleting it cancels ${count} and e-mails each applicant to book another time:\n${lines.join('\n')}`;
}
