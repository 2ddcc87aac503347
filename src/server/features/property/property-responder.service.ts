import Fuse from 'fuse.js';
import type {
  PropertyCardResponse,
  PropertyReadRequest,
  PropertyReadResponse,
} from '#domain/property/property-api.ts';
import {
  buildMapLinks,
  type PropertySearchHit,
  type PropertyViewEntry,
} from '#domain/property/property-profile.ts';
import {
  findProfile,
  listSitePlans,
  logRead,
  toProfileView,
  type PropertyDeps,
} from './property.repo.ts';

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

/** Confirmed profiles whose address is close to what was typed, the closest first. */
export async function searchProfiles(
  deps: Pick<PropertyDeps, 'db'>,
  address: string,
): Promise<PropertySearchHit[]> {
  const rows = await deps.db
    .selectFrom('propertyProfiles')
    .select(['id', 'street', 'town', 'staleAt'])
    .where('status', '=', 'active')
    .execute();
  const entries = rows.map((row) => ({
    id: row.id,
    street: row.street,
    town: row.town,
    isStale: row.staleAt !== null,
    label: `${row.street} ${row.town}`,
  }));
  const fuse = new Fuse(entries, {
    keys: ['label'],
    threshold: FUZZY_THRESHOLD,
    ignoreLocation: true,
    includeScore: true,
  });
  return fuse
    .search(address.replaceAll(',', ' '))
    .slice(0, MAX_PROPERTY_SEARCH_HITS)
    .map(({ item }) => ({
      id: item.id,
      street: item.street,
      town: item.town,
      isStale: item.isStale,
    }));
}

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

/** The dispatch card: the read without people's medical details or where they sleep. */
export function toDispatchCard(read: PropertyReadResponse): PropertyCardResponse {
  const { peopleNeeds, sleepingArea, ...details } = read.details;
  return { ...read, details, hasPeopleNotes: peopleNeeds !== '' || sleepingArea !== '' };
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
