import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Feed } from 'feed';
import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import { CAP_PATHS, capMessagePath } from '#domain/cap/cap-paths.ts';
import {
  CapSettingsSchema,
  DEFAULT_CAP_SETTINGS,
  capSenderOf,
  renderCapMessage,
  type CapContent,
  type CapMessage,
  type CapMsgType,
  type CapSettings,
} from '#domain/cap/cap-message.ts';
import {
  capContentOfAlert,
  capContentOfNoBurningDay,
  isAlertCapActive,
  type CapContext,
} from '#domain/cap/cap-sources.ts';
import type { Clock } from '#domain/clock.ts';
import type { SiteAlert } from '#domain/content/site-alert.schema.ts';
import { trimTrailingSlashes } from '#domain/url-path.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import { createVersionedBody, type VersionedBody } from '#server/versioned-body.ts';
import type { CapMessageRow } from './cap.tables.ts';

/**
 * The CAP 1.2 messages of alerts and No burning days (issue 37 item 4, decision 340): written when
 * an alert is published, changed or ended early and when a day turns to No burning or back, then
 * served as they were written, from an Atom index of those in force.
 */

export interface CapDeps {
  db: Kysely<Database>;
  clock: Clock;
  env: Env;
  /** The district's name (District details). */
  readDistrictName: () => Promise<string>;
  /** The district's towns, as the burn settings list them. */
  readTowns: () => Promise<readonly string[]>;
  /** Every published alert, by item id. */
  listAlerts: () => Promise<{ id: string; alert: SiteAlert }[]>;
}

/** How long a Cancel stays in the index, so every system polling it sees the cancellation. */
export const CANCEL_LISTED_MS = 24 * 60 * 60 * 1000;

const SETTINGS_ID = 'district';
const ALERT_SUBJECT_PREFIX = 'alert-';

function burnDaySubject(day: string): string {
  return `burn-day-${day}`;
}

function siteOrigin(env: Env): string {
  return trimTrailingSlashes(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
}

export async function readCapSettings(db: Kysely<Database>): Promise<CapSettings> {
  const row = await db
    .selectFrom('capSettings')
    .select('settings')
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  return row ? CapSettingsSchema.parse(JSON.parse(row.settings)) : DEFAULT_CAP_SETTINGS;
}

/** Staff correct the county and geocodes; messages written from now on carry them. */
export async function saveCapSettings(
  deps: Pick<CapDeps, 'db' | 'clock'>,
  settings: CapSettings,
  actor: ActivityActor,
): Promise<void> {
  const before = await readCapSettings(deps.db);
  const values = {
    settings: JSON.stringify(settings),
    updatedAt: deps.clock().toISOString(),
    updatedBy: actor.username,
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('capSettings')
      .values({ id: SETTINGS_ID, ...values })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: 'cap.settings',
      subject: 'CAP alert area',
      before,
      after: settings,
    });
  });
}

async function readContext(deps: CapDeps): Promise<CapContext> {
  const [districtName, towns, settings] = await Promise.all([
    deps.readDistrictName(),
    deps.readTowns(),
    readCapSettings(deps.db),
  ]);
  return {
    districtName,
    towns,
    origin: siteOrigin(deps.env),
    settings,
  };
}

function listSubjectMessages(db: Kysely<Database>, subject: string): Promise<CapMessageRow[]> {
  return db
    .selectFrom('capMessages')
    .selectAll()
    .where('subject', '=', subject)
    .orderBy('sequence')
    .execute();
}

function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
}

/**
 * Writes the message a subject's new state calls for, if any: Alert when nothing of it is in
 * force, Update when what is in force says something else, Cancel (referencing every message of
 * the run) when it no longer applies while its last message is still in force. A message that
 * expired on its own needs no Cancel.
 */
