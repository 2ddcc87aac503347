import {
  inspectionPhotosPath,
  inspectionResultPath,
  type InspectionPhoto,
  type RecordResultBody,
  type RecordedResult,
  type ResultForm,
} from '#domain/inspections/inspection-result.ts';
import {
  INSPECTIONS_API,
  INSPECTOR_FEED_TOKEN_PATH,
  MY_INSPECTIONS_PATH,
  staffBookingPath,
  type BookSlotBody,
  type Booking,
  type InspectorFeed,
  type MyInspections,
  type StaffBookingSearch,
  type StaffBookingView,
} from '#domain/inspections/inspections-api.ts';
import type { InspectionSettings } from '#domain/inspections/inspection-settings.ts';
import {
  INSPECTION_REPORT_CSV_PATH,
  INSPECTION_REPORT_PATH,
  type InspectionReport,
} from '#domain/inspections/inspection-report.ts';
import { apiRequest, downloadWithToken } from '#web/lib/api-client.ts';

const authenticated = { isAuthenticated: true } as const;

export function readMyInspections(signal?: AbortSignal): Promise<MyInspections> {
  return apiRequest(MY_INSPECTIONS_PATH, signal ? { ...authenticated, signal } : authenticated);
}

/** A new private feed address for the marshal's phone calendar; the previous one stops working. */
export function issueInspectorFeed(): Promise<InspectorFeed> {
  return apiRequest(INSPECTOR_FEED_TOKEN_PATH, { ...authenticated, method: 'POST' });
}

/** Stops every feed address at once. */
export function revokeInspectorFeed(): Promise<{ success: true }> {
  return apiRequest(INSPECTOR_FEED_TOKEN_PATH, { ...authenticated, method: 'DELETE' });
}

export function readInspectionSettings(signal?: AbortSignal): Promise<InspectionSettings> {
  return apiRequest(
    INSPECTIONS_API.settings,
    signal ? { ...authenticated, signal } : authenticated,
  );
}

export function saveInspectionSettings(body: InspectionSettings): Promise<InspectionSettings> {
  return apiRequest(INSPECTIONS_API.settings, { ...authenticated, method: 'PUT', body });
}

export function readResultForm(inspectionId: string, signal?: AbortSignal): Promise<ResultForm> {
  return apiRequest(
    inspectionResultPath(inspectionId),
    signal ? { ...authenticated, signal } : authenticated,
  );
}

export function sendResult(
  inspectionId: string,
  body: RecordResultBody,
): Promise<{ result: RecordedResult; isNew: boolean }> {
  return apiRequest(inspectionResultPath(inspectionId), {
    ...authenticated,
    method: 'POST',
    body,
  });
}

/** Sends one photo; answers every photo the inspection keeps. */
export async function sendPhoto(inspectionId: string, file: File): Promise<InspectionPhoto[]> {
  const form = new FormData();
  form.append('photos', file, file.name);
  const { photos } = await apiRequest<{ photos: InspectionPhoto[] }>(
    inspectionPhotosPath(inspectionId),
    { ...authenticated, method: 'POST', body: form },
  );
  return photos;
}

export function readInspectionReport(signal?: AbortSignal): Promise<InspectionReport> {
  return apiRequest(INSPECTION_REPORT_PATH, signal ? { ...authenticated, signal } : authenticated);
}

/** The CSV needs the bearer token, so it is fetched and handed over as a file. */
export function downloadInspectionReport(): Promise<void> {
  return downloadWithToken(INSPECTION_REPORT_CSV_PATH, 'inspection-report.csv');
}

/** Applications staff may book for a caller, by permit number, name or address. */
export function searchBookings(q: string): Promise<StaffBookingSearch> {
  return apiRequest(`${INSPECTIONS_API.bookings}?${new URLSearchParams({ q }).toString()}`, {
    ...authenticated,
  });
}

export function readStaffBooking(permitNumber: string): Promise<StaffBookingView> {
  return apiRequest(staffBookingPath(permitNumber), authenticated);
}

/** Books, moves or cancels for a caller; the applicant gets the same e-mails as booking online. */
export function changeStaffBooking(
  permitNumber: string,
  change: { action: 'book' | 'move'; body: BookSlotBody } | { action: 'cancel' },
): Promise<{ booking: Booking }> {
  const method = change.action === 'book' ? 'POST' : change.action === 'move' ? 'PUT' : 'DELETE';
  return apiRequest(staffBookingPath(permitNumber), {
    ...authenticated,
    method,
    ...('body' in change ? { body: change.body } : {}),
  });
}
