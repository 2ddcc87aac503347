import { sql, type Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { Database } from '#server/db/database.ts';

export interface RateLimitTables {
  rateLimitCounters: { key: string; hits: number; resetsAtMs: number | string };
}

interface Count {
  current: number;
  /** Milliseconds until the window resets. */
  ttl: number;
}

/** Where the counts live: one process's memory, or the database every server shares. */
interface CounterBackend {
  increment(key: string, windowMs: number): Promise<Count>;
  read(key: string): Promise<Count>;
}

/** Entries kept in memory at most; the oldest go first, so a flood of addresses cannot grow it. */
export const MAX_IN_MEMORY_COUNTERS = 10_000;
const PURGE_EVERY_MS = 60_000;

export function createMemoryCounters(clock: Clock): CounterBackend {
  const counters = new Map<string, { hits: number; resetsAtMs: number }>();
  return {
    async increment(key, windowMs) {
      const now = clock().getTime();
      let entry = counters.get(key);
      if (!entry || entry.resetsAtMs <= now) {
        entry = { hits: 0, resetsAtMs: now + windowMs };
      }
      entry.hits += 1;
      // Re-inserting moves the key to the end, so the first key is the least recently used.
      counters.delete(key);
      counters.set(key, entry);
      if (counters.size > MAX_IN_MEMORY_COUNTERS) {
        const oldest = counters.keys().next().value;
        if (oldest !== undefined) counters.delete(oldest);
      }
      return { current: entry.hits, ttl: entry.resetsAtMs - now };
    },
    async read(key) {
      const now = clock().getTime();
      const entry = counters.get(key);
      if (!entry || entry.resetsAtMs <= now) return { current: 0, ttl: 0 };
      return { current: entry.hits, ttl: entry.resetsAtMs - now };
    },
  };
}

/**
 * Counts in the database, so every server behind one PostgreSQL sees the same numbers. One
 * atomic upsert per request starts a new window when the old one has ended.
 */
export function createDatabaseCounters(db: Kysely<Database>, clock: Clock): CounterBackend {
  let lastPurgeMs = 0;
  function purgeExpired(now: number) {
    if (now - lastPurgeMs < PURGE_EVERY_MS) return;
    lastPurgeMs = now;
    db.deleteFrom('rateLimitCounters')
      .where('resetsAtMs', '<=', now)
      .execute()
      .catch(() => {
        // The next purge tries again; a stale row only restarts its window on its next hit.
      });
  }
  return {
    async increment(key, windowMs) {
      const now = clock().getTime();
      const resetsAtMs = now + windowMs;
      const row = await db
        .insertInto('rateLimitCounters')
        .values({ key, hits: 1, resetsAtMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limit_counters.resets_at_ms <= ${now} then 1 else rate_limit_counters.hits + 1 end`,
            resetsAtMs: sql<number>`case when rate_limit_counters.resets_at_ms <= ${now} then ${resetsAtMs} else rate_limit_counters.resets_at_ms end`,
          }),
        )
        .returning(['hits', 'resetsAtMs'])
        .executeTakeFirstOrThrow();
      purgeExpired(now);
      return { current: Number(row.hits), ttl: Math.max(0, Number(row.resetsAtMs) - now) };
    },
    async read(key) {
      const now = clock().getTime();
      const row = await db
        .selectFrom('rateLimitCounters')
        .select(['hits', 'resetsAtMs'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row || Number(row.resetsAtMs) <= now) return { current: 0, ttl: 0 };
      return { current: Number(row.hits), ttl: Number(row.resetsAtMs) - now };
    },
  };
}

type Callback = (error: Error | null, count?: Count) => void;

interface ChildOptions {
  groupId?: string;
  routeInfo?: { method?: unknown; url?: string };
}

/**
 * A store class for @fastify/rate-limit's `store` option. Each route's child counts under the
 * route's `groupId` (routes sharing one limit) or else its method and URL, in one backend.
 */
export function createRateLimitStore(backend: CounterBackend) {
  return class RateLimitStore {
    readonly #prefix: string;

    constructor(_globalParams?: unknown, prefix = '') {
      this.#prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number, _max?: number) {
      backend.increment(this.#prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error as Error),
      );
    }

    read(key: string, callback: Callback) {
      backend.read(this.#prefix + key).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error as Error),
      );
    }

    // The plugin passes the route's merged rate-limit options with its route as `routeInfo`.
    child(routeOptions: object) {
      const options = routeOptions as ChildOptions;
      const route = options.routeInfo
        ? `${String(options.routeInfo.method)} ${options.routeInfo.url ?? ''}`
        : 'custom';
      return new RateLimitStore(undefined, `${options.groupId ?? route}|`);
    }
  };
}
