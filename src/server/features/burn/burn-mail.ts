import { z } from 'zod';
import type { BurnDayWhy } from '#domain/burn/burn-day.ts';
import { BURN_MATERIAL_LABELS, formatCheckInCode } from '#domain/burn/burn-permit.ts';
import { BURN_PATHS } from '#domain/burn/burn-pages.ts';
import {
  describeBurnDayReason,
  describeBurnWindowsIn,
  formatBurnDay,
} from '#domain/burn/burn-words.ts';
import { createSiteIntl, type SiteIntl } from '#domain/i18n/site-intl.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import * as repo from './burn.repo.ts';
import type { BurnPermitSummary } from './burn.repo.ts';
import { BURN_TEMPLATES, baseUrl, pageUrlOf, privateLinkOf, type BurnDeps } from './burn.deps.ts';
import { describeDays, describeDaysIn, readBurnPermitPdf } from './burn-permit-pdf.ts';

const PermitPayloadSchema = z.object({ permitId: z.string() });
const StoppedPayloadSchema = z.object({
  permitId: z.string(),
  day: z.string(),
  reason: z.string(),
  /** The reason's parts (decision 324); absent from notices queued before. */
  why: z.custom<BurnDayWhy>((value) => typeof value === 'object' && value !== null).optional(),
});

/**
 * The burn e-mails, rendered from the stored permit when the outbox sends them. The holder's are
 * written in the permit's language (decision 324) and link to the pages in it; the staff's review
 * notice stays English, as the back office does.
 */
