/**
 * Writes clearly marked SAMPLE documents into public/documents/ with the manifest the pages read
 * (`npm run documents`). The district's real PDFs and candidate-form pages are not available; it
 * replaces each file under the same name (or edits manifest.json) and needs no code change.
 *
 * It writes only missing files, so samples never overwrite the district's own documents;
 * `npm run documents -- --force` rewrites every sample and the manifest. Output is deterministic
 * (fixed PDF dates), so a forced rerun leaves git clean.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DISTRICT } from '#domain/content/district.ts';
import { addList, addText, createTaggedPdf, PDF_FONT_BOLD } from '#server/adapters/tagged-pdf.ts';
import {
  CANDIDATE_FORMS_PAGE_COUNT,
  type DocumentsManifest,
  type ManifestImageSetEntry,
  type ManifestPdfEntry,
  type PdfDocumentId,
} from '#domain/content/documents.ts';
import { escapeHtml } from '#domain/html-escape.ts';

const OUTPUT_DIR = path.resolve(process.env.DOCUMENTS_DIR ?? 'public/documents');
const SAMPLE_NOTICE = 'SAMPLE — replace with the district’s document';
const isForced = process.argv.includes('--force');
let writtenCount = 0;

function writeIfMissing(file: string, content: string | Uint8Array) {
  const target = path.join(OUTPUT_DIR, file);
  if (!isForced && fs.existsSync(target)) return;
  fs.writeFileSync(target, content);
  writtenCount += 1;
}

const FIXED_PDF_DATE = new Date('2025-01-01T00:00:00Z');
const ADDRESS = `${DISTRICT.address.street}, ${DISTRICT.address.city}, ${DISTRICT.address.state} ${DISTRICT.address.zip}`;

interface PdfSpec extends Omit<ManifestPdfEntry, 'type' | 'id'> {
  id: PdfDocumentId;
  /** Paragraphs; a paragraph starting with "# " is a subheading, "- " a list item. */
  body: string[];
}

