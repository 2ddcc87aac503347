import { z } from 'zod';
import { inspectionPagePath } from '#domain/inspections/inspections-api.ts';
import { addDaysToDay } from '#domain/calendar/availability.ts';
import { formatLongDayIn } from '#domain/calendar-date.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import { LOCALE_TAGS } from '#domain/i18n/locale.ts';
import { createSiteIntl, type SiteIntl } from '#domain/i18n/site-intl.ts';
import { pathForLocale } from '#server/i18n/request-locale.ts';
import { toDistrictWallClock } from '#domain/inspections/inspection-slots.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import type { Env } from '#server/env.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import { buildInspectionInvitation } from './inspection-ics.ts';
import { readApplicantEntries } from './applicant-entries.ts';
import type { InspectionDeps } from './inspections.deps.ts';
import * as repo from './inspections.repo.ts';
import type { InspectionRow } from './inspections.tables.ts';

export const INSPECTION_TEMPLATES = {
  booked: 'inspection.booked',
  moved: 'inspection.moved',
  cancelled: 'inspection.cancelled',
  reminder: 'inspection.reminder',
} as const;
type InspectionTemplate = (typeof INSPECTION_TEMPLATES)[keyof typeof INSPECTION_TEMPLATES];

/** Local hour (America/Denver) at which the day-before reminders go out. */
export const REMINDER_HOUR = 9;

/** What to have ready; the district edits the wording in the catalogue until it becomes a setting. */
const WHAT_TO_PREPARE: readonly MessageId[] = [
  'inspectionBooking.mail.prepareBeThere',
  'inspectionBooking.mail.preparePermit',
  'inspectionBooking.mail.prepareReach',
];

const PayloadSchema = z.object({ inspectionId: z.string(), sequence: z.number().int() });

export interface InspectionMailDeps extends InspectionDeps {
  env: Env;
  readDistrictName: () => Promise<string>;
}

function baseUrl(deps: InspectionMailDeps): string {
  return deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
}

function formatWhen(row: InspectionRow, intl: SiteIntl): string {
  const { day, time } = toDistrictWallClock(Date.parse(row.startsAt));
  const end = toDistrictWallClock(Date.parse(row.endsAt)).time;
  return intl.t('inspectionBooking.mail.when', {
    day: formatLongDayIn(intl.intl, day),
    start: time,
    end,
  });
}

/** Queues one inspection e-mail in the caller's transaction; a sequence sends once. */
export async function enqueueInspectionMail(
  outbox: Outbox,
  trx: Parameters<Outbox['enqueue']>[0],
  template: InspectionTemplate,
  inspection: { id: string; sequence: number; startsAt: string },
): Promise<void> {
  await outbox.enqueue(trx, {
    template,
    payload: { inspectionId: inspection.id, sequence: inspection.sequence },
    dedupeKey: `${template}:${inspection.id}:${inspection.sequence}:${inspection.startsAt}`,
    reference: `inspection:${inspection.id}`,
  });
}

