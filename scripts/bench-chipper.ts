/**
 * Chipper season benchmark (issue 38): a season's volume in a SQLite file — 1,300 confirmed piles
 * over 40 days in four zones, 200 stops on the first day — then the time to answer the crew's
 * route page for those 200 stops (drawn by the built site, as `npm start` serves it) and the
 * season's figures (JSON and CSV). Not a test: it prints figures for docs/performance.md
 * (targets: the crew page under 200 ms, the figures under 300 ms). Run `npm run build` first.
 *   node scripts/bench-chipper.ts [runs=30]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { addDaysToDay } from '#domain/calendar/availability.ts';
import { normaliseAddress } from '#domain/property/property-trust.ts';
import { buildApp } from '#server/app.ts';
import { createAppDeps } from '#server/create-deps.ts';
import { createDb } from '#server/db/create-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { EnvSchema } from '#server/env.ts';
import { addAdmin } from '#server/features/auth/auth-accounts.service.ts';
import { hashToken } from '#server/features/chipper/chipper.repo.ts';

const RUNS = Number(process.argv[2] ?? 30);
const FIRST_DAY = '2027-06-01';
const DAYS = 40;
const PILES = 1_300;
const FIRST_DAY_STOPS = 200;
const CREW_TOKEN = 'bench-crew-token-0123456789abcdef';
const STREETS = ['Main Street', 'Center Street', 'Birch Lane', 'Aspen Drive', 'Weir Canyon Road'];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chipper-'));
const { db } = createDb({ sqliteFile: path.join(dataDir, 'district.sqlite') });
await migrateToLatest(db);
// The season's first day, 08:00 in Utah: the crew's page is read on the day.
const now = () => new Date(`${FIRST_DAY}T14:00:00.000Z`);
await addAdmin({ db, clock: now }, 'bench', 'bench horse battery staple');
const deps = createAppDeps({
  env: EnvSchema.parse({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  db,
  dbKind: 'sqlite',
  clock: now,
  limits: { maxEventLoopDelayMs: 0 },
});
const app = await buildApp(deps);

const at = now().toISOString();
const zones = ['Kamas', 'Marion', 'Oakley', 'Woodland'];
const dayIds: string[] = [];
await db.transaction().execute(async (trx) => {
  for (const [index, town] of zones.entries()) {
    const zoneId = `zone-${index}`;
    await trx
      .insertInto('chipperZones')
      .values({
        id: zoneId,
        nameEn: town,
        nameEs: town,
        towns: JSON.stringify([town]),
        streets: '[]',
        createdAt: at,
      })
      .execute();
  }
  for (let index = 0; index < DAYS; index += 1) {
    const id = `day-${index}`;
    dayIds.push(id);
    await trx
      .insertInto('chipperDays')
      .values({
        id,
        zoneId: `zone-${index % zones.length}`,
        day: addDaysToDay(FIRST_DAY, index),
        capacityPiles: index === 0 ? FIRST_DAY_STOPS : 60,
        cancelReason: null,
        crewTokenHash: index === 0 ? hashToken(CREW_TOKEN) : null,
        crewTokenExpiresAt: index === 0 ? `${addDaysToDay(FIRST_DAY, 1)}T12:00:00.000Z` : null,
        loads: 3,
        crewSize: 3,
        crewHours: 8,
        workSavedAt: at,
        workSavedBy: 'bench',
        remindedAt: null,
        createdAt: at,
      })
      .execute();
  }
  for (let index = 0; index < PILES; index += 1) {
    const dayIndex = index < FIRST_DAY_STOPS ? 0 : 1 + ((index - FIRST_DAY_STOPS) % (DAYS - 1));
    const town = zones[dayIndex % zones.length]!;
    const street = `${100 + index} ${STREETS[index % STREETS.length]}`;
    await trx
      .insertInto('chipperSignUps')
      .values({
        id: randomUUID(),
        zoneId: `zone-${dayIndex % zones.length}`,
        dayId: dayIds[dayIndex]!,
        status: dayIndex === 0 ? 'booked' : index % 7 === 0 ? 'not_chipped' : 'chipped',
        street,
        town,
        addressKey: normaliseAddress(`${street} ${town}`),
        piles: JSON.stringify([{ lengthFt: 6, widthFt: 4, heightFt: 3 }]),
        pileCount: 1,
        material: 'branches',
        location: 'By the mailbox',
        email: `resident${index}@example.org`,
        phone: '',
        language: index % 4 === 0 ? 'es' : 'en',
        confirmToken: null,
        confirmExpiresAt: null,
        manageToken: randomUUID(),
        waitlistedAt: null,
        reason: dayIndex !== 0 && index % 7 === 0 ? 'too-large' : null,
        note: null,
        resultAt: null,
        resultBy: null,
        createdAt: at,
        updatedAt: at,
        confirmedAt: at,
      })
      .execute();
  }
});

const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'bench', password: 'bench horse battery staple' },
});
const authorization = `Bearer ${login.json<{ token: string }>().token}`;

async function time(label: string, request: () => Promise<{ statusCode: number; body: string }>) {
  const first = await request();
  if (first.statusCode !== 200) throw new Error(`${label} answered ${first.statusCode}`);
  for (let warm = 0; warm < 3; warm += 1) await request();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await request();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) =>
    samples[Math.min(samples.length - 1, Math.floor(share * samples.length))]!;
  console.log(
    `${label}: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${samples.at(-1)!.toFixed(1)} ms (${RUNS} runs, ${(first.body.length / 1024).toFixed(0)} KB)`,
  );
}

console.log(
  `${PILES} confirmed piles over ${DAYS} days in ${zones.length} zones, ${FIRST_DAY_STOPS} stops on ${FIRST_DAY}; load average ${os.loadavg()[0]!.toFixed(1)}, ${os.cpus().length} CPUs`,
);
await time(`GET the crew's route page (${FIRST_DAY_STOPS} stops)`, () =>
  app.inject({ method: 'GET', url: `/prevention/chipper/crew/${CREW_TOKEN}` }),
);
await time(`GET the crew's route page in Spanish`, () =>
  app.inject({ method: 'GET', url: `/es/prevention/chipper/crew/${CREW_TOKEN}` }),
);
await time('GET /api/chipper/figures (season, 4 zones, 40 days)', () =>
  app.inject({ method: 'GET', url: '/api/chipper/figures', headers: { authorization } }),
);
await time('GET /api/chipper/figures.csv', () =>
  app.inject({ method: 'GET', url: '/api/chipper/figures.csv', headers: { authorization } }),
);
await time('GET /prevention/chipper (the sign-up form)', () =>
  app.inject({ method: 'GET', url: '/prevention/chipper' }),
);

await app.close();
await deps.outbox.drain();
await deps.pdfDrawer.close();
deps.mailer.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
