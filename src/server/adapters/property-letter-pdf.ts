import type { PermitDistrict } from '#domain/permits/permit-documents.ts';
import type { PdfDrawer } from './pdf-drawer.ts';
import { loadPermitLogo, type PermitLogo } from './permit-pdf-settings.ts';
import {
  addSectionHeading,
  drawPageFooters,
  drawRule,
  startDistrictDocument,
} from './permit-pdf.ts';
import { addList, addText, PDF_FONT_BOLD } from './tagged-pdf.ts';

/** What the address verification letter says (issue 36, decision 334). */
export interface PropertyLetterPdfInput {
  districtName: string;
  districtAddress: string;
  districtContact: string;
  logo: PermitLogo;
  street: string;
  town: string;
  /** The code as printed, ABCDE-FGHJK. */
  code: string;
  /** The public form's address, where a resident finds how to reach their profile. */
  formUrl: string;
  /** The district's phone number, for a resident who wrote no profile. */
  phone: string;
  createdAt: Date;
}

/** The district's letterhead lines, as every district document writes them. */
export function letterheadOf(district: PermitDistrict) {
  const { address } = district;
  return {
    districtName: district.name,
    districtAddress: `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
    districtContact: `${district.mainOffice.phone} · ${district.mainOffice.hours}`,
  };
}

export const PROPERTY_LETTER_TITLE = 'Address verification letter';

/**
 * The letter staff mail to a property profile's address, as a tagged PDF with the district's
 * letterhead: the code is the only proof that whoever wrote the profile receives mail there.
 * It names the address and nothing the profile says.
 */
export async function renderPropertyLetterPdf(input: PropertyLetterPdfInput): Promise<Uint8Array> {
  const address = `${input.street}, ${input.town}`;
  const pdf = startDistrictDocument({
    ...input,
    title: PROPERTY_LETTER_TITLE,
    permitNumber: `for ${address}`,
    subject: `${PROPERTY_LETTER_TITLE} for a property profile at ${address}, from ${input.districtName}`,
    statement: `To the residents of ${address}: someone wrote a property profile for this address for ${input.districtName}’s responders. Until the code below is entered, responders see it marked unverified.`,
    keyFacts: [
      { label: 'Address', value: address },
      { label: 'Verification code', value: input.code },
    ],
  });
  addSectionHeading(pdf, 'If you wrote the profile');
  addList(
    pdf,
    [
      'Open your profile’s private page: the link in the e-mail that made it active.',
      'Under “Verify your address”, enter the code and press “Verify the address”.',
      `Lost the link? Write the profile again at ${input.formUrl}.`,
    ],
    { size: 10.5, gapAfter: 8 },
  );
  addSectionHeading(pdf, 'If nobody here wrote a profile');
  addText(
    pdf,
    'P',
    `Do not enter the code. Call ${input.districtName} at ${input.phone}: responders should not rely on a profile nobody at this address wrote.`,
    { size: 10.5, gapAfter: 8 },
  );
  drawRule(pdf);
  pdf.doc.y += 8;
  addText(pdf, 'P', `Your code: ${input.code}`, { font: PDF_FONT_BOLD, size: 14, gapAfter: 4 });
  drawPageFooters(pdf, `${PROPERTY_LETTER_TITLE}, ${address}`);
  return pdf.finish();
}

/**
 * The property feature's letter drawer: the district's letterhead and mark around the address and
 * code, drawn in the PDF worker pool like every district document.
 */
export function createPropertyLetterDrawer(options: {
  pdf: Pick<PdfDrawer, 'drawPropertyLetter'>;
  readDistrict: () => Promise<PermitDistrict>;
  logoPath: string | undefined;
}) {
  return async (letter: {
    street: string;
    town: string;
    code: string;
    formUrl: string;
    createdAt: Date;
  }): Promise<Buffer> => {
    const district = await options.readDistrict();
    return options.pdf.drawPropertyLetter({
      ...letterheadOf(district),
      logo: await loadPermitLogo(options.logoPath),
      phone: district.mainOffice.phone,
      ...letter,
    });
  };
}
