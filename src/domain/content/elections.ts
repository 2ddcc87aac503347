import { DISTRICT } from './district.ts';
import type { ImageSetDocumentId, PdfDocumentId } from './documents.ts';

/** The elections page (spec §2, "Elections"); its documents come from the documents manifest. */
export const ELECTIONS = {
  title: '2025 Special District Election',
  intro:
    'Candidate forms, notices and the list of candidates for the 2025 special district election.',
  notice: {
    title: 'Important notice',
    body: 'Candidate forms must be picked up in person at the fire station',
    address: `${DISTRICT.address.street}, ${DISTRICT.address.city}, ${DISTRICT.address.state}`,
    hours: 'Monday-Friday 8:00 AM-5:00 PM',
    phone: DISTRICT.electionContactPhone,
  },
  candidateFormsId: 'candidate-forms' satisfies ImageSetDocumentId,
  /** The PDF cards after the candidate forms, in page order. */
  pdfIds: [
    'declaration-of-election-participation',
    'uocava-election-notice',
    'commissioner-candidates',
  ] satisfies readonly PdfDocumentId[],
  /** Who sends an accessible copy of the candidate forms (WCAG 1.1.1: the pages are images). */
  accessibleCopy: {
    email: DISTRICT.recordsOfficer.email,
    subject: 'Accessible copy of the 2025 Candidate Forms',
  },
} as const;
