import type { z } from 'zod';
import {
  OPERATIONS_PATH,
  retryEmailPath,
  type OperationsResponse,
  type RetryEmailResponseSchema,
} from '#domain/operations/operations-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const authenticated = { isAuthenticated: true } as const;

export function readOperations(signal?: AbortSignal): Promise<OperationsResponse> {
  return apiRequest<OperationsResponse>(
    OPERATIONS_PATH,
    signal ? { ...authenticated, signal } : authenticated,
  );
}

export function retryEmail(id: string): Promise<z.infer<typeof RetryEmailResponseSchema>> {
  return apiRequest(retryEmailPath(id), { ...authenticated, method: 'POST', body: {} });
}
