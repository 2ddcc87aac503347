/**
 * The set-up the permit payment tests share: a permits app on one store with a memory mailer and
 * a configured fire protection officer, opened before and closed after each test, and the calls
 * an applicant's browser makes (create, sandbox confirm, complete).
 */
import { afterEach, beforeEach, expect } from 'vitest';
import type { PermitFormType } from '#domain/permits/permit-application.schema.ts';
import { TINY_PNG, buildPermitApplication } from '#tests/fixtures/permit-applications.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import type { TestStore } from '#tests/support/test-db.ts';
import { multipartBody } from '#tests/support/multipart.ts';

export const PATHS: Record<PermitFormType, string> = {
  residential: 'clearance',
  commercial: 'commercial',
  propane: 'propane',
  sprinkler: 'sprinkler',
};
export const COST_CENTS: Record<PermitFormType, number> = {
  residential: 75_473,
  commercial: 30_000,
  propane: 10_712,
  sprinkler: 25_875,
};
export const PREFIX: Record<PermitFormType, string> = {
  residential: 'RC',
  commercial: 'CC',
  propane: 'PP',
  sprinkler: 'SP',
};

export interface Created {
  clientSecret: string;
  applicationId: string;
  paymentIntentId: string;
  costCents: number;
  feeCents: number;
  totalCents: number;
}

/** A permit form's multipart body, its plot plan in the field `plotPlan`. */
export const multipart = (
  fields: Record<string, unknown>,
  file?: { name: string; type: string; bytes: Buffer },
) => multipartBody(fields, file ? [{ field: 'plotPlan', ...file }] : []);

/** Call inside a `describe`: each test gets a fresh app (`t`) and mailer. */
export function usePermitPayments(store: TestStore) {
  const suite = {
    t: undefined as unknown as PermitsTestApp,
    mailer: undefined as unknown as ReturnType<typeof createMemoryMailer>,

    async create(
      formType: PermitFormType,
      overrides: { amount?: unknown; formData?: Record<string, unknown> } = {},
    ) {
      const formData = overrides.formData ?? buildPermitApplication(formType);
      const amount = 'amount' in overrides ? overrides.amount : COST_CENTS[formType];
      if (formType === 'propane') {
        const body = multipart(
          { timestamp: '2026-03-02T16:00:00.000Z', amount, ...formData },
          { name: 'plot-plan.png', type: 'image/png', bytes: TINY_PNG },
        );
        return suite.t.app.inject({ method: 'POST', url: '/api/propane', ...body });
      }
      return suite.t.app.inject({
        method: 'POST',
        url: `/api/${PATHS[formType]}`,
        payload: {
          amount,
          formData,
          buildingType: formData.buildingType,
          timestamp: '2026-03-02T16:00:00.000Z',
        },
      });
    },

    async createOk(formType: PermitFormType): Promise<Created> {
      const response = await suite.create(formType);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Created>();
    },

    confirm(clientSecret: string, paymentMethod: string) {
      return suite.t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        payload: { clientSecret, paymentMethod },
      });
    },

    complete(formType: PermitFormType, paymentIntentId: string, clientSecret?: string) {
      return suite.t.app.inject({
        method: 'POST',
        url: `/api/${PATHS[formType]}/complete`,
        payload: { formData: buildPermitApplication(formType), paymentIntentId, clientSecret },
      });
    },

    async permitsInDb() {
      return suite.t.db
        .selectFrom('permitApplications')
        .select(['status', 'permitNumber'])
        .where('permitNumber', 'is not', null)
        .execute();
    },
  };
  beforeEach(async () => {
    suite.mailer = createMemoryMailer();
    suite.t = await openPermitsTestApp(store, {
      mailer: suite.mailer,
      env: { FIRE_PROTECTION_OFFICER: 'Marshal Example' },
    });
  });
  afterEach(async () => {
    await suite.t.close();
  });
  return suite;
}
