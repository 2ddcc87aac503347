import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALLOWED_STATUS_MOVES, APPLICATION_STATUSES } from '#domain/permits/payment-status.ts';
import type { ApplicationStatus } from '#domain/permits/payment-status.ts';
import { storesUnderTest, type TestStore } from '#tests/support/test-db.ts';
import * as repo from './permits.repo.ts';

async function insertApplication(
  db: Awaited<ReturnType<TestStore['open']>>['db'],
  id: string,
  status: ApplicationStatus,
) {
  await repo.insertApplication(db, {
    id,
    formType: 'sprinkler',
    status,
    formData: '{}',
    applicantName: 'Sam Example',
    applicantEmail: 'sam@example.org',
    language: 'en',
    costCents: 25_875,
    feeCents: 906,
    totalCents: 26_781,
    gateway: 'sandbox',
    paymentIntentId: null,
    idempotencyKey: `key-${id}`,
    permitNumber: null,
    pdfToken: null,
    plotPlanFile: null,
    plotPlanMimeType: null,
    plotPlanOriginalName: null,
    createdAt: '2026-03-02T16:00:00.000Z',
    updatedAt: '2026-03-02T16:00:00.000Z',
    paidAt: null,
    issuedAt: null,
    emailedAt: null,
    sweepLeaseUntil: null,
    statusToken: null,
    voidedAt: null,
    voidReason: null,
    clientSecretHash: null,
  });
}

for (const store of storesUnderTest()) {
  describe(`application status moves (${store.kind})`, () => {
    let handle: Awaited<ReturnType<TestStore['open']>>;
    beforeEach(async () => {
      handle = await store.open();
    });
    afterEach(async () => {
      await handle.close();
    });

    it('makes every move of the table and records who, when and why', async () => {
      let index = 0;
      for (const from of APPLICATION_STATUSES) {
        for (const to of ALLOWED_STATUS_MOVES[from]) {
          const id = `app-${(index += 1)}`;
          await insertApplication(handle.db, id, from);
          const outcome = await repo.transition(handle.db, id, to, {
            actor: 'staff:marshal',
            at: '2026-03-02T17:00:00.000Z',
            reason: `test ${from} to ${to}`,
          });
          expect(outcome, `${from} → ${to}`).toEqual({ moved: true, from });
          const row = await repo.findApplicationById(handle.db, id);
          expect(row?.status).toBe(to);
          expect(await repo.listEvents(handle.db, id)).toEqual([
            expect.objectContaining({
              actor: 'staff:marshal',
              at: '2026-03-02T17:00:00.000Z',
              kind: 'status',
              fromStatus: from,
              toStatus: to,
              reason: `test ${from} to ${to}`,
            }),
          ]);
        }
      }
    });

    it('refuses every move outside the table and leaves the row and timeline alone', async () => {
      let index = 0;
      for (const from of APPLICATION_STATUSES) {
        for (const to of APPLICATION_STATUSES) {
          if (ALLOWED_STATUS_MOVES[from].includes(to)) continue;
          const id = `refused-${(index += 1)}`;
          await insertApplication(handle.db, id, from);
          const outcome = await repo.transition(handle.db, id, to, {
            actor: 'system',
            at: '2026-03-02T17:00:00.000Z',
          });
          expect(outcome, `${from} → ${to}`).toEqual({ moved: false, reason: 'not-allowed', from });
          expect((await repo.findApplicationById(handle.db, id))?.status).toBe(from);
          expect(await repo.listEvents(handle.db, id)).toEqual([]);
        }
      }
      expect(index).toBeGreaterThan(20);
      expect(
        await repo.transition(handle.db, 'missing', 'paid', { actor: 'system', at: 'x' }),
      ).toEqual({ moved: false, reason: 'not-found' });
    });

    it('lets only one of two concurrent moves from the same status through', async () => {
      await insertApplication(handle.db, 'race', 'pending');
      const event = { actor: 'sweep', at: '2026-03-02T17:00:00.000Z' };
      const outcomes = await Promise.all([
        repo.transition(handle.db, 'race', 'paid', event),
        repo.transition(handle.db, 'race', 'expired', event),
      ]);
      // On a busy machine the two may run one after the other; the second then starts from the
      // first's status (a late payment may still move an expired application to paid). What
      // must never happen is two moves out of the same `pending`.
      const fromPending = outcomes.filter((outcome) => outcome.moved && outcome.from === 'pending');
      expect(fromPending).toHaveLength(1);
      const events = await repo.listEvents(handle.db, 'race');
      expect(events.filter((entry) => entry.fromStatus === 'pending')).toHaveLength(1);
    });
  });
}
