import type { PdfDocumentId } from './documents.ts';

/** An announcement on the News page; its full text is a PDF from the documents manifest. */
export interface NewsItem {
  title: string;
  /** Calendar day, YYYY-MM-DD. */
  date: string;
  summary: string;
  /** Id of the PDF in `documents.ts`. */
  documentId: PdfDocumentId;
}

export const NEWS_INTRO = 'Announcements and notices from the fire district.';

export const NEWS_ITEMS: readonly NewsItem[] = [
  {
    title: 'District Announcement',
    date: '2025-06-01',
    summary:
      'The board of trustees has issued an announcement to residents of the district. Read the full announcement in the attached document.',
    documentId: 'news-announcement',
  },
];