async function writeSubjectState(
  deps: CapDeps,
  subject: string,
  desired: { content: CapContent; fingerprint: string } | null,
): Promise<void> {
  const now = deps.clock().toISOString();
  const chain = await listSubjectMessages(deps.db, subject);
  const last = chain.at(-1);
  const isInForce =
    last !== undefined &&
    last.msgType !== 'Cancel' &&
    (last.expiresAt === null || last.expiresAt > now);
  const lastCancel = chain.findLastIndex((row) => row.msgType === 'Cancel');
  const run = chain.slice(lastCancel + 1).map((row) => ({ identifier: row.id, sent: row.sent }));
  let msgType: CapMsgType;
  let content: CapContent;
  if (!desired) {
    if (!isInForce) return;
    msgType = 'Cancel';
    // A Cancel repeats what it cancels, so a reader of it alone knows what is withdrawn.
    content = JSON.parse(last.content!) as CapContent;
  } else {
    if (isInForce && last.fingerprint === desired.fingerprint) return;
    msgType = isInForce ? 'Update' : 'Alert';
    content = desired.content;
  }
  const sequence = (last?.sequence ?? 0) + 1;
  // Two instances writing at once: the second insert of the same sequence is dropped.
  await deps.db
    .insertInto('capMessages')
    .values({
      id: `${subject}-${sequence}`,
      subject,
      sequence,
      msgType,
      sent: now,
      referenceIds: JSON.stringify(msgType === 'Alert' ? [] : run),
      fingerprint: desired?.fingerprint ?? 'cancel',
      content: JSON.stringify(content),
      expiresAt: msgType === 'Cancel' ? now : content.expires,
    })
    .onConflict((conflict) => conflict.columns(['subject', 'sequence']).doNothing())
    .execute();
}

/**
 * Brings the alerts' CAP messages up to what is published: called after every publish, at start
 * (the seeded alert), and after a restore. An alert no longer published counts as ended.
 */
export async function publishAlertsAsCap(deps: CapDeps): Promise<void> {
  const context = await readContext(deps);
  const now = deps.clock();
  const alerts = await deps.listAlerts();
  const published = new Set(alerts.map((item) => item.id));
  for (const { id, alert } of alerts) {
    if (!isAlertCapActive(alert, now)) {
      await writeSubjectState(deps, id, null);
      continue;
    }
    const described = capContentOfAlert(alert, context);
    await writeSubjectState(deps, id, {
      content: { ...described, effective: described.effective ?? now.toISOString() },
      fingerprint: fingerprintOf(described),
    });
  }
  const known = await deps.db
    .selectFrom('capMessages')
    .select('subject')
    .distinct()
    .where('subject', 'like', `${ALERT_SUBJECT_PREFIX}%`)
    .execute();
  for (const { subject } of known) {
    if (!published.has(subject)) await writeSubjectState(deps, subject, null);
  }
}

/** A day turned to No burning: its message, in force until the next day's status. */
export async function publishNoBurningDay(deps: CapDeps, status: BurnDayStatus): Promise<void> {
  const context = await readContext(deps);
  const content = capContentOfNoBurningDay(status, deps.clock().toISOString(), context);
  const { effective: _effective, ...said } = content;
  await writeSubjectState(deps, burnDaySubject(status.day), {
    content,
    fingerprint: fingerprintOf(said),
  });
}

/** The day turned back to Burning allowed: its No burning message is cancelled. */
export async function cancelNoBurningDay(deps: CapDeps, day: string): Promise<void> {
  await writeSubjectState(deps, burnDaySubject(day), null);
}