const PDFS: PdfSpec[] = [
  {
    id: 'clearance-form',
    title: 'Residential Clearance Inspection Form',
    file: 'clearance-form.pdf',
    description: 'Printable residential clearance inspection form.',
    date: '2025-03-01',
    body: [
      'Use this form to request a residential clearance inspection by the Fire Marshal. You may also apply and pay online on the Permit Forms page.',
      '# Applicant',
      'Name: ______________________________   Phone: ____________________',
      'E-mail: ____________________________________________________',
      'Property address: ___________________________________________',
      '# Inspection',
      'Preferred inspection date: ______________   Parcel number: ______________',
      'Describe the work or the structure to be inspected:',
      '____________________________________________________________',
      '____________________________________________________________',
      `Return the completed form to ${DISTRICT.name}, ${ADDRESS}, or call ${DISTRICT.fireMarshal.phone}.`,
    ],
  },
  {
    id: 'burn-permit',
    title: 'Burn Permit',
    file: 'burn-permit.pdf',
    description: 'Open burning permit and its conditions.',
    date: '2025-03-01',
    body: [
      'A burn permit is required for open burning within the district. Check the current fire restrictions before every burn.',
      '# Conditions',
      '- Burn only on the permitted date, during daylight hours, and when winds are calm.',
      '- Keep a charged hose or water supply and a shovel at the burn site.',
      '- A responsible adult must attend the fire until it is completely out.',
      '- Burn only clean, dry vegetation. Never burn trash, tires or construction debris.',
      '# Permit holder',
      'Name: ______________________________   Phone: ____________________',
      'Burn address: _______________________________________________',
      'Burn date: ______________   Pile diameter (ft): ______',
      `Questions: Fire Marshal, ${DISTRICT.fireMarshal.phone}, ${DISTRICT.fireMarshal.email}.`,
    ],
  },
  {
    id: 'news-announcement',
    title: 'District Announcement',
    file: 'news-announcement.pdf',
    description: 'The district’s latest public announcement.',
    date: '2025-04-15',
    body: [
      `${DISTRICT.name} announces updates to its services for residents of Kamas, Oakley and Woodland.`,
      '# What changes',
      'Permit applications and fees can now be submitted and paid online. Paper forms remain available at the fire station.',
      '# Questions',
      `Call the main office at ${DISTRICT.mainOffice.phone}, ${DISTRICT.mainOffice.hours}.`,
    ],
  },
  {
    id: 'declaration-of-election-participation',
    title: 'Declaration of Election Participation',
    file: 'declaration-of-election-participation.pdf',
    description: 'The district’s declaration of participation in the 2025 election.',
    date: '2025-02-03',
    body: [
      `${DISTRICT.name} declares its participation in the 2025 municipal general election, to be held November 4, 2025, for the purpose of electing members of its Board of Trustees.`,
      '# Seats',
      'Two (2) four-year seats on the Board of Trustees.',
      '# Filing',
      'Candidates file a declaration of candidacy in person at the fire station during the filing period. Forms must be picked up in person.',
      `Location: ${ADDRESS}. Hours: Monday-Friday 8:00 AM-5:00 PM. Phone: ${DISTRICT.electionContactPhone}.`,
    ],
  },
  {
    id: 'uocava-election-notice',
    title: 'UOCAVA Election Notice',
    file: 'uocava-election-notice.pdf',
    description:
      'Notice for military and overseas voters under the Uniformed and Overseas Citizens Absentee Voting Act.',
    date: '2025-09-19',
    body: [
      'Notice to voters covered by the Uniformed and Overseas Citizens Absentee Voting Act (UOCAVA).',
      'The 2025 special district election will be held on November 4, 2025. Ballots for military and overseas voters are sent at least 45 days before the election.',
      '# Offices on the ballot',
      `${DISTRICT.name}, Board of Trustees: two (2) four-year seats.`,
      '# How to vote',
      'Request a ballot and return it by mail, e-mail or fax as the county clerk directs. Contact the county clerk for your ballot and its deadlines.',
    ],
  },
  {
    id: 'commissioner-candidates',
    title: 'Commissioner Candidates',
    file: 'commissioner-candidates.pdf',
    description: 'Candidates who filed for the Board of Trustees.',
    date: '2025-06-10',
    body: [
      'The following candidates filed a declaration of candidacy for the Board of Trustees during the 2025 filing period.',
      '# Four-year seats (two to be elected)',
      '- Candidate Name One',
      '- Candidate Name Two',
      '- Candidate Name Three',
      'Names are placeholders in this sample file.',
    ],
  },
  {
    id: 'grama-request-form',
    title: 'GRAMA Request Form',
    file: 'grama-request-form.pdf',
    description: 'Form to request records under the Government Records Access and Management Act.',
    date: '2025-01-15',
    body: [
      'Use this form to request records under Utah’s Government Records Access and Management Act (GRAMA), Utah Code Title 63G, Chapter 2.',
      '# Requester',
      'Name: ______________________________   Phone: ____________________',
      'Mailing address: ____________________________________________',
      'E-mail: ____________________________________________________',
      '# Records requested',
      'Describe the records with reasonable specificity:',
      '____________________________________________________________',
      '____________________________________________________________',
      `Send the form to the Records Officer: ${DISTRICT.recordsOfficer.email}, ${ADDRESS}.`,
    ],
  },
  {
    id: 'grama-billing-information',
    title: 'GRAMA Billing Information',
    file: 'grama-billing-information.pdf',
    description: 'Fees the district charges to fulfil records requests.',
    date: '2025-01-15',
    body: [
      'The district may charge a reasonable fee to cover its actual cost of providing a record, as GRAMA allows.',
      '# Fees',
      '- Paper copies: per page, as set by the Board.',
      '- Staff time to compile or format a record: hourly, after the first quarter hour.',
      '- Mailing: actual postage.',
      'The district tells you the estimated cost before it fills a request that costs more than a small amount.',
    ],
  },
  {
    id: 'insurance-information-letter',
    title: 'Insurance Information Letter',
    file: 'insurance-information-letter.pdf',
    description: 'Letter for insurers about the district’s fire protection services.',
    date: '2025-01-15',
    body: [
      'To whom it may concern:',
      `${DISTRICT.name} provides fire protection and emergency medical services from three stations: Station 41 Kamas, Station 42 Oakley and Station 43 Woodland.`,
      'Insurers may request the district’s current public protection classification and station distances through the Records Officer.',
      `Contact: ${DISTRICT.recordsOfficer.email}, ${DISTRICT.recordsOfficer.phone}.`,
    ],
  },
  {
    id: 'public-notice-la',
    title: 'Public Notice LA',
    file: 'public-notice-la.pdf',
    description: 'Public notice published by the district.',
    date: '2025-01-15',
    body: [
      'Public notice is hereby given that the Board of Trustees of the district will hold its regular meetings as posted on the Utah Public Notice Website.',
      'Agendas are posted at least 24 hours before each meeting. Individuals needing special accommodations should contact the district office at least three working days before the meeting.',
    ],
  },
];

