import type { z } from 'zod';
import {
  clearanceOfPermitPath,
  clearanceRevokePath,
  type ClearanceSummaryResponseSchema,
} from '#domain/inspections/clearance.ts';
import { apiRequest } from '#web/lib/api-client.ts';

type ClearanceSummaryResponse = z.infer<typeof ClearanceSummaryResponseSchema>;

export function fetchClearance(
  permitNumber: string,
  signal?: AbortSignal,
): Promise<ClearanceSummaryResponse> {
  return apiRequest<ClearanceSummaryResponse>(clearanceOfPermitPath(permitNumber), {
    isAuthenticated: true,
    ...(signal ? { signal } : {}),
  });
}

export function revokeClearance(
  permitNumber: string,
  reason: string,
): Promise<ClearanceSummaryResponse> {
  return apiRequest<ClearanceSummaryResponse>(clearanceRevokePath(permitNumber), {
    method: 'POST',
    body: { reason },
    isAuthenticated: true,
  });
}