export function registerBurnTemplates(deps: BurnDeps): void {
  /** The holder's mail in their language: "Content-Language" tells mail readers which it is. */
  const mail = (permit: BurnPermitSummary, subject: string, text: string): MailMessage => ({
    from: deps.env.MAIL_FROM,
    to: permit.email,
    cc: deps.env.PERMITS_EMAIL,
    subject,
    text,
    ...(permit.language === 'en' ? {} : { headers: { 'Content-Language': 'es-US' } }),
  });
  const intlOf = (permit: BurnPermitSummary): SiteIntl => createSiteIntl(permit.language);
  const hello = (permit: BurnPermitSummary, { t }: SiteIntl) =>
    t('burn.mail.hello', { name: permit.applicantName });
  deps.outbox.registerTemplate(BURN_TEMPLATES.issued, {
    async render(payload) {
      const { permitId } = PermitPayloadSchema.parse(payload);
      const permit = await repo.findBurnPermit(deps.db, { id: permitId });
      const pdf = permit ? await readBurnPermitPdf(deps, permit) : undefined;
      if (!permit?.permitNumber || !pdf) return null;
      const { settings } = await repo.readBurnSettings(deps.db);
      const district = await deps.readDistrict();
      const intl = intlOf(permit);
      const { t } = intl;
      const place = { street: permit.street, town: permit.town };
      return {
        ...mail(
          permit,
          t('burn.mail.issuedSubject', { number: permit.permitNumber }),
          [
            hello(permit, intl),
            '',
            t('burn.mail.issuedAttached', {
              number: permit.permitNumber,
              ...place,
              days: describeDaysIn(permit, intl),
            }),
            '',
            t('burn.mail.issuedCheckIn'),
            privateLinkOf(deps, permit.accessToken, permit.language),
            ...(permit.checkInCode
              ? [t('burn.mail.issuedQr', { code: formatCheckInCode(permit.checkInCode) })]
              : []),
            '',
            t('burn.mail.checkStatus', {
              url: pageUrlOf(deps, BURN_PATHS.status, permit.language),
            }),
            t('burn.mail.windows', { windows: describeBurnWindowsIn(settings.windows, intl) }),
            '',
            district.name,
          ].join('\n'),
        ),
        attachments: [
          {
            filename: `open-burn-permit-${permit.permitNumber}.pdf`,
            content: pdf,
            contentType: 'application/pdf',
          },
        ],
      };
    },
  });
  deps.outbox.registerTemplate(BURN_TEMPLATES.stopped, {
    async render(payload) {
      const { permitId, day, reason, why } = StoppedPayloadSchema.parse(payload);
      const permit = await repo.findBurnPermit(deps.db, { id: permitId });
      if (!permit) return null;
      const intl = intlOf(permit);
      const { t } = intl;
      const said = describeBurnDayReason(
        { isBurningAllowed: false, reason, ...(why ? { why } : {}) } as Parameters<
          typeof describeBurnDayReason
        >[0],
        intl,
      );
      return mail(
        permit,
        t('burn.mail.stoppedSubject'),
        [
          hello(permit, intl),
          '',
          t('burn.mail.stoppedChanged', {
            day: permit.language === 'en' ? day : formatBurnDay(intl, day),
            reason: said,
          }),
          t('burn.mail.stoppedPutOut', { street: permit.street, town: permit.town }),
          '',
          t('burn.mail.status', { url: pageUrlOf(deps, BURN_PATHS.status, permit.language) }),
        ].join('\n'),
      );
    },
  });
  /** A mail to the holder about their permit, greeting them by name in their language. */
  const registerHolderMail = (
    template: string,
    write: (permit: BurnPermitSummary, intl: SiteIntl) => { subject: string; lines: string[] },
  ) =>
    deps.outbox.registerTemplate(template, {
      async render(payload) {
        const { permitId } = PermitPayloadSchema.parse(payload);
        const permit = await repo.findBurnPermit(deps.db, { id: permitId });
        if (!permit) return null;
        const intl = intlOf(permit);
        const { subject, lines } = write(permit, intl);
        return mail(permit, subject, [hello(permit, intl), '', ...lines].join('\n'));
      },
    });
  registerHolderMail(BURN_TEMPLATES.revoked, (permit, { t }) => ({
    subject: t('burn.mail.revokedSubject', { number: permit.permitNumber ?? '' }),
    lines: [
      t('burn.mail.revokedText', {
        number: permit.permitNumber ?? '',
        street: permit.street,
        town: permit.town,
      }),
      t('burn.mail.reason', { reason: permit.revokeReason ?? '' }),
      t('burn.mail.revokedDoNotBurn'),
    ],
  }));
  deps.outbox.registerTemplate(BURN_TEMPLATES.review, {
    audience: 'staff',
    async render(payload) {
      const { permitId } = PermitPayloadSchema.parse(payload);
      const permit = await repo.findBurnPermit(deps.db, { id: permitId });
      if (permit?.status !== 'pending_review') return null;
      const { settings } = await repo.readBurnSettings(deps.db);
      return {
        from: deps.env.MAIL_FROM,
        to: deps.env.PERMITS_EMAIL,
        subject: `Open burn permit to review: ${permit.applicantName}, ${permit.town}`,
        text: [
          `${permit.applicantName} applied for an open burn permit at ${permit.street}, ${permit.town}, ${describeDays(permit)}.`,
          `Material: ${BURN_MATERIAL_LABELS[permit.material]}: ${permit.materialDescription}`,
          ...(settings.asksStateRegistration
            ? [`State burn registration number: ${permit.stateRegistrationNumber || '(not given)'}`]
            : []),
          ...(permit.language === 'en'
            ? []
            : ['Language: Spanish (the applicant’s e-mails are in Spanish)']),
          '',
          `Approve or decline it: ${new URL('/admin/burns', baseUrl(deps)).toString()}`,
        ].join('\n'),
      };
    },
  });
  registerHolderMail(BURN_TEMPLATES.declined, (permit, { t }) => ({
    subject: t('burn.mail.declinedSubject'),
    lines: [
      t('burn.mail.declinedText', { street: permit.street, town: permit.town }),
      t('burn.mail.callOffice'),
    ],
  }));
}
