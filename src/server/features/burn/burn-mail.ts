import { z } from 'zod';
import { describeBurnWindows } from '#domain/burn/burn-day.ts';
import { BURN_MATERIAL_LABELS, formatCheckInCode } from '#domain/burn/burn-permit.ts';
import { BURN_PATHS } from '#domain/burn/burn-pages.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import * as repo from './burn.repo.ts';
import type { BurnPermitSummary } from './burn.repo.ts';
import { BURN_TEMPLATES, baseUrl, privateLinkOf, type BurnDeps } from './burn-deps.ts';
import { describeDays, readBurnPermitPdf } from './burn-permit-pdf.ts';

const PermitPayloadSchema = z.object({ permitId: z.string() });
const StoppedPayloadSchema = z.object({
  permitId: z.string(),
  day: z.string(),
  reason: z.string(),
});

/** The burn e-mails, rendered from the stored permit when the outbox sends them. */
export function registerBurnTemplates(deps: BurnDeps): void {
  const mail = (permit: BurnPermitSummary, subject: string, text: string): MailMessage => ({
    from: deps.env.MAIL_FROM,
    to: permit.email,
    cc: deps.env.PERMITS_EMAIL,
    subject,
    text,
  });
  deps.outbox.registerTemplate(BURN_TEMPLATES.issued, {
    async render(payload) {
      const { permitId } = PermitPayloadSchema.parse(payload);
      const permit = await repo.findBurnPermit(deps.db, { id: permitId });
      const pdf = permit ? await readBurnPermitPdf(deps, permit) : undefined;
      if (!permit?.permitNumber || !pdf) return null;
      const { settings } = await repo.readBurnSettings(deps.db);
      const district = await deps.readDistrict();
      return {
        ...mail(
          permit,
          `Your open burn permit ${permit.permitNumber}`,
          [
            `Hello ${permit.applicantName},`,
            '',
            `Your open burn permit ${permit.permitNumber} for ${permit.street}, ${permit.town} is attached. It is valid on burn days only, ${describeDays(permit)}.`,
            '',
            'On the day you burn, check in first with your private link (keep it to yourself):',
            privateLinkOf(deps, permit.accessToken),
            ...(permit.checkInCode
              ? [
                  `or with the QR code on the permit and its check-in code ${formatCheckInCode(permit.checkInCode)}.`,
                ]
              : []),
            '',
            `Check today's status before you light: ${new URL(BURN_PATHS.status, baseUrl(deps)).toString()}`,
            `Open burning is allowed only from ${describeBurnWindows(settings.windows)}, on burn days.`,
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
      const { permitId, day, reason } = StoppedPayloadSchema.parse(payload);
      const permit = await repo.findBurnPermit(deps.db, { id: permitId });
      if (!permit) return null;
      return mail(
        permit,
        'No burning today: put your fire out',
        [
          `Hello ${permit.applicantName},`,
          '',
          `The district has changed today's status (${day}) to No burning today. ${reason}`,
          `Put out your burn at ${permit.street}, ${permit.town} now and do not light again until the status says Burning allowed.`,
          '',
          `Status: ${new URL(BURN_PATHS.status, baseUrl(deps)).toString()}`,
        ].join('\n'),
      );
    },
  });
  /** A mail to the holder about their permit, greeting them by name. */
  const registerHolderMail = (
    template: string,
    write: (permit: BurnPermitSummary) => { subject: string; lines: string[] },
  ) =>
    deps.outbox.registerTemplate(template, {
      async render(payload) {
        const { permitId } = PermitPayloadSchema.parse(payload);
        const permit = await repo.findBurnPermit(deps.db, { id: permitId });
        if (!permit) return null;
        const { subject, lines } = write(permit);
        return mail(permit, subject, [`Hello ${permit.applicantName},`, '', ...lines].join('\n'));
      },
    });
  registerHolderMail(BURN_TEMPLATES.revoked, (permit) => ({
    subject: `Your open burn permit ${permit.permitNumber ?? ''} was revoked`,
    lines: [
      `The district has revoked your open burn permit ${permit.permitNumber ?? ''} for ${permit.street}, ${permit.town}.`,
      `Reason: ${permit.revokeReason ?? ''}`,
      'Do not burn under this permit. Call the district office with any questions.',
    ],
  }));
  deps.outbox.registerTemplate(BURN_TEMPLATES.review, {
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
          '',
          `Approve or decline it: ${new URL('/admin/burns', baseUrl(deps)).toString()}`,
        ].join('\n'),
      };
    },
  });
  registerHolderMail(BURN_TEMPLATES.declined, (permit) => ({
    subject: 'Your open burn permit application was declined',
    lines: [
      `The district has declined your open burn permit application for ${permit.street}, ${permit.town}.`,
      'Call the district office with any questions.',
    ],
  }));
}
