import { afterEach, describe, expect, it } from 'vitest';
import { storesUnderTest, type TestStore } from '#tests/support/test-db.ts';
import { down, up } from './296-one-scheduled-inspection.ts';

const CREATED = '2026-03-02T16:00:00.000Z';
const LATER = '2026-03-02T16:00:05.000Z';

function inspection(id: string, applicationId: string, createdAt: string, startsAt: string) {
  return {
    id,
    applicationId,
    inspectionTypeId: 'final',
    inspectionTypeName: 'Final',
    inspectorId: 'fire-marshal',
    status: 'scheduled' as const,
    startsAt,
    endsAt: startsAt.replace('T16', 'T17'),
    sequence: 0,
    reinspectionOf: null,
    createdAt,
    updatedAt: createdAt,
  };
}

for (const store of storesUnderTest()) {
  describe(`migration 296: one scheduled inspection per application (${store.kind})`, () => {
    let handle: Awaited<ReturnType<TestStore['open']>> | undefined;
    afterEach(async () => {
      await handle?.close();
    });

    it('cancels the second booking an earlier race left, keeping the one the link shows, then refuses another', async () => {
      handle = await store.open();
      const { db } = handle;
      // A database from before the rule, with an application booked twice by a race.
      await down(db);
      await db
        .insertInto('inspections')
        .values([
          inspection('older', 'app-1', CREATED, '2026-03-04T16:00:00.000Z'),
          inspection('newer', 'app-1', LATER, '2026-03-05T16:00:00.000Z'),
          inspection('alone', 'app-2', CREATED, '2026-03-06T16:00:00.000Z'),
        ])
        .execute();
      await db
        .insertInto('inspectionSlotClaims')
        .values([
          {
            inspectorId: 'fire-marshal',
            cellStart: '2026-03-04T16:00:00.000Z',
            inspectionId: 'older',
          },
          {
            inspectorId: 'fire-marshal',
            cellStart: '2026-03-05T16:00:00.000Z',
            inspectionId: 'newer',
          },
        ])
        .execute();

      await up(db);

      const rows = await db
        .selectFrom('inspections')
        .select(['id', 'status', 'sequence'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => ({ ...row, sequence: Number(row.sequence) }))).toEqual([
        { id: 'alone', status: 'scheduled', sequence: 0 },
        { id: 'newer', status: 'scheduled', sequence: 0 },
        { id: 'older', status: 'cancelled', sequence: 1 },
      ]);
      // The cancelled booking's time is free again, and its timeline says why.
      expect(await db.selectFrom('inspectionSlotClaims').select('inspectionId').execute()).toEqual([
        { inspectionId: 'newer' },
      ]);
      const timeline = await db
        .selectFrom('statusEvents')
        .select(['subjectId', 'fromStatus', 'toStatus', 'actor'])
        .execute();
      expect(timeline).toEqual([
        {
          subjectId: 'older',
          fromStatus: 'scheduled',
          toStatus: 'cancelled',
          actor: 'system:migration-296',
        },
      ]);
      // From now on the database refuses a second scheduled inspection of one application, and
      // still takes a new one once the first is no longer scheduled.
      await expect(
        db
          .insertInto('inspections')
          .values(inspection('third', 'app-1', LATER, '2026-03-09T16:00:00.000Z'))
          .execute(),
      ).rejects.toThrow();
      await db
        .updateTable('inspections')
        .set({ status: 'completed' })
        .where('id', '=', 'newer')
        .execute();
      await db
        .insertInto('inspections')
        .values(inspection('third', 'app-1', LATER, '2026-03-09T16:00:00.000Z'))
        .execute();
    });
  });
}
