import { BURN_MATERIAL_LABELS, formatCheckInCode } from '#domain/burn/burn-permit.ts';
import type { PermitDistrict } from '#domain/permits/permit-documents.ts';
import { formatUsDate, formatUsTime } from '#domain/permits/permit-wording.ts';
import { loadPermitLogo } from '#server/adapters/permit-pdf-settings.ts';
import * as repo from './burn.repo.ts';
import type { BurnPermitSummary } from './burn.repo.ts';
import { verifyUrlOf, type BurnDeps } from './burn-deps.ts';

/** The open burn permit's PDF: what it says, drawn once at issue and kept. */

export function describeDays(permit: { fromDay: string; toDay: string }): string {
  const format = (day: string) => formatUsDate(new Date(`${day}T18:00:00Z`));
  return permit.fromDay === permit.toDay
    ? format(permit.fromDay)
    : `${format(permit.fromDay)} to ${format(permit.toDay)}`;
}

/** What the burn permit PDF says, in the same layout as the other permits. */
export function buildBurnPermitPdfContent(
  deps: BurnDeps,
  permit: BurnPermitSummary,
  district: PermitDistrict,
) {
  const issuedAt = permit.issuedAt ? new Date(permit.issuedAt) : deps.clock();
  const permitNumber = permit.permitNumber ?? '';
  const { address } = district;
  const conditions = JSON.parse(permit.conditions) as string[];
  return {
    districtName: district.name,
    districtAddress: `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
    districtContact: `${district.mainOffice.phone} · ${district.mainOffice.hours}`,
    title: 'Open Burn Permit',
    permitNumber,
    issuedStatement: `Issued to ${permit.applicantName} on ${formatUsDate(issuedAt)} at ${formatUsTime(issuedAt)} by the ${district.name}.`,
    keyFacts: [
      { label: 'Permit number', value: permitNumber },
      { label: 'Date of issue', value: formatUsDate(issuedAt) },
      { label: 'Valid on', value: `Burn days only, ${describeDays(permit)}` },
      { label: 'Permit holder', value: permit.applicantName },
      { label: 'Burn address', value: `${permit.street}, ${permit.town}, UT` },
      ...(permit.checkInCode
        ? [{ label: 'Check-in code', value: formatCheckInCode(permit.checkInCode) }]
        : []),
    ],
    allows:
      'Open burning of the material named below, at the burn address, on a day the district calls a burn day (clearing index 500 or more, Utah Admin. Code R307-202), after checking in with the link in the permit e-mail or the QR code and check-in code on this permit.',
    conditions,
    details: [
      { label: 'Material', value: BURN_MATERIAL_LABELS[permit.material] },
      { label: 'Material and quantity', value: permit.materialDescription },
      { label: 'Pile size', value: permit.pileSize },
      { label: 'Phone', value: permit.phone },
      { label: 'E-mail', value: permit.email },
    ],
    enteredByApplicant: [],
    payment: [
      {
        label: 'Fee',
        value: permit.feeCents === 0 ? 'No fee' : `$${(permit.feeCents / 100).toFixed(2)}`,
      },
    ],
    ...(deps.env.PERMIT_OFFICER_NAME
      ? { officer: { name: deps.env.PERMIT_OFFICER_NAME, title: deps.env.PERMIT_OFFICER_TITLE } }
      : {}),
    verificationUrl: verifyUrlOf(deps, permitNumber, permit.checkInCode),
  };
}

/**
 * The open burn permit's PDF as issued, or undefined before it is issued. One not kept yet (its
 * drawing at issue failed or has not finished) is drawn now, dated at issue, and kept.
 */
export async function readBurnPermitPdf(
  deps: BurnDeps,
  permit: BurnPermitSummary,
): Promise<Uint8Array | undefined> {
  const kept = await repo.findBurnPermitPdf(deps.db, permit.id);
  if (kept) return kept;
  if (!permit.permitNumber || !permit.issuedAt) return undefined;
  const pdf = await deps.pdf.drawPermit({
    ...buildBurnPermitPdfContent(deps, permit, await deps.readDistrict()),
    logo: await loadPermitLogo(deps.env.PERMIT_LOGO_PATH),
    createdAt: new Date(permit.issuedAt),
  });
  await repo.keepBurnPermitPdf(deps.db, permit.id, pdf);
  return pdf;
}