/** The text of each candidate-form page; the same text becomes the page image and its alt text. */
function candidateFormPages(): { heading: string; lines: string[] }[] {
  const filing = `Forms are picked up in person at the fire station, ${ADDRESS}, Monday-Friday 8:00 AM-5:00 PM. Phone ${DISTRICT.electionContactPhone}.`;
  const pages: { heading: string; lines: string[] }[] = [
    {
      heading: '2025 Candidate Forms',
      lines: [
        DISTRICT.name,
        'Special District Election, November 4, 2025',
        'Board of Trustees candidate packet',
      ],
    },
    {
      heading: 'Contents',
      lines: [
        'Filing instructions, pages 3 to 5',
        'Declaration of candidacy, pages 6 to 9',
        'Campaign finance, pages 10 to 15',
        'Conflict of interest disclosure, pages 16 to 19',
        'Checklist and receipt, pages 20 to 22',
      ],
    },
    {
      heading: 'Filing instructions',
      lines: ['File your declaration of candidacy in person during the filing period.', filing],
    },
    {
      heading: 'Filing period',
      lines: [
        'The filing period runs for five business days as the county clerk announces.',
        'Declarations received after 5:00 PM on the last day are not accepted.',
      ],
    },
    {
      heading: 'Eligibility',
      lines: [
        'A candidate must be a registered voter residing within the district.',
        'A candidate must meet the qualifications of Utah Code Title 17B.',
      ],
    },
  ];
  for (let part = 1; part <= 4; part += 1) {
    pages.push({
      heading: `Declaration of candidacy, part ${part} of 4`,
      lines:
        part === 4
          ? [
              'I swear that I meet the qualifications for the office and will file all required reports.',
              'Signature of candidate: ____________   Date: ____________',
            ]
          : [
              'Candidate name: ______________________',
              'Residential address: ______________________',
              'Office sought: Board of Trustees, four-year term',
            ],
    });
  }
  for (let part = 1; part <= 6; part += 1) {
    pages.push({
      heading: `Campaign finance, part ${part} of 6`,
      lines: [
        'Report each contribution and expenditure with its date, amount and source.',
        'Reports are due as the county clerk’s calendar lists.',
      ],
    });
  }
  for (let part = 1; part <= 4; part += 1) {
    pages.push({
      heading: `Conflict of interest disclosure, part ${part} of 4`,
      lines: [
        'List any business interest that may conflict with duties on the Board.',
        'Name of business: ______________________   Nature of interest: ______________',
      ],
    });
  }
  pages.push(
    {
      heading: 'Candidate checklist',
      lines: [
        'Declaration of candidacy signed before the clerk',
        'Campaign finance acknowledgement signed',
        'Conflict of interest disclosure signed',
      ],
    },
    {
      heading: 'Receipt of filing',
      lines: ['Received by: ______________________   Date and time: ______________'],
    },
    { heading: 'Questions', lines: [filing] },
  );
  if (pages.length !== CANDIDATE_FORMS_PAGE_COUNT)
    throw new Error(`Expected ${CANDIDATE_FORMS_PAGE_COUNT} pages, built ${pages.length}`);
  return pages;
}

const TEXT_COLOR = '#1a1a1a';
const NOTICE_COLOR = '#b30d0d';

/**
 * A tagged PDF (headings, paragraphs and lists in reading order, language and title set), so the
 * samples already meet what the district's own documents need for WCAG 2.1 AA.
 */
async function buildPdf(spec: PdfSpec): Promise<Uint8Array> {
  const pdf = createTaggedPdf({
    title: spec.title,
    author: DISTRICT.name,
    subject: `${SAMPLE_NOTICE}. ${spec.description ?? ''}`.trim(),
    keywords: ['SAMPLE', DISTRICT.name, spec.title].join(', '),
    creator: 'npm run documents',
    creationDate: FIXED_PDF_DATE,
    margin: 72,
  });
  addText(pdf, 'P', SAMPLE_NOTICE, {
    font: PDF_FONT_BOLD,
    size: 12,
    color: NOTICE_COLOR,
    gapAfter: 8,
  });
  addText(pdf, 'P', DISTRICT.name, { size: 11, gapAfter: 6 });
  addText(pdf, 'H1', spec.title, { font: PDF_FONT_BOLD, size: 20, gapAfter: 10 });
  if (spec.date) addText(pdf, 'P', `Date: ${spec.date}`, { size: 11, gapAfter: 10 });
  const body = [...spec.body];
  while (body.length > 0) {
    const paragraph = body.shift() ?? '';
    if (paragraph.startsWith('# ')) {
      addText(pdf, 'H2', paragraph.slice(2), {
        font: PDF_FONT_BOLD,
        size: 14,
        gapAfter: 4,
        keepWithNext: 60,
      });
    } else if (paragraph.startsWith('- ')) {
      const items = [paragraph.slice(2)];
      while (body[0]?.startsWith('- ')) items.push((body.shift() ?? '').slice(2));
      addList(pdf, items, { size: 11, gapAfter: 8 });
    } else {
      addText(pdf, 'P', paragraph, { size: 11, color: TEXT_COLOR, gapAfter: 6 });
    }
  }
  pdf.doc.y += 12;
  addText(pdf, 'P', `${SAMPLE_NOTICE}. This file is a placeholder generated for the website.`, {
    size: 9,
    color: NOTICE_COLOR,
  });
  return pdf.finish();
}

