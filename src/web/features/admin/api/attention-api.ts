import { ATTENTION_PATH, type AttentionResponse } from '#domain/staff/attention-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function readAttention(signal?: AbortSignal): Promise<AttentionResponse> {
  return apiRequest<AttentionResponse>(
    ATTENTION_PATH,
    signal ? { isAuthenticated: true, signal } : { isAuthenticated: true },
  );
}
