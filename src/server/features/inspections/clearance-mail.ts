import { z } from 'zod';
import { addDaysToDay } from '#domain/calendar/availability.ts';
import { formatLongDayIn } from '#domain/calendar-date.ts';
import { LOCALE_TAGS } from '#domain/i18n/locale.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { CLEARANCE_REMINDER_HOUR } from '#domain/inspections/clearance.ts';
import { inspectionPagePath } from '#domain/inspections/inspections-api.ts';
import { toDistrictWallClock } from '#domain/inspections/inspection-slots.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import { pathForLocale } from '#server/i18n/request-locale.ts';
import * as repo from './clearance.repo.ts';
import {
  CLEARANCE_TEMPLATES,
  certificateTitleIn,
  clearanceLanguageOf,
  clearanceVerifyUrl,
  outcomeTextIn,
  publicBaseOf,
  type ClearanceDeps,
} from './clearance.service.ts';
import * as inspectionsRepo from './inspections.repo.ts';

const PayloadSchema = z.object({ clearanceId: z.string() });

type Template = (typeof CLEARANCE_TEMPLATES)[keyof typeof CLEARANCE_TEMPLATES];

/** Registers the clearance e-mails on the one outbox; each renders from the stored record. */
export function registerClearanceTemplates(deps: ClearanceDeps): void {
  const render = (template: Template) => async (payload: unknown) => {
    const { clearanceId } = PayloadSchema.parse(payload);
    const row = await repo.findClearance(deps.db, clearanceId);
    if (!row) return null;
    const application = await inspectionsRepo.findApplication(deps.db, {
      id: row.applicationId,
    });
    if (!application?.permitNumber || !application.statusToken) return null;
    const district = await deps.readDistrict();
    const permitNumber = application.permitNumber;
    const verifyUrl = clearanceVerifyUrl(deps.env, permitNumber);
    // The booking's language (decision 332): its words, its days and the page its link opens.
    const language = await clearanceLanguageOf(deps.db, row.inspectionId);
    const intl = createSiteIntl(language);
    const { t } = intl;
    const day = (value: string) => formatLongDayIn(intl.intl, value);
    const bookingUrl = new URL(
      pathForLocale(inspectionPagePath(application.statusToken), language),
      publicBaseOf(deps.env),
    ).toString();
    const base = {
      from: deps.env.MAIL_FROM,
      to: application.applicantEmail,
      cc: deps.env.PERMITS_EMAIL,
      ...(language === 'en' ? {} : { headers: { 'Content-Language': LOCALE_TAGS[language] } }),
    };
    const close = (lines: string[]) =>
      [
        t('clearance.mail.hello', { name: application.applicantName }),
        '',
        ...lines,
        '',
        district.name,
      ].join('\n');

    if (template === CLEARANCE_TEMPLATES.issued) {
      if (!row.pdf) return null;
      const title = certificateTitleIn(row, intl).toLowerCase();
      const message: MailMessage = {
        ...base,
        subject: t('clearance.mail.issuedSubject', { title, permitNumber }),
        text: close([
          t('clearance.mail.issued', { title, permitNumber }),
          ...(row.expiresOn
            ? ['', t('clearance.mail.temporary', { day: day(row.expiresOn) })]
            : []),
          '',
          t('clearance.mail.anyoneCanCheck', { url: verifyUrl }),
        ]),
        attachments: [
          {
            filename: `clearance-${permitNumber}.pdf`,
            content: row.pdf,
            contentType: 'application/pdf',
          },
        ],
      };
      return message;
    }

    if (template === CLEARANCE_TEMPLATES.corrections) {
      const corrections = JSON.parse(row.corrections) as string[];
      const lines = [
        t('clearance.mail.result', {
          permitNumber,
          day: day(row.resultDay),
          result: outcomeTextIn(row.outcome === 'failed' ? 'failed' : 'corrections-required', intl),
        }),
        '',
        ...(corrections.length > 0
          ? [t('clearance.mail.correctionsToMake'), ...corrections.map((item) => `- ${item}`), '']
          : []),
        ...(row.correctionsDueOn
          ? [t('clearance.mail.completeBy', { day: day(row.correctionsDueOn) }), '']
          : []),
        ...(row.payUrl ? [t('clearance.mail.payFee', { url: row.payUrl }), ''] : []),
        t('clearance.mail.bookReinspection', { url: bookingUrl }),
        ...(row.comments.trim()
          ? ['', t('clearance.mail.comments', { comments: row.comments })]
          : []),
      ];
      return {
        ...base,
        subject: t('clearance.mail.correctionsSubject', { permitNumber }),
        text: close(lines),
      } satisfies MailMessage;
    }

    // The reminder: a revoked clearance, or one already ended, has nothing to remind of.
    if (row.status !== 'issued' || !row.expiresOn) return null;
    return {
      ...base,
      subject: t('clearance.mail.expiringSubject', { day: day(row.expiresOn) }),
      text: close([
        t('clearance.mail.expiring', { permitNumber, day: day(row.expiresOn) }),
        '',
        t('clearance.mail.bookBefore', { url: bookingUrl }),
      ]),
    } satisfies MailMessage;
  };
  for (const template of Object.values(CLEARANCE_TEMPLATES))
    deps.outbox.registerTemplate(template, { render: render(template) });
}

/**
 * Queues the temporary clearances' reminders: from CLEARANCE_REMINDER_HOUR Mountain Time on the
 * day that is the district's `clearanceReminderDays` before the last day (or any later day up to
 * it), once per clearance. Run by a job every few minutes.
 */
export async function queueClearanceReminders(
  deps: Pick<ClearanceDeps, 'db' | 'clock' | 'outbox'>,
): Promise<number> {
  const { day, time } = toDistrictWallClock(deps.clock().getTime());
  if (Number(time.slice(0, 2)) < CLEARANCE_REMINDER_HOUR) return 0;
  const settings = await inspectionsRepo.readInspectionSettings(deps.db);
  const due = await repo.listTemporaryEnding(
    deps.db,
    day,
    addDaysToDay(day, settings.clearanceReminderDays),
  );
  const unsent: Array<{ row: (typeof due)[number]; dedupeKey: string }> = [];
  for (const row of due) {
    const dedupeKey = `${CLEARANCE_TEMPLATES.expiring}:${row.id}`;
    if (!(await deps.outbox.findByDedupeKey(dedupeKey))) unsent.push({ row, dedupeKey });
  }
  if (unsent.length === 0) return 0;
  await deps.db.transaction().execute(async (trx) => {
    for (const { row, dedupeKey } of unsent)
      await deps.outbox.enqueue(trx, {
        template: CLEARANCE_TEMPLATES.expiring,
        payload: { clearanceId: row.id },
        dedupeKey,
        reference: `clearance:${row.id}`,
      });
  });
  return unsent.length;
}
