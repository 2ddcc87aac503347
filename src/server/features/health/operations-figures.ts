import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';

export interface OperationsFigures {
  /** Outbox messages by state: waiting for their first try, failing and retrying, delivered. */
  emails: { queued: number; failing: number; sent: number };
  applicationsByStatus: Record<string, number>;
}

/**
 * The few counts the metrics read from the database at scrape time, so every server reports the
 * same figures. The only place that knows the outbox and application tables' shape for this.
 */
export async function readOperationsFigures(db: Kysely<Database>): Promise<OperationsFigures> {
  const emailRows = await db
    .selectFrom('outboxMessages')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('count'),
      eb
        .fn<number | string>('sum', [
          eb.case().when('lastError', 'is not', null).then(1).else(0).end(),
        ])
        .as('withError'),
    ])
    .where('kind', '=', 'email')
    .groupBy('status')
    .execute();
  const emails = { queued: 0, failing: 0, sent: 0 };
  for (const row of emailRows) {
    const count = Number(row.count);
    const withError = Number(row.withError ?? 0);
    if (row.status === 'sent') emails.sent += count;
    else {
      emails.failing += withError;
      emails.queued += count - withError;
    }
  }
  const applicationRows = await db
    .selectFrom('permitApplications')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  const applicationsByStatus: Record<string, number> = {};
  for (const row of applicationRows) applicationsByStatus[row.status] = Number(row.count);
  return { emails, applicationsByStatus };
}
