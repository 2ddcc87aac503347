import { fieldsOf } from '#domain/zod-fields.ts';
import { performance } from 'node:perf_hooks';
import {
  BurnDayEntrySchema,
  burnDayAt,
  clearingIndexTooLow,
  decideBurnDayStatus,
  describeRestrictedPost,
  type BurnDayEntryInput,
  type BurnDayStatus,
  type BurnSettings,
  type FireRestriction,
} from '#domain/burn/burn-day.ts';
import {
  listActiveRestrictions,
  restrictionsFromPublished,
} from '#domain/burn/published-restrictions.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import * as repo from './burn.repo.ts';
import { BURN_TEMPLATES, nowIso, type BurnDeps } from './burn.deps.ts';

/**
 * The day's burn status: read from the settings, the posted entry and the published restrictions;
 * posted by staff; and the e-mail to everyone checked in when it turns to No burning.
 */

/** The restrictions published with the site alert and fire conditions, for a day (decision 307). */
async function readPublishedRestrictions(
  db: Kysely<Database> | Transaction<Database>,
  now: Date,
  day: string,
): Promise<{ published: FireRestriction[]; contentVersion: number }> {
  const content = await repo.readPublishedRestrictionContent(db);
  return {
    published: restrictionsFromPublished({ ...content, now, day }),
    contentVersion: content.contentVersion,
  };
}

/**
 * What the site banner needs of the burn settings: the status hour (which day is today) and the
 * dated restrictions, joined with the published ones by `listActiveRestrictions` (decision 337).
 */
export async function readScheduledRestrictions(
  deps: Pick<BurnDeps, 'db'>,
): Promise<ScheduledRestrictions> {
  const { settings } = await repo.readBurnSettings(deps.db);
  return { statusHour: settings.statusHour, restrictions: settings.restrictions };
}

export interface ScheduledRestrictions {
  statusHour: number;
  restrictions: FireRestriction[];
}

/**
 * `readScheduledRestrictions` for every page the site serves: read and checked at most once per
 * `intervalMs` (the published content's second), and again at once after this instance saves the
 * settings (`forget`). Every cached page asked the database and parsed the settings before
 * (issue 36: the cached /about fell from 8.7× to 3.3× the bare ceiling).
 */
export function rememberScheduledRestrictions(
  deps: Pick<BurnDeps, 'db'>,
  intervalMs: number,
): { read: () => Promise<ScheduledRestrictions>; forget: () => void } {
  let kept: { value: Promise<ScheduledRestrictions>; at: number } | undefined;
  return {
    read: () => {
      const now = performance.now();
      if (!kept || now - kept.at >= intervalMs) {
        const value = readScheduledRestrictions(deps);
        kept = { value, at: now };
        // A failed read is not kept: the next page asks again.
        value.catch(() => {
          if (kept?.value === value) kept = undefined;
        });
      }
      return kept.value;
    },
    forget: () => {
      kept = undefined;
    },
  };
}

/** Today's status, the settings it came from, and a key that changes whenever it may. */
export async function readBurnDay(
  deps: Pick<BurnDeps, 'db' | 'clock'>,
): Promise<{ status: BurnDayStatus; settings: BurnSettings; cacheKey: string }> {
  const { settings, version } = await repo.readBurnSettings(deps.db);
  const now = deps.clock();
  const day = burnDayAt(now, settings.statusHour);
  const entry = await repo.findDayEntry(deps.db, day);
  const { published, contentVersion } = await readPublishedRestrictions(deps.db, now, day);
  const status = decideBurnDayStatus({ day, settings, entry, published });
  // An alert that starts or ends on its own changes the status without a publish: the key
  // carries which restrictions are in force, not only the counter.
  const restrictionKey = published.map((restriction) => restriction.title).join('/');
  return {
    status,
    settings,
    cacheKey: `${day}|${entry?.postedAt ?? '-'}|${version}|${contentVersion}|${restrictionKey}`,
  };
}

/** Today's status and the days before it, each as decided then, for the iCalendar feed. */
export async function readRecentBurnDays(
  deps: Pick<BurnDeps, 'db' | 'clock'>,
  count: number,
): Promise<{ days: { status: BurnDayStatus; postedAt: string | null }[]; settings: BurnSettings }> {
  const { settings } = await repo.readBurnSettings(deps.db);
  const now = deps.clock();
  const today = burnDayAt(now, settings.statusHour);
  const { published } = await readPublishedRestrictions(deps.db, now, today);
  const days: { status: BurnDayStatus; postedAt: string | null }[] = [];
  for (let back = 0; back < count; back += 1) {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - back);
    const day = date.toISOString().slice(0, 10);
    const entry = await repo.findDayEntry(deps.db, day);
    days.push({
      status: decideBurnDayStatus({ day, settings, entry, published }),
      postedAt: entry?.postedAt ?? null,
    });
  }
  return { days, settings };
}

/**
 * Queues "No burning today: put your fire out" for each holder checked in, keyed by the day,
 * the permit and `occasion` (an instant for each staff post, 'restriction' once a day). Answers
 * the keys, to send at once after the commit.
 */
