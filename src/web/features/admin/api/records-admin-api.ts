import {
  RECORDS_API,
  recordsActionPath,
  recordsPublicLogPath,
  recordsRequestPath,
  type PublicLogEntryResponse,
  type RecordsAction,
  type RecordsQueueResponse,
  type RecordsReportResponse,
  type RecordsRequestDetailResponse,
} from '#domain/records/records-api.ts';
import type { PublicLogEntryBody, RecordsRequestStatus } from '#domain/records/records-request.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const authenticated = { isAuthenticated: true } as const;

/** One page of the queue with the total matching. */
export function readRecordsQueue(
  filter: { status?: RecordsRequestStatus | ''; q?: string; page?: number },
  signal?: AbortSignal,
): Promise<RecordsQueueResponse> {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.q?.trim()) query.set('q', filter.q.trim());
  if (filter.page && filter.page > 1) query.set('page', String(filter.page));
  const path = query.size > 0 ? `${RECORDS_API.requests}?${query}` : RECORDS_API.requests;
  return apiRequest<RecordsQueueResponse>(
    path,
    signal ? { ...authenticated, signal } : authenticated,
  );
}

export function readRecordsRequest(
  id: string,
  signal?: AbortSignal,
): Promise<RecordsRequestDetailResponse> {
  return apiRequest(recordsRequestPath(id), signal ? { ...authenticated, signal } : authenticated);
}

export function actOnRecordsRequest(
  id: string,
  action: RecordsAction,
  body?: object,
): Promise<{ status?: string }> {
  return apiRequest(recordsActionPath(id, action), {
    ...authenticated,
    method: 'POST',
    ...(body ? { body } : {}),
  });
}

/** Uploads one responsive record (multipart, as the browser's FormData sends it). */
export function uploadRecordsFile(id: string, file: File): Promise<{ fileName: string }> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(recordsActionPath(id, 'files'), { ...authenticated, method: 'POST', body });
}

/** Lists the request in the public log or leaves it out, with the subject staff write for it. */
export function savePublicLogEntry(
  id: string,
  body: PublicLogEntryBody,
): Promise<PublicLogEntryResponse> {
  return apiRequest(recordsPublicLogPath(id), { ...authenticated, method: 'PUT', body });
}

/** The monthly report (decision 302): requests a month, on time, median business days. */
export function readRecordsReport(signal?: AbortSignal): Promise<RecordsReportResponse> {
  return apiRequest(RECORDS_API.reportJson, signal ? { ...authenticated, signal } : authenticated);
}