/** Wraps by character count: SVG has no text layout, and the page font is predictable enough. */
function wrapByChars(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + word.length + 1 > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function buildPageSvg(pageNumber: number, heading: string, lines: string[]): string {
  const textLines = lines.flatMap((line) => wrapByChars(line, 46));
  const body = textLines
    .map(
      (line, index) =>
        `  <text x="80" y="${310 + index * 50}" font-size="32">${escapeHtml(line)}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="850" height="1100" viewBox="0 0 850 1100" font-family="Helvetica, Arial, sans-serif" fill="#1f2937">
  <title>${escapeHtml(`SAMPLE candidate form, page ${pageNumber} of ${CANDIDATE_FORMS_PAGE_COUNT}: ${heading}`)}</title>
  <rect width="850" height="1100" fill="#ffffff"/>
  <rect x="20" y="20" width="810" height="1060" fill="none" stroke="#9ca3af" stroke-width="2"/>
  <text x="425" y="700" font-size="160" font-weight="bold" fill="#b91c1c" fill-opacity="0.12" text-anchor="middle" transform="rotate(-35 425 700)">SAMPLE</text>
  <text x="80" y="95" font-size="28" font-weight="bold" fill="#b91c1c">${escapeHtml(SAMPLE_NOTICE)}</text>
  <text x="80" y="145" font-size="26">${escapeHtml(DISTRICT.name)}</text>
  <text x="80" y="230" font-size="44" font-weight="bold">${escapeHtml(heading)}</text>
${body}
  <text x="425" y="1040" font-size="28" text-anchor="middle">Page ${pageNumber} of ${CANDIDATE_FORMS_PAGE_COUNT}</text>
</svg>
`;
}

function pageAlt(pageNumber: number, heading: string, lines: string[]): string {
  return [
    `SAMPLE candidate form, page ${pageNumber} of ${CANDIDATE_FORMS_PAGE_COUNT}.`,
    `${heading}.`,
    ...lines,
  ].join(' ');
}

async function main() {
  fs.mkdirSync(path.join(OUTPUT_DIR, 'candidate-forms'), { recursive: true });

  const pdfEntries: ManifestPdfEntry[] = [];
  for (const spec of PDFS) {
    writeIfMissing(spec.file, await buildPdf(spec));
    pdfEntries.push({
      id: spec.id,
      type: 'pdf',
      title: spec.title,
      file: spec.file,
      description: spec.description,
      date: spec.date,
    });
  }

  const pages = candidateFormPages().map(({ heading, lines }, index) => {
    const pageNumber = index + 1;
    const file = `candidate-forms/page-${String(pageNumber).padStart(2, '0')}.svg`;
    writeIfMissing(file, buildPageSvg(pageNumber, heading, lines));
    return { file, alt: pageAlt(pageNumber, heading, lines) };
  });
  const candidateForms: ManifestImageSetEntry = {
    id: 'candidate-forms',
    type: 'image',
    title: '2025 Candidate Forms',
    description: 'The 22-page candidate packet for the Board of Trustees, view only.',
    date: '2025-05-01',
    totalPages: pages.length,
    pages,
  };

  const manifest: DocumentsManifest = { documents: [...pdfEntries, candidateForms] };
  writeIfMissing('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  const keptCount = pdfEntries.length + pages.length + 1 - writtenCount;
  console.log(
    `Wrote ${writtenCount} files into ${path.relative(process.cwd(), OUTPUT_DIR)}` +
      (keptCount ? `; kept ${keptCount} existing files (--force rewrites them)` : ''),
  );
}

await main();
