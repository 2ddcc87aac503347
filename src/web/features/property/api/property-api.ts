import {
  type PropertyCardResponse,
  type PropertyReadRequest,
  type PropertyReadResponse,
} from '#domain/property/property-api.ts';
import { PROPERTY_API_PATHS, type PropertySearchHit } from '#domain/property/property-profile.ts';
import { readAuthToken } from '#web/lib/auth-token.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';

const authenticated = { isAuthenticated: true } as const;
const pathOf = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

export function searchPropertyProfiles(address: string): Promise<{ hits: PropertySearchHit[] }> {
  return apiRequest(
    `${PROPERTY_API_PATHS.search}?address=${encodeURIComponent(address)}`,
    authenticated,
  );
}

export function readPropertyProfile(
  id: string,
  body: PropertyReadRequest,
): Promise<PropertyReadResponse> {
  return apiRequest(pathOf(PROPERTY_API_PATHS.read, id), {
    ...authenticated,
    method: 'POST',
    body,
  });
}

export function readDispatchCard(
  id: string,
  body: PropertyReadRequest,
): Promise<PropertyCardResponse> {
  return apiRequest(pathOf(PROPERTY_API_PATHS.card, id), {
    ...authenticated,
    method: 'POST',
    body,
  });
}

/** Opens one site plan (the read is logged with the same reason); answers the PDF. */
export async function readSitePlan(
  id: string,
  planId: string,
  body: PropertyReadRequest,
): Promise<Blob> {
  const token = readAuthToken();
  const response = await fetch(
    PROPERTY_API_PATHS.sitePlan
      .replace(':id', encodeURIComponent(id))
      .replace(':planId', encodeURIComponent(planId)),
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as
      { error?: { code?: string; message?: string } } | undefined;
    throw new ApiError(
      response.status,
      data?.error?.code ?? 'HTTP_ERROR',
      data?.error?.message ?? `The server answered ${response.status}.`,
    );
  }
  return response.blob();
}
