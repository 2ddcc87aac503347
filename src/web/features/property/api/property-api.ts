import {
  type PropertyCardResponse,
  type PropertyReadRequest,
  type PropertyReadResponse,
  type PropertySearchHit,
  type VerificationEntry,
} from '#domain/property/property-api.ts';
import { PROPERTY_API_PATHS } from '#domain/property/property-profile.ts';
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

/** Posts `body` and answers the PDF the server sends back, or throws its error as an ApiError. */
async function postForPdf(path: string, body: object): Promise<Blob> {
  const token = readAuthToken();
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
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

/** Opens one site plan (the read is logged with the same reason); answers the PDF. */
export function readSitePlan(id: string, planId: string, body: PropertyReadRequest): Promise<Blob> {
  return postForPdf(
    PROPERTY_API_PATHS.sitePlan
      .replace(':id', encodeURIComponent(id))
      .replace(':planId', encodeURIComponent(planId)),
    body,
  );
}

/** Staff: the profiles whose address waits for verification (decision 334). */
export function listAwaitingVerification(): Promise<{ profiles: VerificationEntry[] }> {
  return apiRequest(PROPERTY_API_PATHS.verification, authenticated);
}

/** Staff: a new letter with a new code for the profile's address, as a PDF to print. */
export function printAddressLetter(id: string): Promise<Blob> {
  return postForPdf(pathOf(PROPERTY_API_PATHS.letter, id), {});
}

/** Staff: the address is verified after a call; `note` says who called and how it was checked. */
export function verifyAddressByPhone(id: string, note: string): Promise<{ verifiedAt: string }> {
  return apiRequest(pathOf(PROPERTY_API_PATHS.verifyByPhone, id), {
    ...authenticated,
    method: 'POST',
    body: { note },
  });
}
