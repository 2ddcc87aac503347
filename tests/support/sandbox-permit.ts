import { buildSprinklerApplication } from '#tests/fixtures/permit-applications.ts';
import { httpRequest, type HttpOptions } from './http-client.ts';

/** The sprinkler permit's cost in cents (docs/permits-api.md). */
export const SPRINKLER_COST_CENTS = 25875;

export interface PaidPermit {
  applicationId: string;
  permitNumber: string;
  status: string;
  pdfUrl?: string;
}

/**
 * Applies for a sprinkler permit and pays it in the offline sandbox with Stripe's test Visa, over
 * real HTTP (through a proxy when `origin` is one): create, confirm, complete.
 */
export async function payForSprinklerPermit(
  origin: string,
  options: Pick<HttpOptions, 'ca' | 'localAddress'> = {},
  overrides: Parameters<typeof buildSprinklerApplication>[0] = {},
): Promise<PaidPermit> {
  const formData = buildSprinklerApplication(overrides);
  const created = await httpRequest(`${origin}/api/sprinkler`, {
    ...options,
    json: { amount: SPRINKLER_COST_CENTS, formData, timestamp: new Date().toISOString() },
  });
  if (created.status !== 200)
    throw new Error(`Create answered ${created.status}: ${created.text()}`);
  const { clientSecret, paymentIntentId } = created.json<{
    clientSecret: string;
    paymentIntentId: string;
  }>();
  const confirmed = await httpRequest(`${origin}/api/payments/sandbox/confirm`, {
    ...options,
    json: { clientSecret, paymentMethod: 'pm_card_visa' },
  });
  if (confirmed.json().paymentIntent?.status !== 'succeeded') {
    throw new Error(`Sandbox confirm answered ${confirmed.text()}`);
  }
  const completed = await httpRequest(`${origin}/api/sprinkler/complete`, {
    ...options,
    json: { formData, paymentIntentId, clientSecret },
  });
  if (completed.status !== 200) {
    throw new Error(`Complete answered ${completed.status}: ${completed.text()}`);
  }
  return completed.json<PaidPermit>();
}
