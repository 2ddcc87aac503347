import Fuse from 'fuse.js';
import type {
  PropertyCardResponse,
  PropertyReadRequest,
  PropertyReadResponse,
  PropertySearchHit,
} from '#domain/property/property-api.ts';
import {
  PERSONAL_DETAIL_FIELDS,
  buildMapLinks,
  type PropertyViewEntry,
} from '#domain/property/property-profile.ts';
import { isSameAddress } from '#domain/property/property-trust.ts';
import {
  findProfile,
  listSitePlans,
  logRead,
  toProfileView,
  toSearchHit,
  type PropertyDeps,
} from './property.repo.ts';
import type { PropertyProfileRow } from './property.tables.ts';

/**
 * The responder's and the dispatch centre's side (issue 30, items 3 and 5): find an address,
 * read one profile with a reason, and leave a line in the owner's log for every read.
 */

/** Hits a search answers at most: addresses only, the closest first. */
export const MAX_PROPERTY_SEARCH_HITS = 5;
/**
 * Fuse's score threshold (0 exact, 1 anything): 0.4 finds "Wier Canyon Rd" for "Weir Canyon
 * Road" and "Kamsa" for "Kamas", and not a different street in the same town.
 */
const FUZZY_THRESHOLD = 0.4;

/** Which confirmed profiles a search looks at: every one, or the verified only (the CAD's default). */
interface SearchScope {
  isVerifiedOnly?: boolean;
}

function activeProfiles(deps: Pick<PropertyDeps, 'db'>, scope: SearchScope) {
  let query = deps.db.selectFrom('propertyProfiles').selectAll().where('status', '=', 'active');
  if (scope.isVerifiedOnly) query = query.where('verifiedAt', 'is not', null);
  return query.orderBy('confirmedAt').orderBy('id').execute();
}

function closestRows(rows: PropertyProfileRow[], address: string): PropertyProfileRow[] {
  const fuse = new Fuse(
    rows.map((row) => ({ row, label: `${row.street} ${row.town}` })),
    { keys: ['label'], threshold: FUZZY_THRESHOLD, ignoreLocation: true },
  );
  return fuse
    .search(address.replaceAll(',', ' '))
    .slice(0, MAX_PROPERTY_SEARCH_HITS)
    .map(({ item }) => item.row);
}

/**
 * Confirmed profiles whose address is close to what was typed, the closest first: addresses,
 * who wrote each and whether it is verified, nothing the profile says.
 */
export async function searchProfiles(
  deps: Pick<PropertyDeps, 'db' | 'sealer'>,
  address: string,
  scope: SearchScope = {},
): Promise<PropertySearchHit[]> {
  const rows = await activeProfiles(deps, scope);
  return closestRows(rows, address).map((row) => toSearchHit(deps.sealer, row));
}

/**
 * The CAD lookup (decision 334): one profile, read and logged, only when exactly one profile is
 * at exactly the address asked for; otherwise the candidates by address, nothing read or logged.
 */
export async function lookUpForDispatch(
  deps: PropertyDeps,
  query: { address: string; isVerifiedOnly: boolean },
  why: PropertyReadRequest,
): Promise<{ match: PropertyCardResponse | null; candidates: PropertySearchHit[] }> {
  const rows = await activeProfiles(deps, { isVerifiedOnly: query.isVerifiedOnly });
  const exact = rows.filter((row) => isSameAddress(query.address, row));
  if (exact.length === 1) {
    const read = await readProfileFor(deps, exact[0]!.id, CAD_READER, why);
    if (read) return { match: toDispatchCard(read), candidates: [] };
  }
  const candidates = exact.length > 1 ? exact : closestRows(rows, query.address);
  return { match: null, candidates: candidates.map((row) => toSearchHit(deps.sealer, row)) };
}

/** What the CAD lookup's log shows as the reader. */
export const CAD_READER = { viewer: 'County dispatch (CAD)', channel: 'cad' } as const;

/**
 * Reads one confirmed profile and logs the read (who, when, why) in the same transaction, so no
 * read goes unlogged. Undefined for an unknown or unconfirmed profile (nothing is logged).
 */
export async function readProfileFor(
  deps: PropertyDeps,
  profileId: string,
  reader: { viewer: string; channel: PropertyViewEntry['channel'] },
  why: PropertyReadRequest,
): Promise<PropertyReadResponse | undefined> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findProfile(trx, { id: profileId });
    if (row?.status !== 'active') return undefined;
    await logRead(trx, deps.clock, row.id, reader, why);
    const view = toProfileView(deps.sealer, row);
    return {
      ...view,
      sitePlans: await listSitePlans(trx, row.id),
      mapLinks:
        view.latitude !== null && view.longitude !== null
          ? buildMapLinks(view.latitude, view.longitude)
          : null,
    };
  });
}

/** The dispatch card: the read without the fields it leaves out (PERSONAL_DETAIL_FIELDS). */
export function toDispatchCard(read: PropertyReadResponse): PropertyCardResponse {
  const details: Partial<PropertyReadResponse['details']> = { ...read.details };
  for (const field of PERSONAL_DETAIL_FIELDS) delete details[field];
  return {
    ...read,
    details: details as PropertyCardResponse['details'],
    hasPrivateNotes: PERSONAL_DETAIL_FIELDS.some((field) => read.details[field] !== ''),
  };
}

/** What staff see of the profiles: how many, never what they say. */
export async function countProfiles(deps: Pick<PropertyDeps, 'db'>) {
  const rows = await deps.db.selectFrom('propertyProfiles').select(['status', 'staleAt']).execute();
  return {
    profiles: rows.filter((row) => row.status === 'active').length,
    stale: rows.filter((row) => row.status === 'active' && row.staleAt !== null).length,
    unconfirmed: rows.filter((row) => row.status === 'pending').length,
  };
}
