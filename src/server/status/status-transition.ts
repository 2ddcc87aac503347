import { randomBytes } from 'node:crypto';
import { PostgresAdapter, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { canMove, type StatusMachine } from '#domain/status-machine.ts';
import type { Database } from '#server/db/database.ts';
import type { StatusEventRow } from './status-events.tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Where a machine's subjects live: the table whose `status` column is the source of truth, and
 * the timeline a move is written to — the shared `status_events` table (keyed by subject kind and
 * id) or a subject's own events table with the same columns (`application_events`).
 * `C` is the columns a move may set together with the status.
 */
export interface StatusStore<S extends string, C extends object = Record<never, never>> {
  machine: StatusMachine<S>;
  /** Kysely (camelCase) name of the table; its key column is `id`, its status column `status`. */
  table: keyof Database & string;
  /** A column set to the move's time on every move (`updatedAt`), if the table has one. */
  touchColumn?: string;
  timeline: 'status-events' | { table: keyof Database & string; subjectColumn: string };
  /** Only for typing the changes; never read. */
  readonly changes?: C;
}

/** Defines where a machine's subjects live; see `StatusStore`. */
export function defineStatusStore<S extends string, C extends object = Record<never, never>>(
  store: Omit<StatusStore<S, C>, 'changes'>,
): StatusStore<S, C> {
  return store;
}

/** Who or what made a move, when, and why; written to the subject's timeline. */
export interface TransitionEvent<C extends object = Record<never, never>> {
  actor: string;
  at: string;
  reason?: string;
  changes?: Partial<C>;
}

export type TransitionOutcome<S extends string> =
  { moved: true; from: S } | { moved: false; reason: 'not-found' | 'not-allowed'; from?: S };

/** A store's `transition`, for its repo to export as the `move…` of its subjects. */
export function moverFor<S extends string, C extends object>(
  store: StatusStore<S, C>,
): (db: Db, id: string, to: S, event: TransitionEvent<C>) => Promise<TransitionOutcome<S>> {
  return (db, id, to, event) => transition(db, store, id, to, event);
}

let lastIdMs = 0;
let idSequence = 0;

/**
 * A timeline row id that sorts in creation order (millisecond time, then a per-process counter,
 * then randomness), so entries written within the same `at` keep their order when listed.
 */
export function newTimelineId(): string {
  const ms = Date.now();
  idSequence = ms === lastIdMs ? idSequence + 1 : 0;
  lastIdMs = ms;
  return `${ms.toString(16).padStart(12, '0')}-${idSequence.toString(16).padStart(6, '0')}-${randomBytes(8).toString('hex')}`;
}

function isTransaction(db: Db): db is Transaction<Database> {
  return db.isTransaction;
}

/**
 * Makes a read inside a transaction lock the rows it reads until the transaction ends: FOR UPDATE
 * on PostgreSQL. SQLite needs no lock: the app's one connection runs one transaction at a time.
 * Decision 296: a change locks its subject's row first, before any row of another table.
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
}

/**
 * The only way a status changes, for every machine. Inside one transaction (the caller's, or its
 * own) it reads the current status with the row locked (FOR UPDATE on PostgreSQL, decision 296),
 * checks the move against the machine, updates the row only if its status is still the one read
 * (a concurrent move makes this one a no-op), and writes the timeline event.
 */
export async function transition<S extends string, C extends object>(
  db: Db,
  store: StatusStore<S, C>,
  id: string,
  to: S,
  event: TransitionEvent<C>,
): Promise<TransitionOutcome<S>> {
  if (!isTransaction(db)) {
    return db.transaction().execute((trx) => transition(trx, store, id, to, event));
  }
  // The table is chosen by the store, so Kysely cannot type it statically.
  const trx = db as unknown as Kysely<any>;
  // Locked first: a concurrent change of the same row waits here, then reads what it left.
  const current = (await forUpdate(
    trx,
    trx.selectFrom(store.table).select('status').where('id', '=', id),
  ).executeTakeFirst()) as { status: S } | undefined;
  if (!current) return { moved: false, reason: 'not-found' };
  const from = current.status;
  if (!canMove(store.machine, from, to)) return { moved: false, reason: 'not-allowed', from };
  const result = await trx
    .updateTable(store.table)
    .set({
      ...event.changes,
      status: to,
      ...(store.touchColumn ? { [store.touchColumn]: event.at } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { moved: false, reason: 'not-allowed', from };
  await writeTimelineEvent(db, store, id, {
    at: event.at,
    actor: event.actor,
    kind: 'status',
    fromStatus: from,
    toStatus: to,
    reason: event.reason ?? null,
  });
  return { moved: true, from };
}

export interface TimelineEntry {
  at: string;
  actor: string;
  kind: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
}

async function writeTimelineEvent(
  db: Db,
  store: StatusStore<string, object>,
  subjectId: string,
  entry: TimelineEntry,
): Promise<void> {
  const row = {
    id: newTimelineId(),
    at: entry.at,
    actor: entry.actor,
    kind: entry.kind,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    reason: entry.reason ?? null,
  };
  const anyDb = db as unknown as Kysely<any>;
  if (store.timeline === 'status-events') {
    await anyDb
      .insertInto('statusEvents')
      .values({ ...row, subjectKind: store.machine.subjectKind, subjectId })
      .execute();
  } else {
    await anyDb
      .insertInto(store.timeline.table)
      .values({ ...row, [store.timeline.subjectColumn]: subjectId })
      .execute();
  }
}

/** Adds a timeline entry that is not a status move (an e-mail queued, a check-in). */
export async function recordTimelineEvent<S extends string>(
  db: Db,
  store: StatusStore<S, object>,
  subjectId: string,
  entry: TimelineEntry,
): Promise<void> {
  await writeTimelineEvent(db, store as StatusStore<string, object>, subjectId, entry);
}

/** A subject's timeline in the shared table, oldest first. */
export async function listStatusEvents(
  db: Db,
  subjectKind: string,
  subjectId: string,
): Promise<StatusEventRow[]> {
  return db
    .selectFrom('statusEvents')
    .selectAll()
    .where('subjectKind', '=', subjectKind)
    .where('subjectId', '=', subjectId)
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
