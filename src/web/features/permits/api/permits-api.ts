import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import type { PermitFormType } from '../lib/permit-form-types.ts';

/** GET /api/permits/config (docs/permits-api.md). */
export interface PermitsConfig {
  paymentMode: 'sandbox' | 'stripe';
  /** Each form's own mode: a form whose Stripe keys are configured uses Stripe, the others the sandbox. */
  paymentModes?: Partial<Record<PermitFormType, 'sandbox' | 'stripe'>>;
  publishableKeys: Partial<Record<PermitFormType, string>>;
  processingFeePercent: number;
  fireProtectionOfficer: string;
}

export interface CreatePaymentResponse {
  clientSecret?: string;
  applicationId?: string;
  paymentIntentId?: string;
  costCents?: number;
  feeCents?: number;
  totalCents?: number;
  /** The sprinkler endpoint may answer with an error field instead (spec §7). */
  error?: string | { code?: string; message?: string };
}

export interface CompletePaymentResponse {
  status: 'success' | 'partial_success';
  permitNumber?: string;
  applicationId?: string;
  pdfUrl?: string;
}

/** The create and complete endpoints of each form (spec §7). */
export const PERMIT_ENDPOINTS: Record<PermitFormType, string> = {
  residential: '/api/clearance',
  commercial: '/api/commercial',
  propane: '/api/propane',
  sprinkler: '/api/sprinkler',
};

export function fetchPermitsConfig(signal?: AbortSignal): Promise<PermitsConfig> {
  return apiRequest<PermitsConfig>('/api/permits/config', signal ? { signal } : {});
}

/** A create call the server refused: its message, code and field messages. */
export class CreatePaymentError extends ApiError {}

/**
 * Creates the application and its payment; the body is JSON, or multipart for the propane form.
 * Answers the server's body as is, or throws CreatePaymentError — also for the sprinkler form's
 * `{ error: '…' }` string body (spec §7: "clientSecret or an error field").
 */
export async function createPermitPayment(
  formType: PermitFormType,
  body: object | FormData,
): Promise<CreatePaymentResponse> {
  const isMultipart = body instanceof FormData;
  const response = await fetch(PERMIT_ENDPOINTS[formType], {
    method: 'POST',
    headers: isMultipart
      ? { accept: 'application/json' }
      : { accept: 'application/json', 'content-type': 'application/json' },
    body: isMultipart ? body : JSON.stringify(body),
  });
  let data: CreatePaymentResponse = {};
  try {
    data = (await response.json()) as CreatePaymentResponse;
  } catch {
    data = {};
  }
  if (response.ok) return data;
  const error = data.error;
  if (typeof error === 'string') throw new CreatePaymentError(response.status, 'HTTP_ERROR', error);
  throw new CreatePaymentError(
    response.status,
    error?.code ?? 'HTTP_ERROR',
    error?.message ?? 'Payment failed. Please try again.',
    (error as { fields?: Record<string, string> } | undefined)?.fields,
  );
}

export function completePermitPayment(
  formType: PermitFormType,
  body: { formData: object; paymentIntentId: string },
): Promise<CompletePaymentResponse> {
  return apiRequest<CompletePaymentResponse>(`${PERMIT_ENDPOINTS[formType]}/complete`, {
    method: 'POST',
    body,
  });
}

/** The payment mode of one form: its own entry, else the global mode. */
export function paymentModeOf(
  config: PermitsConfig,
  formType: PermitFormType,
): 'sandbox' | 'stripe' {
  return config.paymentModes?.[formType] ?? config.paymentMode;
}
