import type {
  CompletePermitBody,
  CompletionAnswer,
  CreatedApplication,
  PermitsConfig,
} from '#domain/permits/permits-api.ts';
import {
  PERMITS_CONFIG_PATH,
  permitCompletePath,
  permitCreatePath,
} from '#domain/permits/permits-paths.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import type { PermitFormType } from '../lib/permit-form-types.ts';

/**
 * A create call's body as the browser reads it: the contract's answer, or the error field the
 * sprinkler endpoint may send instead (spec §7), so every field may be missing.
 */
export type CreatePaymentResponse = Partial<CreatedApplication> & {
  error?: string | { code?: string; message?: string };
};

/** The complete call's answer, as the contract declares it. */
export type CompletePaymentResponse = CompletionAnswer;

/** The create and complete endpoints of each form (spec §7). */
export const PERMIT_ENDPOINTS: Record<PermitFormType, string> = {
  residential: permitCreatePath('residential'),
  commercial: permitCreatePath('commercial'),
  propane: permitCreatePath('propane'),
  sprinkler: permitCreatePath('sprinkler'),
};

export type { PermitsConfig };

export function fetchPermitsConfig(signal?: AbortSignal): Promise<PermitsConfig> {
  return apiRequest<PermitsConfig>(PERMITS_CONFIG_PATH, signal ? { signal } : {});
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
  body: CompletePermitBody & { formData: object },
): Promise<CompletePaymentResponse> {
  return apiRequest<CompletePaymentResponse>(permitCompletePath(formType), {
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
