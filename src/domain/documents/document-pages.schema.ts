import { z } from 'zod';
import { FISCAL_YEAR_STARTS } from './document-library.schema.ts';
import {
  listOf,
  PageMetaSchema,
  RichTextSchema,
  ShortTextSchema,
  TextSchema,
  WebAddressSchema,
} from '#domain/content/content-fields.ts';

/** The Accessibility page (issue 10, item 5): the WCAG 2.1 AA statement and how to ask for help. */
export const AccessibilityPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  intro: TextSchema,
  sections: listOf(z.object({ title: ShortTextSchema, bodyHtml: RichTextSchema }), 20),
  helpTitle: ShortTextSchema,
  helpIntro: TextSchema,
  /** The subject of the e-mail to the records officer asking for an accessible copy. */
  accessibleCopySubject: ShortTextSchema,
});

/** Budget and finances: the library's financial reports by fiscal year, and the state's site. */
export const BudgetPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  intro: TextSchema,
  /**
   * When the district's fiscal year starts: July (July to June, most Utah local districts) or
   * January (the calendar year). Decides how documents are grouped and how years are named.
   */
  fiscalYearStart: z.enum(FISCAL_YEAR_STARTS).default('July'),
  /** Heading of each year's list; `{year}` becomes e.g. "2025–26". */
  fiscalYearHeading: ShortTextSchema,
  /** Added to the current fiscal year's heading. */
  currentYearNote: ShortTextSchema.default('(current fiscal year)'),
  /** Before a fee schedule resolution's effective date. */
  effectiveDateLabel: ShortTextSchema.default('Fees take effect'),
  noDocuments: TextSchema,
  transparencyTitle: ShortTextSchema,
  transparencyIntro: TextSchema,
  transparencyLink: z.object({ label: ShortTextSchema, href: WebAddressSchema }),
});

/** The Document archive: archived documents, kept for reference (ADA Title II archive rule). */
export const DocumentArchivePageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  intro: TextSchema,
  listTitle: ShortTextSchema,
  notice: TextSchema,
  accessibleCopyLabel: ShortTextSchema,
  accessibleCopySubject: ShortTextSchema,
  /** Shown on every visit, with the records officer's contact from District details. */
  accessibleCopyIntro: TextSchema,
  noDocuments: TextSchema,
});

export type AccessibilityPage = z.infer<typeof AccessibilityPageSchema>;
export type BudgetPage = z.infer<typeof BudgetPageSchema>;
export type DocumentArchivePage = z.infer<typeof DocumentArchivePageSchema>;

const meta = (title: string, description: string) => ({ title, description });

export const SEED_ACCESSIBILITY_PAGE: AccessibilityPage = {
  meta: meta(
    'Accessibility',
    'The district’s accessibility statement and how to ask for help or an accessible copy.',
  ),
  title: 'Accessibility',
  intro:
    'The district wants everyone to be able to use this website and its documents, including people who use screen readers, magnifiers, voice control or a keyboard only.',
  sections: [
    {
      title: 'Our standard',
      bodyHtml:
        '<p>This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, the standard the ADA Title II rule sets for state and local governments. We test each page with automated checks and by keyboard, and pages work without JavaScript.</p>',
    },
    {
      title: 'Documents',
      bodyHtml:
        '<p>New PDF documents are tagged for screen readers and name their language. Older documents in the <a href="/public-records/archive">Document archive</a> are kept for reference and may not be accessible; ask us and we will send an accessible copy.</p>',
    },
    {
      title: 'Known limits',
      bodyHtml:
        '<p>The candidate forms are page images; each page has its full text as a text alternative. Links to other websites lead to pages the district does not control.</p>',
    },
  ],
  helpTitle: 'Ask for help or an accessible copy',
  helpIntro:
    'If something on this site is hard to use, or you need a document in another format, contact the records officer. Tell us the page or document and the format you need; we answer within two business days.',
  accessibleCopySubject: 'Accessible copy request',
};

export const SEED_BUDGET_PAGE: BudgetPage = {
  meta: meta(
    'Budget and Finances',
    'The district’s budgets, audits, fee schedule and financial reports by fiscal year.',
  ),
  title: 'Budget and Finances',
  intro:
    'Utah local districts post their tentative budget before it is adopted, and their adopted budgets, audits and financial reports. The current fiscal year comes first.',
  fiscalYearStart: 'July',
  fiscalYearHeading: 'Fiscal year {year}',
  currentYearNote: '(current fiscal year)',
  effectiveDateLabel: 'Fees take effect',
  noDocuments:
    'The district has not posted financial reports here yet. Ask the records officer for a copy, or see the state’s transparency website.',
  transparencyTitle: 'Utah Public Finance Website',
  transparencyIntro:
    'The state publishes the revenue and spending of every Utah local government, including this district.',
  transparencyLink: {
    label: 'Transparent Utah',
    href: 'https://transparent.utah.gov/',
  },
};

export const SEED_DOCUMENT_ARCHIVE_PAGE: DocumentArchivePage = {
  meta: meta(
    'Document Archive',
    'Older district documents kept for reference, and how to ask for an accessible copy.',
  ),
  title: 'Document Archive',
  intro: 'Documents the district no longer uses but keeps for reference.',
  listTitle: 'Archived documents, kept for reference',
  notice:
    'These documents are kept for reference only and are not updated. They may not be accessible to people who use screen readers or other assistive technology.',
  accessibleCopyLabel: 'Ask for an accessible copy',
  accessibleCopySubject: 'Accessible copy of an archived document',
  accessibleCopyIntro:
    'To ask for an accessible copy of any archived document, contact the district’s records officer. We will send one in a format you can use, free of charge.',
  noDocuments: 'There are no archived documents.',
};
