import { z } from 'zod';
import { addDaysToDay } from '#domain/calendar/availability.ts';
import { formatLongDay } from '#domain/calendar-date.ts';
import { CLEARANCE_REMINDER_HOUR } from '#domain/inspections/clearance.ts';
import { inspectionPagePath } from '#domain/inspections/inspections-api.ts';
import { toDistrictWallClock } from '#domain/inspections/inspection-slots.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import * as repo from './clearance.repo.ts';
import {
  CLEARANCE_TEMPLATES,
  certificateTitleOf,
  clearanceVerifyUrl,
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
    const bookingUrl = new URL(
      inspectionPagePath(application.statusToken),
      publicBaseOf(deps.env),
    ).toString();
    const verifyUrl = clearanceVerifyUrl(deps.env, permitNumber);
    const base = {
      from: deps.env.MAIL_FROM,
      to: application.applicantEmail,
      cc: deps.env.PERMITS_EMAIL,
    };
    const close = (lines: string[]) =>
      [`Hello ${application.applicantName},`, '', ...lines, '', district.name].join('\n');

    if (template === CLEARANCE_TEMPLATES.issued) {
      if (!row.pdf) return null;
      const title = certificateTitleOf(row);
      const message: MailMessage = {
        ...base,
        subject: `Your ${title.toLowerCase()} for permit ${permitNumber}`,
        text: close([
          `The Fire Marshal inspected the property for permit ${permitNumber}. Your ${title.toLowerCase()} is attached.`,
          ...(row.expiresOn
            ? [
                '',
                `This clearance is temporary: it is valid through ${formatLongDay(row.expiresOn)}.`,
              ]
            : []),
          '',
          `Anyone can check it at ${verifyUrl}`,
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
        `The Fire Marshal inspected the property for permit ${permitNumber} on ${formatLongDay(row.resultDay)}. The result: ${row.outcome === 'failed' ? 'Failed' : 'Corrections required'}.`,
        '',
        ...(corrections.length > 0
          ? ['Corrections to make:', ...corrections.map((item) => `- ${item}`), '']
          : []),
        ...(row.correctionsDueOn
          ? [`Complete the work by ${formatLongDay(row.correctionsDueOn)}.`, '']
          : []),
        ...(row.payUrl ? [`Pay the re-inspection fee: ${row.payUrl}`, ''] : []),
        `Book your re-inspection: ${bookingUrl}`,
        ...(row.comments.trim() ? ['', `Inspector’s comments: ${row.comments}`] : []),
      ];
      return {
        ...base,
        subject: `Corrections required: permit ${permitNumber}`,
        text: close(lines),
      } satisfies MailMessage;
    }

    // The reminder: a revoked clearance, or one already ended, has nothing to remind of.
    if (row.status !== 'issued' || !row.expiresOn) return null;
    return {
      ...base,
      subject: `Your temporary fire clearance ends on ${formatLongDay(row.expiresOn)}`,
      text: close([
        `The temporary fire clearance for permit ${permitNumber} is valid through ${formatLongDay(row.expiresOn)}.`,
        '',
        `Book your inspection before then: ${bookingUrl}`,
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
