import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { defineStatusMachine } from '#domain/status-machine.ts';
import { storesUnderTest, type TestStore } from '#tests/support/test-db.ts';
import {
  defineStatusStore,
  listStatusEvents,
  recordTimelineEvent,
  transition,
} from './status-transition.ts';

const TICKET_MACHINE = defineStatusMachine({
  subjectKind: 'ticket',
  statuses: ['open', 'closed', 'archived'],
  moves: { open: ['closed'], closed: ['open', 'archived'], archived: [] },
  labels: { open: 'Open', closed: 'Closed', archived: 'Archived' },
});

// A table made only for this test: the store names it, so Kysely's types do not know it.
const TICKETS = defineStatusStore<'open' | 'closed' | 'archived', { closedNote: string | null }>({
  machine: TICKET_MACHINE,
  table: 'tickets' as never,
  touchColumn: 'updatedAt',
  timeline: 'status-events',
});

for (const store of storesUnderTest()) {
  describe(`the shared status machine (${store.kind})`, () => {
    let handle: Awaited<ReturnType<TestStore['open']>>;
    beforeEach(async () => {
      handle = await store.open();
      const db = handle.db as unknown as Kysely<any>;
      await db.schema
        .createTable('tickets')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('closed_note', 'text')
        .addColumn('updated_at', 'text')
        .execute();
      await db.insertInto('tickets').values({ id: 't1', status: 'open' }).execute();
    });
    afterEach(async () => {
      await handle.close();
    });

    async function readTicket() {
      return (handle.db as unknown as Kysely<any>)
        .selectFrom('tickets')
        .selectAll()
        .where('id', '=', 't1')
        .executeTakeFirst();
    }

    it('makes an allowed move, sets its columns and writes the shared timeline', async () => {
      const outcome = await transition(handle.db, TICKETS, 't1', 'closed', {
        actor: 'staff:chief',
        at: '2026-04-01T15:00:00.000Z',
        reason: 'done',
        changes: { closedNote: 'fixed' },
      });
      expect(outcome).toEqual({ moved: true, from: 'open' });
      expect(await readTicket()).toMatchObject({
        status: 'closed',
        closedNote: 'fixed',
        updatedAt: '2026-04-01T15:00:00.000Z',
      });
      expect(await listStatusEvents(handle.db, 'ticket', 't1')).toEqual([
        expect.objectContaining({
          subjectKind: 'ticket',
          subjectId: 't1',
          actor: 'staff:chief',
          kind: 'status',
          fromStatus: 'open',
          toStatus: 'closed',
          reason: 'done',
        }),
      ]);
    });

    it('refuses a move outside the table and leaves row and timeline alone', async () => {
      const outcome = await transition(handle.db, TICKETS, 't1', 'archived', {
        actor: 'system',
        at: '2026-04-01T15:00:00.000Z',
      });
      expect(outcome).toEqual({ moved: false, reason: 'not-allowed', from: 'open' });
      expect((await readTicket())?.status).toBe('open');
      expect(await listStatusEvents(handle.db, 'ticket', 't1')).toEqual([]);
      expect(
        await transition(handle.db, TICKETS, 'missing', 'closed', { actor: 'system', at: 'x' }),
      ).toEqual({ moved: false, reason: 'not-found' });
    });

    it('rolls the move back when the caller’s transaction fails', async () => {
      await expect(
        handle.db.transaction().execute(async (trx) => {
          await transition(trx, TICKETS, 't1', 'closed', { actor: 'system', at: 'x' });
          throw new Error('later step failed');
        }),
      ).rejects.toThrow('later step failed');
      expect((await readTicket())?.status).toBe('open');
      expect(await listStatusEvents(handle.db, 'ticket', 't1')).toEqual([]);
    });

    it('lets only one of two concurrent moves from the same status through', async () => {
      await transition(handle.db, TICKETS, 't1', 'closed', { actor: 'system', at: 'a' });
      const outcomes = await Promise.all([
        transition(handle.db, TICKETS, 't1', 'open', { actor: 'one', at: 'b' }),
        transition(handle.db, TICKETS, 't1', 'archived', { actor: 'two', at: 'b' }),
      ]);
      expect(outcomes.filter((outcome) => outcome.moved)).toHaveLength(1);
      expect(await listStatusEvents(handle.db, 'ticket', 't1')).toHaveLength(2);
    });

    it('keeps other timeline entries beside the moves', async () => {
      await recordTimelineEvent(handle.db, TICKETS, 't1', {
        at: '2026-04-01T15:00:00.000Z',
        actor: 'applicant',
        kind: 'comment',
        reason: 'please hurry',
      });
      expect(await listStatusEvents(handle.db, 'ticket', 't1')).toEqual([
        expect.objectContaining({ kind: 'comment', fromStatus: null, reason: 'please hurry' }),
      ]);
    });
  });
}
