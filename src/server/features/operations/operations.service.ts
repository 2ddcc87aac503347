import fs from 'node:fs';
import { sql } from 'kysely';
import {
  PAID_NOT_ISSUED_AFTER_MS,
  type OperationsResponse,
} from '#domain/operations/operations-api.ts';
import type { AppDeps } from '#server/app-deps.ts';

const EMAIL_LIST_LIMIT = 200;

function readAppVersion(): string {
  const text = fs.readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8');
  const parsed = JSON.parse(text) as { version?: unknown };
  return typeof parsed.version === 'string' ? parsed.version : 'unknown';
}

const APP_VERSION = readAppVersion();

async function readDatabaseSize(deps: Pick<AppDeps, 'db' | 'dbKind'>): Promise<number> {
  if (deps.dbKind === 'postgres') {
    const result = await sql<{
      size: string | number;
    }>`select pg_database_size(current_database()) as size`.execute(deps.db);
    return Number(result.rows[0]?.size ?? 0);
  }
  const result = await sql<{
    size: number;
  }>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`.execute(
    deps.db,
  );
  return Number(result.rows[0]?.size ?? 0);
}

/** Everything the Operations page shows, read fresh on every request. */
export async function readOperations(
  deps: Pick<AppDeps, 'db' | 'dbKind' | 'clock' | 'jobs'>,
): Promise<OperationsResponse> {
  const emails = await deps.db
    .selectFrom('outboxMessages')
    .selectAll()
    .where('status', '=', 'queued')
    .orderBy('createdAt', 'asc')
    .limit(EMAIL_LIST_LIMIT)
    .execute();
  const paidBefore = new Date(deps.clock().getTime() - PAID_NOT_ISSUED_AFTER_MS).toISOString();
  const stuck = await deps.db
    .selectFrom('permitApplications')
    .select(['id', 'formType', 'applicantName', 'paidAt'])
    .where('status', '=', 'paid')
    .where('paidAt', '<=', paidBefore)
    .orderBy('paidAt', 'asc')
    .limit(EMAIL_LIST_LIMIT)
    .execute();
  return {
    emails: emails.map((row) => ({
      id: row.id,
      template: row.template,
      reference: row.reference,
      attempts: Number(row.attempts),
      lastError: row.lastError,
      createdAt: row.createdAt,
      nextAttemptAt: row.nextAttemptAt,
    })),
    paidNotIssued: stuck.map((row) => ({
      id: row.id,
      formType: row.formType,
      applicantName: row.applicantName,
      paidAt: row.paidAt ?? '',
    })),
    jobRuns: deps.jobs.lastRuns(),
    database: { kind: deps.dbKind, sizeBytes: await readDatabaseSize(deps) },
    version: APP_VERSION,
  };
}