async function enqueueStopNotices(
  deps: BurnDeps,
  trx: Transaction<Database>,
  status: BurnDayStatus,
  checkIns: ReadonlyArray<{ permitId: string }>,
  occasion: string,
): Promise<string[]> {
  const keys: string[] = [];
  for (const checkIn of checkIns) {
    const dedupeKey = `burn-stop:${status.day}:${checkIn.permitId}:${occasion}`;
    await deps.outbox.enqueue(trx, {
      template: BURN_TEMPLATES.stopped,
      payload: {
        permitId: checkIn.permitId,
        day: status.day,
        reason: status.reason,
        // The reason's parts, so a Spanish holder reads it in Spanish (decision 324).
        ...(status.why ? { why: status.why } : {}),
      },
      dedupeKey,
      reference: `burn-permit:${checkIn.permitId}`,
    });
    keys.push(dedupeKey);
  }
  return keys;
}

/**
 * Runs a change that may turn today's status from Burning allowed to No burning; when it does,
 * every holder checked in for today gets an e-mail at once (queued in the same transaction, then
 * sent right away, ahead of the outbox's timer and any bulk mail).
 */
async function changeStatus(
  deps: BurnDeps,
  change: (trx: Transaction<Database>) => Promise<void>,
  actor: string,
): Promise<BurnDayStatus> {
  const before = await readBurnDay(deps);
  const keys: string[] = [];
  const after = await deps.db.transaction().execute(async (trx) => {
    await change(trx);
    const { settings } = await repo.readBurnSettings(trx);
    const entry = await repo.findDayEntry(trx, before.status.day);
    const { published } = await readPublishedRestrictions(trx, deps.clock(), before.status.day);
    const status = decideBurnDayStatus({ day: before.status.day, settings, entry, published });
    if (before.status.isBurningAllowed && !status.isBurningAllowed) {
      const checkIns = await repo.listCheckInsOfDay(trx, status.day);
      keys.push(...(await enqueueStopNotices(deps, trx, status, checkIns, nowIso(deps))));
    }
    return status;
  });
  await Promise.all(keys.map((key) => deps.outbox.deliverNow(key)));
  if (before.status.isBurningAllowed && !after.isBurningAllowed) {
    await deps.onNoBurning?.(after, actor);
  }
  if (!before.status.isBurningAllowed && after.isBurningAllowed) {
    await deps.onBurningAllowed?.(after, actor);
  }
  return after;
}

/**
 * After site content is published (decision 307): when a published restriction now forbids
 * burning, every holder checked in for today is told to put the fire out, once per permit and
 * day, as when staff post No burning. Answers how many holders were told.
 */
export async function stopBurnsUnderRestriction(deps: BurnDeps): Promise<number> {
  const { status } = await readBurnDay(deps);
  if (status.isBurningAllowed || status.source !== 'restriction') return 0;
  const keys = await deps.db.transaction().execute(async (trx) => {
    const checkIns = await repo.listCheckInsOfDay(trx, status.day);
    const inForce = checkIns.filter((checkIn) => checkIn.status === 'issued');
    return enqueueStopNotices(deps, trx, status, inForce, 'restriction');
  });
  await Promise.all(keys.map((key) => deps.outbox.deliverNow(key)));
  return keys.length;
}

/** A post refused because restrictions forbid the day (decision 337), with the words to say. */
export interface RestrictedPost {
  ok: false;
  code: 'BURN_DAY_RESTRICTED';
  message: string;
}

/**
 * Staff post today's (or another day's) status. Burning allowed over a restriction in force that
 * day is refused (`RestrictedPost`, naming them) unless `confirmOverRestriction`: the post is
 * kept, and the status stays No burning until the restrictions end.
 */
export async function postBurnDay(
  deps: BurnDeps,
  input: Omit<BurnDayEntryInput, 'day'> & {
    day?: string | undefined;
    confirmOverRestriction?: boolean | undefined;
  },
  actor: string,
): Promise<Result<BurnDayStatus> | RestrictedPost> {
  const { settings } = await repo.readBurnSettings(deps.db);
  const day = input.day ?? burnDayAt(deps.clock(), settings.statusHour);
  const parsed = BurnDayEntrySchema.safeParse({ ...input, day });
  if (!parsed.success) return fail('VALIDATION_FAILED', fieldsOf(parsed.error));
  const { clearingIndex, isBurningAllowed } = parsed.data;
  if (isBurningAllowed && clearingIndex !== null && clearingIndex < settings.minClearingIndex) {
    return fail('VALIDATION_FAILED', {
      clearingIndex: clearingIndexTooLow(settings.minClearingIndex),
    });
  }
  if (isBurningAllowed && input.confirmOverRestriction !== true) {
    const content = await repo.readPublishedRestrictionContent(deps.db);
    const inForce = listActiveRestrictions({
      ...content,
      scheduled: settings.restrictions,
      now: deps.clock(),
      day,
    });
    if (inForce.length > 0) {
      const titles = inForce.map((restriction) => restriction.title);
      return { ok: false, code: 'BURN_DAY_RESTRICTED', message: describeRestrictedPost(titles) };
    }
  }
  const status = await changeStatus(
    deps,
    (trx) => repo.saveDayEntry(trx, parsed.data, nowIso(deps), actor),
    actor,
  );
  return ok(status);
}

export async function updateBurnSettings(
  deps: BurnDeps,
  settings: BurnSettings,
  actor: string,
): Promise<BurnDayStatus> {
  const status = await changeStatus(
    deps,
    (trx) => repo.saveBurnSettings(trx, settings, nowIso(deps), actor),
    actor,
  );
  deps.onSettingsSaved?.();
  return status;
}