/** Each subject's last message while it is in force, and each Cancel for a day after it. */
export async function listActiveCapMessages(
  deps: Pick<CapDeps, 'db' | 'clock'>,
): Promise<CapMessageRow[]> {
  const now = deps.clock();
  const cancelSince = new Date(now.getTime() - CANCEL_LISTED_MS).toISOString();
  const latest = await deps.db
    .selectFrom('capMessages as message')
    .selectAll()
    .where(({ eb, selectFrom }) =>
      eb(
        'message.sequence',
        '=',
        selectFrom('capMessages as later')
          .select(({ fn }) => fn.max('later.sequence').as('sequence'))
          .whereRef('later.subject', '=', 'message.subject'),
      ),
    )
    .where((eb) =>
      eb.or([
        eb('message.expiresAt', 'is', null),
        eb('message.expiresAt', '>', now.toISOString()),
        eb.and([eb('message.msgType', '=', 'Cancel'), eb('message.sent', '>', cancelSince)]),
      ]),
    )
    .orderBy('message.sent', 'desc')
    .orderBy('message.id')
    .execute();
  return latest;
}

export async function findCapMessage(
  db: Kysely<Database>,
  identifier: string,
): Promise<CapMessageRow | undefined> {
  return db.selectFrom('capMessages').selectAll().where('id', '=', identifier).executeTakeFirst();
}

export function toCapMessage(row: CapMessageRow, env: Env): CapMessage {
  return {
    identifier: row.id,
    sender: capSenderOf(env.PUBLIC_URL),
    sent: row.sent,
    msgType: row.msgType,
    references: JSON.parse(row.referenceIds) as CapMessage['references'],
    content: row.content ? (JSON.parse(row.content) as CapContent) : null,
  };
}

/** One message's XML, kept per identifier: a message never changes once written. */
export function createCapMessageCache(env: Env, maxKept = 200) {
  const kept = new Map<string, VersionedBody>();
  return (row: CapMessageRow): VersionedBody => {
    let body = kept.get(row.id);
    if (!body) {
      body = createVersionedBody(renderCapMessage(toCapMessage(row, env)), row.id, row.sent);
      if (kept.size >= maxKept) kept.delete(kept.keys().next().value!);
      kept.set(row.id, body);
    }
    return body;
  };
}

function renderCapIndex(rows: readonly CapMessageRow[], deps: CapDeps, districtName: string) {
  const origin = siteOrigin(deps.env);
  const intl = createSiteIntl('en');
  const updated = rows.reduce((latest, row) => (row.sent > latest ? row.sent : latest), '');
  const feed = new Feed({
    id: `${origin}${CAP_PATHS.index}`,
    title: intl.t('cap.feedTitle', { district: districtName }),
    link: origin,
    language: 'en-US',
    copyright: districtName,
    updated: new Date(updated || 0),
    feedLinks: { atom: `${origin}${CAP_PATHS.index}` },
    author: { name: districtName },
  });
  for (const row of rows) {
    const message = toCapMessage(row, deps.env);
    const english = message.content?.infos[0];
    const headline = english?.headline ?? message.identifier;
    const link = `${origin}${capMessagePath(message.identifier)}`;
    feed.addItem({
      id: link,
      link,
      // The library marks titles and summaries type="html"; they are plain text, so escaped.
      title: escapeText(
        message.msgType === 'Cancel' ? intl.t('cap.cancelled', { headline }) : headline,
      ),
      description: escapeText(english?.description ?? ''),
      date: new Date(row.sent),
    });
  }
  return feed.atom1();
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The Atom index of the messages in force, kept while the same messages are listed (a read of
 * the active rows per request, as the availability feed reads its version).
 */
export function createCapIndexCache(deps: CapDeps): () => Promise<VersionedBody> {
  let cached: { key: string; body: VersionedBody } | undefined;
  return async () => {
    const rows = await listActiveCapMessages(deps);
    const name = await deps.readDistrictName();
    const key = `${name}|${rows.map((row) => row.id).join(' ')}`;
    if (cached?.key === key) return cached.body;
    const latest = rows.reduce((at, row) => (row.sent > at ? row.sent : at), '1970-01-01');
    const body = createVersionedBody(renderCapIndex(rows, deps, name), fingerprintOf(key), latest);
    cached = { key, body };
    return body;
  };
}
