import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { Database } from '#server/db/database.ts';
import type { Outbox } from '#server/outbox/outbox.ts';

export interface InspectionDeps {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
}

export function nowIso(deps: InspectionDeps): string {
  return deps.clock().toISOString();
}
