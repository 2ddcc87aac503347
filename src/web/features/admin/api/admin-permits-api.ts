import type { ApplicationStatus } from '#domain/permits/payment-status.ts';
import {
  ADMIN_PERMITS_PATH,
  type AdminPermitApplication,
  type AdminPermitsListSchema,
} from '#domain/permits/permits-api.ts';
import type { PermitFormType } from '#domain/permits/permit-application.schema.ts';
import type { z } from 'zod';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { readAuthToken } from '#web/lib/auth-token.ts';

export type { AdminPermitApplication };

export interface ApplicationFilters {
  type: PermitFormType | '';
  status: ApplicationStatus | '';
}

export async function listApplications(
  filters: ApplicationFilters,
  signal?: AbortSignal,
): Promise<AdminPermitApplication[]> {
  const query = new URLSearchParams();
  if (filters.type) query.set('type', filters.type);
  if (filters.status) query.set('status', filters.status);
  const search = query.toString();
  const body = await apiRequest<z.infer<typeof AdminPermitsListSchema>>(
    `${ADMIN_PERMITS_PATH}${search ? `?${search}` : ''}`,
    signal ? { isAuthenticated: true, signal } : { isAuthenticated: true },
  );
  return body.applications;
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
