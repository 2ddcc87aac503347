import {
  inspectionPhotosPath,
  inspectionResultPath,
  type InspectionPhoto,
  type RecordResultBody,
  type RecordedResult,
  type ResultForm,
} from '#domain/inspections/inspection-result.ts';
import { MY_INSPECTIONS_PATH, type MyInspections } from '#domain/inspections/inspections-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const authenticated = { isAuthenticated: true } as const;

export function readMyInspections(signal?: AbortSignal): Promise<MyInspections> {
  return apiRequest(MY_INSPECTIONS_PATH, signal ? { ...authenticated, signal } : authenticated);
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
