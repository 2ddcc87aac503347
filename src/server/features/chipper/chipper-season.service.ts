import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  CHIPPER_PATHS,
  CHIPPER_REMINDER_DAYS_BEFORE,
  type ChipperCancelDaySchema,
  type ChipperDayChangeSchema,
  type ChipperDayInputSchema,
  type ChipperZoneInput,
} from '#domain/chipper/chipper-api.ts';
import { daysBetween, type ChipperRules } from '#domain/chipper/chipper-rules.ts';
import {
  countFigures,
  type ChipperFigureRow,
  type ChipperFigures,
  type ChipperZone,
} from '#domain/chipper/chipper-season.ts';
import { formatCsv } from '#domain/csv.ts';
import { districtDayOf } from '#domain/meetings/board-meetings.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import { transition } from '#server/status/status-transition.ts';
import {
  CHIPPER_SIGN_UP_STORE,
  findDay,
  findZone,
  hashToken,
  listDayLoads,
  listDaySignUps,
  listZones,
  mailReferenceOf,
  newToken,
  readRules,
  saveRules,
  siteUrlOf,
  type ChipperDeps,
} from './chipper.repo.ts';
import { CHIPPER_TEMPLATES, deliverQueued, promoteWaitlist } from './chipper-sign-up.service.ts';

/** Staff's side of the season (issue 38 items 1 and 5): rules, zones, days, the route, figures. */

export type StaffOutcome<Value> =
  { ok: true; value: Value } | { ok: false; code: 'NOT_FOUND' | 'CHIPPER_DAY_CLOSED' };

export async function updateRules(deps: ChipperDeps, rules: ChipperRules, actor: ActivityActor) {
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const before = (await readRules(trx)).rules;
    await saveRules(trx, rules, at.toISOString(), actor.username);
    await recordActivity(trx, {
      at,
      actor,
      action: 'chipper.rules',
      subject: 'Chipper rules',
      before,
      after: rules,
    });
  });
  return rules;
}

function zoneColumns(input: ChipperZoneInput) {
  return {
    nameEn: input.name.en,
    nameEs: input.name.es,
    towns: JSON.stringify(input.towns),
    streets: JSON.stringify(input.streets),
  };
}

export async function createZone(
  deps: ChipperDeps,
  input: ChipperZoneInput,
  actor: ActivityActor,
): Promise<ChipperZone> {
  const at = deps.clock();
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chipperZones')
      .values({ id, ...zoneColumns(input), createdAt: at.toISOString() })
      .execute();
    await recordActivity(trx, {
      at,
      actor,
      action: 'chipper.zone.add',
      subject: `${input.name.en} (${id})`,
      after: input,
    });
  });
  return { id, ...input };
}

export async function updateZone(
  deps: ChipperDeps,
  id: string,
  input: ChipperZoneInput,
  actor: ActivityActor,
): Promise<StaffOutcome<ChipperZone>> {
  const at = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const before = await findZone(trx, id);
    if (!before) return { ok: false, code: 'NOT_FOUND' };
    await trx.updateTable('chipperZones').set(zoneColumns(input)).where('id', '=', id).execute();
    await recordActivity(trx, {
      at,
      actor,
      action: 'chipper.zone.change',
      subject: `${input.name.en} (${id})`,
      before,
      after: input,
    });
    return { ok: true, value: { id, ...input } };
  });
}

export async function readSeason(deps: ChipperDeps) {
  const [{ rules }, zones, days] = await Promise.all([
    readRules(deps.db),
    listZones(deps.db),
    listDayLoads(deps.db),
  ]);
  return {
    rules,
    zones,
    days: days.map(({ row: _row, ...day }) => day),
  };
}

