import { burnDayAt } from '#domain/burn/burn-day.ts';
import { BURN_MATERIAL_LABELS, formatCheckInCode } from '#domain/burn/burn-permit.ts';
import { LOCALE_TAGS } from '#domain/i18n/locale.ts';
import {
  createSiteIntl,
  formatCalendarDay,
  formatDistrictTime,
  formatMoney,
  type SiteIntl,
} from '#domain/i18n/site-intl.ts';
import type { PermitDistrict } from '#domain/permits/permit-documents.ts';
import { formatUsDate, formatUsTime } from '#domain/permits/permit-wording.ts';
import { permitPdfWordsIn } from '#server/adapters/permit-pdf.ts';
import { loadPermitLogo } from '#server/adapters/permit-pdf-settings.ts';
import * as repo from './burn.repo.ts';
import type { BurnPermitSummary } from './burn.repo.ts';
import { verifyUrlOf, type BurnDeps } from './burn.deps.ts';

/** The open burn permit's PDF: what it says, drawn once at issue and kept, in its language. */

export function describeDays(permit: { fromDay: string; toDay: string }): string {
  const format = (day: string) => formatUsDate(new Date(`${day}T18:00:00Z`));
  return permit.fromDay === permit.toDay
    ? format(permit.fromDay)
    : `${format(permit.fromDay)} to ${format(permit.toDay)}`;
}

/** The permit's days in the intl's language: English as `describeDays`, else in words. */
export function describeDaysIn(permit: { fromDay: string; toDay: string }, intl: SiteIntl): string {
  if (intl.locale === 'en') return describeDays(permit);
  const from = formatCalendarDay(intl, permit.fromDay);
  return permit.fromDay === permit.toDay
    ? from
    : intl.t('burn.mail.days', { from, to: formatCalendarDay(intl, permit.toDay) });
}

/** What the burn permit PDF says, in the same layout as the other permits, in its language. */
export function buildBurnPermitPdfContent(
  deps: BurnDeps,
  permit: BurnPermitSummary,
  district: PermitDistrict,
) {
  const issuedAt = permit.issuedAt ? new Date(permit.issuedAt) : deps.clock();
  const permitNumber = permit.permitNumber ?? '';
  const { address } = district;
  const conditions = JSON.parse(permit.conditions) as string[];
  const intl = createSiteIntl(permit.language);
  const { t } = intl;
  const isEnglish = permit.language === 'en';
  // English permits keep the district's US dates (MM/DD/YYYY); others write the day in words.
  const issueDate = isEnglish
    ? formatUsDate(issuedAt)
    : formatCalendarDay(intl, burnDayAt(issuedAt, 0));
  const issueTime = isEnglish ? formatUsTime(issuedAt) : formatDistrictTime(intl, issuedAt);
  return {
    districtName: district.name,
    districtAddress: `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
    districtContact: `${district.mainOffice.phone} · ${district.mainOffice.hours}`,
    title: t('burn.pdf.title'),
    permitNumber,
    issuedStatement: t('burn.pdf.issuedStatement', {
      name: permit.applicantName,
      date: issueDate,
      time: issueTime,
      district: district.name,
    }),
    keyFacts: [
      { label: t('burn.pdf.permitNumber'), value: permitNumber },
      { label: t('burn.pdf.dateOfIssue'), value: issueDate },
      {
        label: t('burn.pdf.validOn'),
        value: t('burn.pdf.validOnValue', { days: describeDaysIn(permit, intl) }),
      },
      { label: t('burn.pdf.holder'), value: permit.applicantName },
      { label: t('burn.pdf.burnAddress'), value: `${permit.street}, ${permit.town}, UT` },
      ...(permit.checkInCode
        ? [{ label: t('burn.pdf.checkInCode'), value: formatCheckInCode(permit.checkInCode) }]
        : []),
    ],
    allows: t('burn.pdf.allows'),
    conditions,
    details: [
      {
        label: t('burn.pdf.material'),
        value: isEnglish
          ? BURN_MATERIAL_LABELS[permit.material]
          : t(`burn.material.${permit.material}`),
      },
      { label: t('burn.pdf.materialAndQuantity'), value: permit.materialDescription },
      { label: t('burn.pdf.pileSize'), value: permit.pileSize },
      { label: t('burn.pdf.phone'), value: permit.phone },
      { label: t('burn.pdf.email'), value: permit.email },
    ],
    enteredByApplicant: [],
    payment: [
      {
        label: t('burn.pdf.fee'),
        value:
          permit.feeCents === 0
            ? t('burn.pdf.noFee')
            : isEnglish
              ? `$${(permit.feeCents / 100).toFixed(2)}`
              : formatMoney(intl, permit.feeCents),
      },
    ],
    ...(deps.env.PERMIT_OFFICER_NAME
      ? { officer: { name: deps.env.PERMIT_OFFICER_NAME, title: deps.env.PERMIT_OFFICER_TITLE } }
      : {}),
    verificationUrl: verifyUrlOf(deps, permitNumber, permit.checkInCode, permit.language),
    ...(isEnglish ? {} : { lang: LOCALE_TAGS[permit.language], words: permitPdfWordsIn(intl) }),
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
