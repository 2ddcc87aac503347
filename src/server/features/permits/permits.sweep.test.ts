import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSprinklerApplication } from '#tests/fixtures/permit-applications.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const ABANDONED = 1000;
const SWEEP_INTERVAL_MS = 60_000;

for (const store of storesUnderTest()) {
  describe(`the pending-application sweep (${store.kind})`, () => {
    let t: PermitsTestApp;
    beforeEach(async () => {
      t = await openPermitsTestApp(store, { mailer: createMemoryMailer() });
    });
    afterEach(async () => {
      await t.close();
    });

    /** Abandoned applications: created, their sandbox payment never confirmed. */
    async function insertAbandoned(count: number) {
      const createdAt = t.deps.clock().toISOString();
      const rows = Array.from({ length: count }, () => {
        const id = randomUUID();
        return { id, paymentIntentId: `pi_sandbox_abandoned_${id.replaceAll('-', '')}` };
      });
      for (let start = 0; start < rows.length; start += 200) {
        const chunk = rows.slice(start, start + 200);
        await t.db
          .insertInto('permitApplications')
          .values(
            chunk.map(({ id, paymentIntentId }) => ({
              id,
              formType: 'sprinkler' as const,
              status: 'pending' as const,
              formData: JSON.stringify(buildSprinklerApplication()),
              applicantName: 'Abandoned Example',
              applicantEmail: 'abandoned@example.org',
              language: 'en',
              costCents: 25_875,
              feeCents: 906,
              totalCents: 26_781,
              gateway: 'sandbox' as const,
              paymentIntentId,
              idempotencyKey: `permit-application-${id}`,
              permitNumber: null,
              pdfToken: null,
              plotPlanFile: null,
              plotPlanMimeType: null,
              plotPlanOriginalName: null,
              createdAt,
              updatedAt: createdAt,
              paidAt: null,
              issuedAt: null,
              emailedAt: null,
              sweepLeaseUntil: null,
              statusToken: null,
              voidedAt: null,
              voidReason: null,
            })),
          )
          .execute();
        await t.db
          .insertInto('sandboxPaymentIntents')
          .values(
            chunk.map(({ id, paymentIntentId }) => ({
              id: paymentIntentId,
              clientSecret: `${paymentIntentId}_secret`,
              idempotencyKey: `permit-application-${id}`,
              amountCents: 26_781,
              currency: 'usd',
              status: 'requires_payment_method' as const,
              metadata: JSON.stringify({ applicationId: id, formType: 'sprinkler' }),
              paymentMethod: null,
              lastErrorCode: null,
              createdAt,
              updatedAt: createdAt,
            })),
          )
          .execute();
      }
    }

    async function payWithoutCompleting() {
      const created = (
        await t.app.inject({
          method: 'POST',
          url: '/api/sprinkler',
          payload: { amount: 25_875, formData: buildSprinklerApplication() },
        })
      ).json<{ applicationId: string; clientSecret: string }>();
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        payload: { clientSecret: created.clientSecret, paymentMethod: 'pm_card_visa' },
      });
      return created.applicationId;
    }

    async function statusOf(id: string) {
      const row = await t.db
        .selectFrom('permitApplications')
        .select(['status', 'permitNumber'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row;
    }

    it(`issues a paid application within two sweep runs behind ${ABANDONED} abandoned ones`, async () => {
      await insertAbandoned(ABANDONED);
      t.advanceClock(1000);
      const paidId = await payWithoutCompleting();

      t.advanceClock(5 * 60_000 + SWEEP_INTERVAL_MS);
      await t.service.sweepPendingApplications();
      if ((await statusOf(paidId)).status !== 'issued') {
        t.advanceClock(SWEEP_INTERVAL_MS);
        await t.service.sweepPendingApplications();
      }
      expect(await statusOf(paidId)).toEqual({ status: 'issued', permitNumber: 'SP-2026-000001' });
    }, 120_000);

    it('expires abandoned applications in batches, each exactly once, with sweeps running side by side', async () => {
      await insertAbandoned(150);
      t.advanceClock(31 * 60_000);
      const runs = await Promise.all([
        t.service.sweepPendingApplications(),
        t.service.sweepPendingApplications(),
      ]);
      const firstRound = runs.reduce((sum, run) => sum + run.expired, 0);
      expect(firstRound).toBeGreaterThan(0);
      expect(firstRound).toBeLessThanOrEqual(200);
      for (let round = 0; round < 5; round += 1) {
        t.advanceClock(3 * 60_000);
        await Promise.all([
          t.service.sweepPendingApplications(),
          t.service.sweepPendingApplications(),
        ]);
      }
      const statuses = await t.db
        .selectFrom('permitApplications')
        .select(({ fn }) => ['status', fn.countAll<number>().as('count')])
        .groupBy('status')
        .execute();
      expect(statuses.map((row) => [row.status, Number(row.count)])).toEqual([['expired', 150]]);
      const moves = await t.db
        .selectFrom('applicationEvents')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .where('toStatus', '=', 'expired')
        .executeTakeFirstOrThrow();
      expect(Number(moves.count)).toBe(150);
    }, 120_000);
  });
}