export async function createDay(
  deps: ChipperDeps,
  input: z.infer<typeof ChipperDayInputSchema>,
  actor: ActivityActor,
): Promise<StaffOutcome<{ id: string }>> {
  const at = deps.clock();
  const id = randomUUID();
  return deps.db.transaction().execute(async (trx) => {
    const zone = await findZone(trx, input.zoneId);
    if (!zone) return { ok: false, code: 'NOT_FOUND' };
    await trx
      .insertInto('chipperDays')
      .values({
        id,
        zoneId: input.zoneId,
        day: input.day,
        capacityPiles: input.capacityPiles,
        cancelReason: null,
        crewTokenHash: null,
        crewTokenExpiresAt: null,
        loads: null,
        crewSize: null,
        crewHours: null,
        workSavedAt: null,
        workSavedBy: null,
        remindedAt: null,
        createdAt: at.toISOString(),
      })
      .execute();
    await recordActivity(trx, {
      at,
      actor,
      action: 'chipper.day.add',
      subject: `${zone.name.en} ${input.day} (${id})`,
      after: input,
    });
    return { ok: true, value: { id } };
  });
}

/**
 * Moves a day or changes its capacity: everyone booked or waitlisted on a moved day is told,
 * and room a larger capacity makes goes to the waitlist.
 */
export async function changeDay(
  deps: ChipperDeps,
  id: string,
  change: z.infer<typeof ChipperDayChangeSchema>,
  actor: ActivityActor,
): Promise<StaffOutcome<{ id: string }>> {
  const at = deps.clock();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const before = await findDay(trx, id);
    if (!before) return { ok: false as const, code: 'NOT_FOUND' as const };
    if (before.isCancelled === 1)
      return { ok: false as const, code: 'CHIPPER_DAY_CLOSED' as const };
    const after = {
      day: change.day ?? before.day,
      capacityPiles: change.capacityPiles ?? before.capacityPiles,
    };
    await trx.updateTable('chipperDays').set(after).where('id', '=', id).execute();
    await recordActivity(trx, {
      at,
      actor,
      action: 'chipper.day.change',
      subject: `${before.day} (${id})`,
      before: { day: before.day, capacityPiles: before.capacityPiles },
      after: { ...after, reason: change.reason },
    });
    const mails: string[] = [];
    if (after.day !== before.day) {
      for (const row of await listDaySignUps(trx, id, ['booked', 'waitlisted'])) {
        const dedupeKey = `chipper-day-moved:${row.id}:${after.day}`;
        await deps.outbox.enqueue(trx, {
          template: CHIPPER_TEMPLATES.dayChanged,
          payload: { signUpId: row.id, change: 'moved', from: before.day, reason: change.reason },
          dedupeKey,
          reference: mailReferenceOf(row.id),
        });
        mails.push(dedupeKey);
      }
    }
    mails.push(...(await promoteWaitlist(trx, deps, id, at.toISOString())));
    return { ok: true as const, value: { id }, mails };
  });
  if (!outcome.ok) return outcome;
  await deliverQueued(deps, outcome.mails);
  return { ok: true, value: outcome.value };
}

/** Cancels a day: every sign-up on it is cancelled and told, with staff's reason. */
export async function cancelDay(
  deps: ChipperDeps,
  id: string,
  { reason }: z.infer<typeof ChipperCancelDaySchema>,
  actor: ActivityActor,
): Promise<StaffOutcome<{ id: string; told: number }>> {
  const at = deps.clock();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const day = await findDay(trx, id);
    if (!day) return { ok: false as const, code: 'NOT_FOUND' as const };
    if (day.isCancelled === 1) return { ok: false as const, code: 'CHIPPER_DAY_CLOSED' as const };
    await trx
      .updateTable('chipperDays')
      .set({ isCancelled: 1, cancelReason: reason, crewTokenHash: null })
      .where('id', '=', id)
      .execute();
    const mails: string[] = [];
    for (const row of await listDaySignUps(trx, id, ['booked', 'waitlisted'])) {
      const moved = await transition(trx, CHIPPER_SIGN_UP_STORE, row.id, 'cancelled', {
        actor: `staff:${actor.username}`,
        at: at.toISOString(),
        reason: `day cancelled: ${reason}`,
      });
      if (!moved.moved) continue;
      const dedupeKey = `chipper-day-cancelled:${row.id}`;
      await deps.outbox.enqueue(trx, {
        template: CHIPPER_TEMPLATES.dayChanged,
        payload: { signUpId: row.id, change: 'cancelled', from: day.day, reason },
        dedupeKey,
        reference: mailReferenceOf(row.id),
      });
      mails.push(dedupeKey);
    }
    await recordActivity(trx, {
      at,
      actor,
      action: 'chipper.day.cancel',
      subject: `${day.day} (${id})`,
      after: { reason, told: mails.length },
    });
    return { ok: true as const, value: { id, told: mails.length }, mails };
  });
  if (!outcome.ok) return outcome;
  await deliverQueued(deps, outcome.mails);
  return { ok: true, value: outcome.value };
}

