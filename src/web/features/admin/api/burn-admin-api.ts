import {
  BURN_API,
  burnPermitActionPath,
  type BurnPermitList,
  type BurnPermitListItem,
  type PostBurnDayBody,
  type TodaysBurnsResponse,
} from '#domain/burn/burn-api.ts';
import type { BurnSettings } from '#domain/burn/burn-day.ts';
import { apiRequest, downloadWithToken } from '#web/lib/api-client.ts';

const authenticated = { isAuthenticated: true } as const;

export function readTodaysBurns(signal?: AbortSignal): Promise<TodaysBurnsResponse> {
  return apiRequest(BURN_API.today, signal ? { ...authenticated, signal } : authenticated);
}

export function postBurnDay(body: PostBurnDayBody): Promise<TodaysBurnsResponse['status']> {
  return apiRequest(BURN_API.day, { ...authenticated, method: 'POST', body });
}

/** One page of permits, newest first, with the total. */
export function readBurnPermits(page: number, signal?: AbortSignal): Promise<BurnPermitList> {
  return apiRequest<BurnPermitList>(
    page > 1 ? `${BURN_API.permits}?page=${page}` : BURN_API.permits,
    signal ? { ...authenticated, signal } : authenticated,
  );
}

export function actOnBurnPermit(
  id: string,
  action: 'approve' | 'decline' | 'revoke',
  reason?: string,
): Promise<BurnPermitListItem> {
  return apiRequest(burnPermitActionPath(id, action), {
    ...authenticated,
    method: 'POST',
    ...(action === 'approve' ? {} : { body: { reason } }),
  });
}

export function readBurnSettings(signal?: AbortSignal): Promise<BurnSettings> {
  return apiRequest(BURN_API.settings, signal ? { ...authenticated, signal } : authenticated);
}

/** Saves the district's burn settings; the server answers with what it stored. */
export async function saveBurnSettings(settings: BurnSettings): Promise<BurnSettings> {
  const saved = await apiRequest<{ settings: BurnSettings }>(BURN_API.settings, {
    ...authenticated,
    method: 'PUT',
    body: settings,
  });
  return saved.settings;
}

/** The CSV export needs the bearer token, so it is fetched and handed over as a file. */
export function downloadBurnExport(): Promise<void> {
  return downloadWithToken(BURN_API.exportCsv, 'open-burn-permits.csv');
}
