import type { PropertySearchHit } from '#domain/property/property-api.ts';
import { OCCUPANT_KIND_LABELS } from '#domain/property/property-profile.ts';
import { UNVERIFIED_WARNING, VERIFICATION_LABELS } from '#domain/property/property-trust.ts';

type Trust = Pick<
  PropertySearchHit,
  'occupant' | 'registeredAt' | 'isVerified' | 'verification' | 'verifiedAt'
>;

export function formatDistrictDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    timeZone: 'America/Denver',
    dateStyle: 'medium',
  });
}

/**
 * Who wrote a profile, when, and whether its address is verified (decision 334): every responder
 * view shows it, an unverified profile in bold, so two profiles at one address can be told apart.
 */
export function ProfileTrust({ trust, id }: { trust: Trust; id?: string }) {
  const registered = `Written by the ${OCCUPANT_KIND_LABELS[trust.occupant].toLowerCase()}, ${formatDistrictDate(trust.registeredAt)}.`;
  return (
    <p id={id} className="profile-trust">
      {registered}{' '}
      {trust.isVerified && trust.verification ? (
        <span>
          {`${VERIFICATION_LABELS[trust.verification]}${trust.verifiedAt ? `, ${formatDistrictDate(trust.verifiedAt)}` : ''}.`}
        </span>
      ) : (
        <strong>{UNVERIFIED_WARNING}</strong>
      )}
    </p>
  );
}
