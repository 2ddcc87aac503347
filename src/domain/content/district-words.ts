import { z } from 'zod';
import { MAX_LIST_ITEMS, ShortTextSchema } from './content-fields.ts';
import type { DistrictDetails } from './district-details.schema.ts';

/**
 * The words among the district's details (decision 331): what a Spanish page can say in
 * Spanish. Names, phone numbers, e-mail and street addresses stay as staff entered them; the
 * office hours, the leadership's roles and the footer's credit are words. Each key is one block
 * of the district item's Spanish (decision 327), read out of the details and put back into them.
 */
export const DistrictWordsSchema = z.object({
  mainOfficeHours: ShortTextSchema,
  recordsOfficerHours: ShortTextSchema,
  leadershipRoles: z.array(ShortTextSchema).max(MAX_LIST_ITEMS),
  poweredByLabel: ShortTextSchema,
});
export type DistrictWords = z.infer<typeof DistrictWordsSchema>;

/** The words of the district's details, as blocks. */
export function districtWordsOf(district: DistrictDetails): DistrictWords {
  return {
    mainOfficeHours: district.mainOffice.hours,
    recordsOfficerHours: district.recordsOfficer.hours,
    leadershipRoles: district.leadership.map((person) => person.role),
    poweredByLabel: district.poweredBy.label,
  };
}

/**
 * The details with `words` in place of their English. A role list of another length than the
 * leadership (the Spanish of an older list) leaves each unmatched role in English.
 */
export function withDistrictWords(
  district: DistrictDetails,
  words: DistrictWords,
): DistrictDetails {
  return {
    ...district,
    mainOffice: { ...district.mainOffice, hours: words.mainOfficeHours },
    recordsOfficer: { ...district.recordsOfficer, hours: words.recordsOfficerHours },
    leadership: district.leadership.map((person, index) => ({
      ...person,
      role: words.leadershipRoles[index] ?? person.role,
    })),
    poweredBy: { ...district.poweredBy, label: words.poweredByLabel },
  };
}