export function registerInspectionTemplates(deps: InspectionMailDeps): void {
  const render = (template: InspectionTemplate) => async (payload: unknown) => {
    const { inspectionId, sequence } = PayloadSchema.parse(payload);
    const inspection = await repo.findInspection(deps.db, inspectionId);
    if (!inspection) return null;
    // A reminder or an invitation overtaken by a later move or a cancel has nothing to say.
    if (template !== INSPECTION_TEMPLATES.cancelled && inspection.status !== 'scheduled')
      return null;
    if (template === INSPECTION_TEMPLATES.reminder && Number(inspection.sequence) !== sequence)
      return null;
    const application = await repo.findApplication(deps.db, { id: inspection.applicationId });
    if (!application?.statusToken) return null;
    const districtName = await deps.readDistrictName();
    const { address } = readApplicantEntries(application.formType, application.formData);
    // The booking's language (decision 326): its words, dates and the page its link opens.
    const intl = createSiteIntl(inspection.language);
    const { t } = intl;
    const when = formatWhen(inspection, intl);
    const link = new URL(
      pathForLocale(inspectionPagePath(application.statusToken), inspection.language),
      baseUrl(deps),
    ).toString();
    const isCancel = template === INSPECTION_TEMPLATES.cancelled;
    const subjects: Record<InspectionTemplate, MessageId> = {
      [INSPECTION_TEMPLATES.booked]: 'inspectionBooking.mail.bookedSubject',
      [INSPECTION_TEMPLATES.moved]: 'inspectionBooking.mail.movedSubject',
      [INSPECTION_TEMPLATES.cancelled]: 'inspectionBooking.mail.cancelledSubject',
      [INSPECTION_TEMPLATES.reminder]: 'inspectionBooking.mail.reminderSubject',
    };
    const type = {
      inspectionType: inspection.inspectionTypeName.toLowerCase(),
      permitNumber: String(application.permitNumber),
    };
    const lines = isCancel
      ? [
          t('inspectionBooking.mail.cancelled', { ...type, address, when }),
          '',
          t('inspectionBooking.mail.bookAnother', { link }),
        ]
      : [
          t('inspectionBooking.mail.intro', type),
          '',
          t('inspectionBooking.mail.whenLine', { when }),
          t('inspectionBooking.mail.whereLine', { address }),
          '',
          t('inspectionBooking.mail.prepare'),
          ...WHAT_TO_PREPARE.map((line) => `- ${t(line)}`),
          '',
          t('inspectionBooking.mail.change', { link }),
        ];
    const invitation = buildInspectionInvitation({
      uid: `inspection-${inspection.id}@${new URL(baseUrl(deps)).hostname}`,
      sequence: Number(inspection.sequence),
      method: isCancel ? 'CANCEL' : 'REQUEST',
      start: inspection.startsAt,
      end: inspection.endsAt,
      summary: t('inspectionBooking.mail.summary', {
        inspectionType: inspection.inspectionTypeName,
        permitNumber: String(application.permitNumber),
      }),
      location: address,
      description: lines.join('\n'),
      organizerName: districtName,
      organizerEmail: deps.env.PERMITS_EMAIL,
      attendeeName: application.applicantName,
      attendeeEmail: application.applicantEmail,
      stamp: deps.clock().toISOString(),
      locale: inspection.language,
    });
    const message: MailMessage = {
      from: deps.env.MAIL_FROM,
      to: application.applicantEmail,
      cc: deps.env.PERMITS_EMAIL,
      subject: t(subjects[template], { when }),
      text: [
        t('inspectionBooking.mail.hello', { name: application.applicantName }),
        '',
        ...lines,
        '',
        districtName,
      ].join('\n'),
      attachments: [
        {
          filename: isCancel ? 'cancel.ics' : 'invite.ics',
          content: new TextEncoder().encode(invitation),
          contentType: `text/calendar; method=${isCancel ? 'CANCEL' : 'REQUEST'}; charset=UTF-8`,
        },
      ],
      ...(inspection.language === 'en'
        ? {}
        : { headers: { 'Content-Language': LOCALE_TAGS[inspection.language] } }),
    };
    return message;
  };
  for (const template of Object.values(INSPECTION_TEMPLATES))
    deps.outbox.registerTemplate(template, { render: render(template) });
}

/**
 * Queues the day-before reminders: from REMINDER_HOUR on, every inspection scheduled tomorrow
 * (America/Denver) gets one, once per time it is booked for. Run by a job every few minutes.
 */
export async function queueInspectionReminders(deps: InspectionMailDeps): Promise<number> {
  const now = deps.clock();
  const { day, time } = toDistrictWallClock(now.getTime());
  if (Number(time.slice(0, 2)) < REMINDER_HOUR) return 0;
  const tomorrow = addDaysToDay(day, 1);
  const rows = await repo.listScheduledBetween(
    deps.db,
    new Date(now.getTime()).toISOString(),
    new Date(now.getTime() + 3 * 24 * 3_600_000).toISOString(),
  );
  const due = rows.filter((row) => toDistrictWallClock(Date.parse(row.startsAt)).day === tomorrow);
  if (due.length === 0) return 0;
  await deps.db.transaction().execute(async (trx) => {
    for (const row of due)
      await enqueueInspectionMail(deps.outbox, trx, INSPECTION_TEMPLATES.reminder, {
        id: row.id,
        sequence: Number(row.sequence),
        startsAt: row.startsAt,
      });
  });
  return due.length;
}
