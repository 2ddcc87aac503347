import type { ApplicationStatus } from '#domain/permits/payment-status.ts';
import {
  ADMIN_PERMITS_PATH,
  type AdminApplicationDetail,
  type AdminPermitApplication,
  type AdminPermitsListSchema,
  type Reconciliation,
  type RefundAnswerSchema,
  type RefundBody,
} from '#domain/permits/permits-api.ts';
import type { PermitFormType } from '#domain/permits/permit-application.schema.ts';
import type { z } from 'zod';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { readAuthToken } from '#web/lib/auth-token.ts';

export type { AdminPermitApplication };

export interface ApplicationFilters {
  type: PermitFormType | '';
  status: ApplicationStatus | '';
  /** `pending`: only applications with a refund waiting for the processor. */
  refund?: 'pending' | '';
  /** Permit number, name, e-mail, address or payment reference. */
  q?: string;
  /** Days applied, YYYY-MM-DD. */
  from?: string;
  to?: string;
  page?: number;
}

export const APPLICATIONS_PAGE_SIZE = 50;

export async function listApplications(
  filters: ApplicationFilters,
  signal?: AbortSignal,
): Promise<z.infer<typeof AdminPermitsListSchema>> {
  const query = new URLSearchParams();
  if (filters.type) query.set('type', filters.type);
  if (filters.status) query.set('status', filters.status);
  if (filters.refund) query.set('refund', filters.refund);
  if (filters.q) query.set('q', filters.q);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  query.set('page', String(filters.page ?? 1));
  query.set('pageSize', String(APPLICATIONS_PAGE_SIZE));
  return apiRequest<z.infer<typeof AdminPermitsListSchema>>(
    `${ADMIN_PERMITS_PATH}?${query.toString()}`,
    signal ? { isAuthenticated: true, signal } : { isAuthenticated: true },
  );
}

export function resendPermitEmail(id: string): Promise<{ success: true }> {
  return apiRequest<{ success: true }>(
    `${ADMIN_PERMITS_PATH}/${encodeURIComponent(id)}/resend-email`,
    {
      method: 'POST',
      body: {},
      isAuthenticated: true,
    },
  );
}

export type AdminFileKind = 'pdf' | 'plot-plan';

/**
 * Fetches a permit PDF or plot plan with the administrator's token (a plain link cannot send it)
 * and answers it as a Blob.
 */
export async function fetchApplicationFile(id: string, kind: AdminFileKind): Promise<Blob> {
  const token = readAuthToken();
  const response = await fetch(`${ADMIN_PERMITS_PATH}/${encodeURIComponent(id)}/${kind}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    let message = `The server answered ${response.status}.`;
    let code = 'HTTP_ERROR';
    try {
      const body = (await response.json()) as { error?: { code?: string; message?: string } };
      message = body.error?.message ?? message;
      code = body.error?.code ?? code;
    } catch {
      // Not JSON: keep the status message.
    }
    throw new ApiError(response.status, code, message);
  }
  return response.blob();
}

export type { AdminApplicationDetail };

export function fetchApplicationDetail(
  id: string,
  signal?: AbortSignal,
): Promise<AdminApplicationDetail> {
  return apiRequest<AdminApplicationDetail>(
    `${ADMIN_PERMITS_PATH}/${encodeURIComponent(id)}`,
    signal ? { isAuthenticated: true, signal } : { isAuthenticated: true },
  );
}

export function refundApplication(
  id: string,
  body: RefundBody,
): Promise<z.infer<typeof RefundAnswerSchema>> {
  return apiRequest(`${ADMIN_PERMITS_PATH}/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body,
    isAuthenticated: true,
  });
}

export function voidApplication(id: string, reason: string): Promise<{ status: 'voided' }> {
  return apiRequest(`${ADMIN_PERMITS_PATH}/${encodeURIComponent(id)}/void`, {
    method: 'POST',
    body: { reason },
    isAuthenticated: true,
  });
}

export type { Reconciliation };

export function fetchReconciliation(from: string, to: string): Promise<Reconciliation> {
  const query = new URLSearchParams({ from, to });
  return apiRequest<Reconciliation>(`${ADMIN_PERMITS_PATH}/reconciliation?${query.toString()}`, {
    isAuthenticated: true,
  });
}

/** The reconciliation CSV with the administrator's token, as a Blob to save. */
export async function fetchReconciliationCsv(from: string, to: string): Promise<Blob> {
  const token = readAuthToken();
  const query = new URLSearchParams({ from, to });
  const response = await fetch(`${ADMIN_PERMITS_PATH}/reconciliation.csv?${query.toString()}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'HTTP_ERROR', 'The download failed.');
  return response.blob();
}
