import type { z } from 'zod';
import type {
  ChipperCrewStop,
  ChipperPageView,
  CrewStopFormSchema,
  CrewWorkFormSchema,
} from '#domain/chipper/chipper-api.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { formatLongDay } from '#domain/calendar-date.ts';
import type { DrawChipperRoute } from '#server/adapters/chipper-route-pdf.ts';
import { transition } from '#server/status/status-transition.ts';
import {
  CHIPPER_SIGN_UP_STORE,
  findZone,
  hashToken,
  listDaySignUps,
  mailReferenceOf,
  pilesOf,
  readRules,
  type ChipperDeps,
} from './chipper.repo.ts';
import { CHIPPER_TEMPLATES, deliverQueued } from './chipper-sign-up.service.ts';
import type { ChipperDayRow } from './chipper.tables.ts';

/** The crew's day (issue 38 item 4): the route page a private link opens, and its two forms. */

/** The day a crew link opens, while it works. */
export async function findCrewDay(
  deps: ChipperDeps,
  token: string,
): Promise<ChipperDayRow | undefined> {
  const day = await deps.db
    .selectFrom('chipperDays')
    .selectAll()
    .where('crewTokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!day || day.isCancelled === 1) return undefined;
  if (day.crewTokenExpiresAt !== null && day.crewTokenExpiresAt < deps.clock().toISOString()) {
    return undefined;
  }
  return day;
}

/** A map search of the address: the phone's map app opens it. */
function mapHrefOf(street: string, town: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${street}, ${town}, UT`)}`;
}

export async function crewPageOf(
  deps: ChipperDeps,
  token: string,
  day: ChipperDayRow,
  locale: Locale,
  extra: { errors?: Record<string, string>; done?: 'saved' | null } = {},
): Promise<Extract<ChipperPageView, { kind: 'chipper-crew' }>> {
  const zone = await findZone(deps.db, day.zoneId);
  const rows = await listDaySignUps(deps.db, day.id, ['booked', 'chipped', 'not_chipped']);
  const stops: ChipperCrewStop[] = rows.map((row, index) => ({
    id: row.id,
    position: index + 1,
    street: row.street,
    town: row.town,
    piles: pilesOf(row),
    material: row.material,
    location: row.location,
    mapHref: mapHrefOf(row.street, row.town),
    status: row.status,
    reason: row.reason,
    note: row.note ?? '',
  }));
  return {
    kind: 'chipper-crew',
    token,
    day: day.day,
    zoneName: zone ? zone.name[locale] : '',
    stops,
    work:
      day.workSavedAt === null
        ? null
        : { loads: day.loads ?? 0, crewHours: day.crewHours ?? 0, crewSize: day.crewSize ?? 0 },
    errors: extra.errors ?? {},
    done: extra.done ?? null,
  };
}

/**
 * Marks a booked stop chipped or not chipped (with a reason) and mails the resident the result in
 * their language. Both results are final: a stop already marked answers 'not-found' (the page
 * shows its result instead of the form).
 */
export async function recordStop(
  deps: ChipperDeps,
  day: ChipperDayRow,
  signUpId: string,
  form: z.infer<typeof CrewStopFormSchema>,
): Promise<'saved' | 'not-found'> {
  const at = deps.clock().toISOString();
  const status = form.outcome === 'chipped' ? 'chipped' : 'not_chipped';
  const reason = status === 'not_chipped' && form.reason ? form.reason : null;
  const mails = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('chipperSignUps')
      .selectAll()
      .where('id', '=', signUpId)
      .where('dayId', '=', day.id)
      .executeTakeFirst();
    if (!row) return null;
    const moved = await transition(trx, CHIPPER_SIGN_UP_STORE, row.id, status, {
      actor: 'crew',
      at,
      reason: reason ?? undefined,
      changes: { reason, note: form.note || null, resultAt: at, resultBy: 'crew link' },
    });
    if (!moved.moved) return null;
    const dedupeKey = `chipper-result:${row.id}`;
    await deps.outbox.enqueue(trx, {
      template: CHIPPER_TEMPLATES.result,
      payload: { signUpId: row.id },
      dedupeKey,
      reference: mailReferenceOf(row.id),
    });
    return [dedupeKey];
  });
  if (!mails) return 'not-found';
  await deliverQueued(deps, mails);
  return 'saved';
}

/** Loads, crew hours and crew size, once per day (a second save corrects the first). */
export async function recordDayWork(
  deps: ChipperDeps,
  day: ChipperDayRow,
  work: z.infer<typeof CrewWorkFormSchema>,
): Promise<void> {
  await deps.db
    .updateTable('chipperDays')
    .set({
      loads: work.loads,
      crewHours: work.crewHours,
      crewSize: work.crewSize,
      workSavedAt: deps.clock().toISOString(),
      workSavedBy: 'crew link',
    })
    .where('id', '=', day.id)
    .execute();
}

const MATERIAL_WORDS = {
  branches: 'Branches and limbs',
  brush: 'Brush and shrubs',
  both: 'Branches and brush',
};

/**
 * The day's printed route sheet (issue 38 item 4), in the crew's order: for crews without a
 * phone, in English like the back office. Undefined for a day that does not exist.
 */
export async function drawRouteSheet(
  deps: ChipperDeps,
  draw: DrawChipperRoute,
  dayId: string,
): Promise<Buffer | undefined> {
  const day = await deps.db
    .selectFrom('chipperDays')
    .selectAll()
    .where('id', '=', dayId)
    .executeTakeFirst();
  if (!day) return undefined;
  const [zone, rows, { rules }] = await Promise.all([
    findZone(deps.db, day.zoneId),
    listDaySignUps(deps.db, dayId, ['booked', 'chipped', 'not_chipped']),
    readRules(deps.db),
  ]);
  return draw({
    zoneName: zone?.name.en ?? '',
    day: formatLongDay(day.day),
    rules: `Piles at the road by ${rules.atRoadBy}, no more than ${rules.maxFeetFromRoad} ft from its edge; each up to ${rules.maxPileLengthFt} × ${rules.maxPileWidthFt} × ${rules.maxPileHeightFt} ft, limbs up to ${rules.maxLimbDiameterIn} in across.`,
    createdAt: deps.clock(),
    stops: rows.map((row, index) => {
      const piles = pilesOf(row);
      return {
        position: index + 1,
        address: `${row.street}, ${row.town}`,
        piles: `${piles.length} ${piles.length === 1 ? 'pile' : 'piles'}: ${piles
          .map((pile) => `${pile.lengthFt} × ${pile.widthFt} × ${pile.heightFt} ft`)
          .join('; ')}`,
        material: MATERIAL_WORDS[row.material],
        location: row.location,
        phone: row.phone,
      };
    }),
  });
}
