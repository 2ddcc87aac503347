import {
  type PropertyCardResponse,
  type PropertyReadRequest,
  type PropertyReadResponse,
} from '#domain/property/property-api.ts';
import { PROPERTY_API_PATHS, type PropertySearchHit } from '#domain/property/property-profile.ts';
import { apiRequest } from '#web/lib/api-client.ts';

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