/** The day's stops in the crew's order, with what staff need to call a resident. */
export async function listStops(deps: ChipperDeps, dayId: string) {
  if (!(await findDay(deps.db, dayId))) return undefined;
  const rows = await listDaySignUps(deps.db, dayId, ['booked', 'chipped', 'not_chipped']);
  return rows.map((row, index) => ({
    id: row.id,
    position: index + 1,
    street: row.street,
    town: row.town,
    status: row.status,
    piles: row.pileCount,
    email: row.email,
    phone: row.phone,
    location: row.location,
    reason: row.reason,
    note: row.note ?? '',
  }));
}

/** Staff's order of the route: the listed sign-ups first, in that order; the rest after them. */
export async function reorderStops(
  deps: ChipperDeps,
  dayId: string,
  signUpIds: readonly string[],
  actor: ActivityActor,
): Promise<StaffOutcome<{ id: string }>> {
  const at = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const day = await findDay(trx, dayId);
    if (!day) return { ok: false, code: 'NOT_FOUND' };
    const rows = await listDaySignUps(trx, dayId, ['booked', 'chipped', 'not_chipped']);
    const known = new Set(rows.map((row) => row.id));
    const listed = signUpIds.filter((id) => known.has(id));
    const rest = rows.map((row) => row.id).filter((id) => !listed.includes(id));
    for (const [index, id] of [...listed, ...rest].entries()) {
      await trx
        .updateTable('chipperSignUps')
        .set({ routePosition: index + 1 })
        .where('id', '=', id)
        .execute();
    }
    await recordActivity(trx, {
      at,
      actor,
      action: 'chipper.day.order',
      subject: `${day.day} (${dayId})`,
      after: { order: [...listed, ...rest] },
    });
    return { ok: true, value: { id: dayId } };
  });
}

/**
 * A new private link to the day's route page (decision 348): the crew's phone opens it with no
 * sign-in and no script. Only its hash is kept; a new link replaces the last; it works until the
 * morning after the day.
 */
export async function issueCrewLink(
  deps: ChipperDeps,
  dayId: string,
  actor: ActivityActor,
): Promise<StaffOutcome<{ url: string; expiresAt: string }>> {
  const at = deps.clock();
  const day = await findDay(deps.db, dayId);
  if (!day) return { ok: false, code: 'NOT_FOUND' };
  if (day.isCancelled === 1) return { ok: false, code: 'CHIPPER_DAY_CLOSED' };
  const token = newToken();
  // Noon UTC the next day is 5 or 6 a.m. in Utah.
  const expiresAt = new Date(
    Date.parse(`${day.day}T12:00:00Z`) + 24 * 60 * 60 * 1000,
  ).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('chipperDays')
      .set({ crewTokenHash: hashToken(token), crewTokenExpiresAt: expiresAt })
      .where('id', '=', dayId)
      .execute();
    await recordActivity(trx, {
      at,
      actor,
      action: 'chipper.day.crew-link',
      subject: `${day.day} (${dayId})`,
    });
  });
  return {
    ok: true,
    value: { url: siteUrlOf(deps, `${CHIPPER_PATHS.crew}/${token}`, 'en'), expiresAt },
  };
}

