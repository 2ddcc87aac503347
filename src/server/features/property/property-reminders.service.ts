import { z } from 'zod';
import {
  PROPERTY_PATHS,
  PROPERTY_REMINDER_AFTER_DAYS,
  PROPERTY_REMINDER_INTERVAL_DAYS,
  PROPERTY_REMINDERS,
  PROPERTY_STALE_DELETE_DAYS,
  PROPERTY_UNCONFIRMED_DELETE_DAYS,
} from '#domain/property/property-profile.ts';
import { deleteProfile, findProfile, mailReferenceOf, type PropertyDeps } from './property.repo.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { profileUrlOf } from './property.service.ts';

/**
 * Keeping profiles current (issue 30, item 4): a reminder a year after the last change, two more,
 * then the profile is marked stale to responders with a last notice, and deleted later.
 */

export const PROPERTY_KEEP_CURRENT_JOB = 'property.keep-current';
export const PROPERTY_KEEP_CURRENT_INTERVAL_MS = 60 * 60 * 1000;
const REMINDER_TEMPLATE = 'property.reminder';
const DAY_MS = 24 * 60 * 60 * 1000;

const PayloadSchema = z.object({ profileId: z.string(), step: z.number().int().min(1) });

/** The periods, in days; tests and a district's own policy may pass others. */
export interface KeepCurrentPolicy {
  reminderAfterDays: number;
  reminderIntervalDays: number;
  reminders: number;
  staleDeleteDays: number;
  unconfirmedDeleteDays: number;
}

export const DEFAULT_KEEP_CURRENT_POLICY: KeepCurrentPolicy = {
  reminderAfterDays: PROPERTY_REMINDER_AFTER_DAYS,
  reminderIntervalDays: PROPERTY_REMINDER_INTERVAL_DAYS,
  reminders: PROPERTY_REMINDERS,
  staleDeleteDays: PROPERTY_STALE_DELETE_DAYS,
  unconfirmedDeleteDays: PROPERTY_UNCONFIRMED_DELETE_DAYS,
};

/** One pass: deletions first, then reminders and stale marks. Answers what it did. */
export async function keepProfilesCurrent(
  deps: PropertyDeps,
  policy: KeepCurrentPolicy = DEFAULT_KEEP_CURRENT_POLICY,
) {
  const now = deps.clock();
  const at = now.toISOString();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const done = { reminded: 0, markedStale: 0, deleted: 0 };

  const expired = await deps.db
    .selectFrom('propertyProfiles')
    .select(['id', 'email', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'pending'),
          eb('createdAt', '<=', daysAgo(policy.unconfirmedDeleteDays)),
        ]),
        eb.and([
          eb('staleAt', 'is not', null),
          eb('staleAt', '<=', daysAgo(policy.staleDeleteDays)),
        ]),
      ]),
    )
    .execute();
  for (const row of expired) {
    await deps.db
      .transaction()
      .execute((trx) =>
        deleteProfile(deps, trx, row, at, row.status === 'pending' ? 'unconfirmed' : 'stale'),
      );
    done.deleted += 1;
  }

  const due = await deps.db
    .selectFrom('propertyProfiles')
    .select(['id', 'remindersSent'])
    .where('status', '=', 'active')
    .where('staleAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('remindersSent', '=', 0),
          eb('changedAt', '<=', daysAgo(policy.reminderAfterDays)),
        ]),
        eb.and([
          eb('remindersSent', '>', 0),
          eb('lastRemindedAt', '<=', daysAgo(policy.reminderIntervalDays)),
        ]),
      ]),
    )
    .execute();
  for (const row of due) {
    const step = Number(row.remindersSent) + 1;
    const isStale = step > policy.reminders;
    const dedupeKey = `property-reminder:${row.id}:${step}`;
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('propertyProfiles')
        .set(
          isStale
            ? { staleAt: at, remindersSent: step }
            : { remindersSent: step, lastRemindedAt: at },
        )
        .where('id', '=', row.id)
        .execute();
      await deps.outbox.enqueue(trx, {
        template: REMINDER_TEMPLATE,
        payload: { profileId: row.id, step },
        dedupeKey,
        reference: mailReferenceOf(row.id),
        priority: 'bulk',
      });
    });
    if (isStale) done.markedStale += 1;
    else done.reminded += 1;
  }
  return done;
}

export function registerKeepCurrentTemplate(
  deps: PropertyDeps,
  policy: KeepCurrentPolicy = DEFAULT_KEEP_CURRENT_POLICY,
): void {
  deps.outbox.registerTemplate(REMINDER_TEMPLATE, {
    async render(payload) {
      const { profileId, step } = PayloadSchema.parse(payload);
      const row = await findProfile(deps.db, { id: profileId });
      if (!row) return null;
      const districtName = await deps.readDistrictName();
      const link = profileUrlOf(deps, `${PROPERTY_PATHS.manage}/${row.manageToken}`, row.language);
      const isLast = step > policy.reminders;
      const address = `${row.street}, ${row.town}`;
      // In the profile's language (issue 37 item 6).
      const { t } = createSiteIntl(row.language);
      return {
        from: deps.env.MAIL_FROM,
        to: row.email,
        subject: isLast
          ? t('property.mail.lastSubject', { address })
          : t('property.mail.reminderSubject', { address }),
        text: [
          isLast
            ? t('property.mail.lastText', { address, days: policy.staleDeleteDays })
            : t('property.mail.reminderText', { address, districtName }),
          '',
          t('property.mail.reminderLink'),
          link,
        ].join('\n'),
      };
    },
  });
}
