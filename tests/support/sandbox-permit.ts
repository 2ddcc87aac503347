import {
  buildResidentialClearance,
  buildSprinklerApplication,
} from '#tests/fixtures/permit-applications.ts';
import { httpRequest, type HttpOptions } from './http-client.ts';

/** The sprinkler permit's cost in cents (docs/permits-api.md). */
export const SPRINKLER_COST_CENTS = 25875;

/** The residential clearance of buildResidentialClearance (4800 sq ft: the 754.73 band). */
export const CLEARANCE_COST_CENTS = 75473;

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
  return payInSandbox(
    origin,
    '/api/sprinkler',
    SPRINKLER_COST_CENTS,
    buildSprinklerApplication(overrides),
    options,
  );
}

/** Applies for a residential fire clearance and pays it in the sandbox, as payForSprinklerPermit. */
export async function payForResidentialClearance(
  origin: string,
  overrides: Parameters<typeof buildResidentialClearance>[0] = {},
): Promise<PaidPermit & { email: string }> {
  const formData = buildResidentialClearance(overrides);
  const paid = await payInSandbox(origin, '/api/clearance', CLEARANCE_COST_CENTS, formData);
  return { ...paid, email: String(formData.email) };
}

/** The token of a permit's private status page, as the lookup form on /permits/status finds it. */
export async function findPermitStatusToken(
  origin: string,
  permitNumber: string,
  email: string,
): Promise<string> {
  const lookup = await fetch(`${origin}/permits/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ permitNumber, email }).toString(),
    redirect: 'manual',
  });
  const token = new URL(lookup.headers.get('location') ?? '', origin).searchParams.get('token');
  if (!token) throw new Error(`The status lookup of ${permitNumber} answered ${lookup.status}`);
  return token;
}

async function payInSandbox(
  origin: string,
  endpoint: string,
  amountCents: number,
  formData: object,
  options: Pick<HttpOptions, 'ca' | 'localAddress'> = {},
): Promise<PaidPermit> {
  const created = await httpRequest(`${origin}${endpoint}`, {
    ...options,
    json: { amount: amountCents, formData, timestamp: new Date().toISOString() },
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
  const completed = await httpRequest(`${origin}${endpoint}/complete`, {
    ...options,
    json: { formData, paymentIntentId, clientSecret },
  });
  if (completed.status !== 200) {
    throw new Error(`Complete answered ${completed.status}: ${completed.text()}`);
  }
  return completed.json<PaidPermit>();
}
