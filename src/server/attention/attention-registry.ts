import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { AttentionItem } from '#domain/staff/attention-api.ts';
import type { Permission } from '#domain/staff/permissions.ts';
import type { Database } from '#server/db/database.ts';

/**
 * One "needs attention" count of the back office home. A feature declares its counts beside its
 * code (`<feature>.attention.ts`) and app.ts registers them; the home page lists whatever is
 * registered, so a new count never edits the page.
 */
export interface AttentionCount {
  id: string;
  label: string;
  /** Shown only to accounts holding it: the permission of the page the count links to. */
  permission: Permission;
  href: string;
  count: (db: Kysely<Database>, clock: Clock) => Promise<number>;
}

export interface AttentionRegistry {
  register: (...counts: AttentionCount[]) => void;
  /** The counts an account holding `permissions` may act on, in registration order. */
  read: (
    db: Kysely<Database>,
    clock: Clock,
    permissions: readonly string[],
  ) => Promise<AttentionItem[]>;
}

export function createAttentionRegistry(): AttentionRegistry {
  const counts: AttentionCount[] = [];
  return {
    register: (...added) => {
      for (const count of added) {
        if (counts.some((existing) => existing.id === count.id)) {
          throw new Error(`The attention count ${count.id} is registered twice`);
        }
        counts.push(count);
      }
    },
    read: async (db, clock, permissions) => {
      const visible = counts.filter((count) => permissions.includes(count.permission));
      return Promise.all(
        visible.map(async ({ id, label, href, count }) => ({
          id,
          label,
          href,
          count: await count(db, clock),
        })),
      );
    },
  };
}

/** The number of rows `query` selects. */
async function countRows<Tables extends keyof Database>(
  query: SelectQueryBuilder<Database, Tables, object>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
  // PostgreSQL answers count(*) as a string.
  return Number(row?.count ?? 0);
}

/**
 * A count of the rows `rows` selects (what most counts are), linked to the staff page `href`
 * and shown to accounts holding `permission`.
 */
export function rowCount<Tables extends keyof Database>(
  id: string,
  label: string,
  count: Pick<AttentionCount, 'permission' | 'href'> & {
    rows: (db: Kysely<Database>, clock: Clock) => SelectQueryBuilder<Database, Tables, object>;
  },
): AttentionCount {
  return {
    id,
    label,
    permission: count.permission,
    href: count.href,
    count: (db, clock) => countRows(count.rows(db, clock)),
  };
}
