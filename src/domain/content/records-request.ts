import type { PdfDocumentId } from './documents.ts';

/** The Public Records Request page (spec §2, "Public Records Request"). */
export const RECORDS_REQUEST = {
  intro:
    'Anyone may ask to inspect or receive copies of the district’s public records under Utah’s Government Records Access and Management Act (GRAMA).',
  gramaExplanation: [
    'GRAMA presumes that government records are public. Records that are private, controlled or protected, for example personnel files or medical information, are released only to the people the law allows.',
    'Make your request in writing with the GRAMA Request Form and send it to the records officer by e-mail, by mail or in person. Describe the records as precisely as you can, and give your name, mailing address and daytime phone number.',
    'The district answers within 10 business days, or within 5 business days when you show that the request benefits the public rather than a person. The district may charge a fee to cover the cost of copying and preparing records; the GRAMA Billing Information explains the fees.',
  ],
  /** PDF ids in `documents.ts`. */
  formIds: ['grama-request-form', 'grama-billing-information'] satisfies readonly PdfDocumentId[],
  additionalDocumentIds: [
    'insurance-information-letter',
    'public-notice-la',
  ] satisfies readonly PdfDocumentId[],
} as const;
