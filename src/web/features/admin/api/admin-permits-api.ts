import type { ApplicationStatus } from '#domain/permits/payment-status.ts';
import type { PermitFormType } from '#domain/permits/permit-application.schema.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { readAuthToken } from '#web/lib/auth-token.ts';

/** One row of GET /api/admin/permits (docs/permits-api.md). */
export interface AdminPermitApplication {
  id: string;
  type: PermitFormType;
  status: ApplicationStatus;
  permitNumber: string | null;
  applicantName: string;
  email: string;
  costCents: number;
  feeCents: number;
  totalCents: number;
  paymentIntentId: string | null;
  createdAt: string;
  paidAt: string | null;
  issuedAt: string | null;
  emailedAt: string | null;
  hasPlotPlan: boolean;
}

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
  const body = await apiRequest<{ applications: AdminPermitApplication[] }>(
    `/api/admin/permits${search ? `?${search}` : ''}`,
    signal ? { isAuthenticated: true, signal } : { isAuthenticated: true },
  );
  return body.applications;
}

export function resendPermitEmail(id: string): Promise<{ success: true }> {
  return apiRequest<{ success: true }>(
    `/api/admin/permits/${encodeURIComponent(id)}/resend-email`,
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
  const response = await fetch(`/api/admin/permits/${encodeURIComponent(id)}/${kind}`, {
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