/** The season's figures, per zone and per day (issue 38 item 5). */
export async function readFigures(deps: ChipperDeps) {
  const [zones, days, rows] = await Promise.all([
    listZones(deps.db),
    listDayLoads(deps.db),
    deps.db
      .selectFrom('chipperSignUps')
      .select(['zoneId', 'dayId', 'status', 'pileCount', 'reason', 'addressKey'])
      .where('dayId', 'is not', null)
      .execute(),
  ]);
  const figureRows: Array<ChipperFigureRow> = rows.map((row) => ({
    zoneId: row.zoneId,
    dayId: row.dayId ?? '',
    status: row.status,
    piles: row.pileCount,
    reason: row.reason,
    addressKey: row.addressKey,
  }));
  const work = days.map(({ row }) => ({
    dayId: row.id,
    loads: row.loads ?? 0,
    crewHours: row.crewHours ?? 0,
    crewSize: row.crewSize ?? 0,
  }));
  const dayZone = new Map(days.map((day) => [day.id, day.zoneId]));
  return {
    season: countFigures(figureRows, work),
    zones: zones.map((zone) => ({
      zoneId: zone.id,
      name: zone.name.en,
      figures: countFigures(
        figureRows.filter((row) => row.zoneId === zone.id),
        work.filter((entry) => dayZone.get(entry.dayId) === zone.id),
      ),
    })),
    days: days.map((day) => ({
      dayId: day.id,
      zoneId: day.zoneId,
      day: day.day,
      figures: countFigures(
        figureRows.filter((row) => row.dayId === day.id),
        work.filter((entry) => entry.dayId === day.id),
      ),
    })),
  };
}

const FIGURE_COLUMNS: Array<[string, (figures: ChipperFigures) => number]> = [
  ['piles registered', (figures) => figures.pilesRegistered],
  ['piles chipped', (figures) => figures.pilesChipped],
  ['piles not chipped', (figures) => figures.pilesNotChipped],
  ['not found', (figures) => figures.notChippedByReason['not-found']],
  ['too large', (figures) => figures.notChippedByReason['too-large']],
  ['wrong material', (figures) => figures.notChippedByReason['wrong-material']],
  ['not at the road', (figures) => figures.notChippedByReason['not-at-road']],
  ['piles waitlisted', (figures) => figures.pilesWaitlisted],
  ['households', (figures) => figures.households],
  ['loads', (figures) => figures.loads],
  ['crew hours', (figures) => figures.crewHours],
];

/** One line per day, then one per zone and the season's, through the one CSV writer. */
export async function exportFiguresCsv(deps: ChipperDeps): Promise<string> {
  const figures = await readFigures(deps);
  const zoneName = new Map(figures.zones.map((zone) => [zone.zoneId, zone.name]));
  const line = (kind: string, day: string, zone: string, values: ChipperFigures) => [
    kind,
    day,
    zone,
    ...FIGURE_COLUMNS.map(([, read]) => read(values)),
  ];
  return formatCsv(
    ['row', 'day', 'zone', ...FIGURE_COLUMNS.map(([name]) => name)],
    [
      ...figures.days.map((day) =>
        line('day', day.day, zoneName.get(day.zoneId) ?? '', day.figures),
      ),
      ...figures.zones.map((zone) => line('zone', '', zone.name, zone.figures)),
      line('season', '', '', figures.season),
    ],
  );
}

export const CHIPPER_REMINDER_JOB = 'chipper.reminders';
export const CHIPPER_REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Two days before a day (issue 38 item 3) everyone booked on it gets a reminder in their
 * language, once: the day is marked in the transaction that queues them.
 */
export async function sendDueReminders(deps: ChipperDeps): Promise<number> {
  const today = districtDayOf(deps.clock());
  const days = await deps.db
    .selectFrom('chipperDays')
    .selectAll()
    .where('isCancelled', '=', 0)
    .where('remindedAt', 'is', null)
    .where('day', '>=', today)
    .execute();
  const mails: string[] = [];
  for (const day of days) {
    if (daysBetween(today, day.day) > CHIPPER_REMINDER_DAYS_BEFORE) continue;
    await deps.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('chipperDays')
        .set({ remindedAt: deps.clock().toISOString() })
        .where('id', '=', day.id)
        .where('remindedAt', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return;
      for (const row of await listDaySignUps(trx, day.id, ['booked'])) {
        const dedupeKey = `chipper-reminder:${row.id}:${day.day}`;
        await deps.outbox.enqueue(trx, {
          template: CHIPPER_TEMPLATES.reminder,
          payload: { signUpId: row.id },
          dedupeKey,
          reference: mailReferenceOf(row.id),
        });
        mails.push(dedupeKey);
      }
    });
  }
  await deliverQueued(deps, mails);
  return mails.length;
}
