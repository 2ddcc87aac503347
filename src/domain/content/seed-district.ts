import { ABOUT } from './about.ts';
import { DISTRICT } from './district.ts';
import type { DistrictDetails } from './district-details.schema.ts';
import { FOOTER } from './footer.ts';

/**
 * The district's details a fresh database starts with (part of seed-content.ts). On its own so
 * the browser's fallback for widgets rendered without page data does not bundle every seed page.
 */
export const SEED_DISTRICT: DistrictDetails = {
  name: DISTRICT.name,
  shortName: DISTRICT.shortName,
  address: { ...DISTRICT.address },
  mainOffice: { phone: DISTRICT.mainOffice.phone, hours: DISTRICT.mainOffice.hours, email: '' },
  emergencyNumber: DISTRICT.emergencyNumber,
  fireMarshal: { ...DISTRICT.fireMarshal },
  recordsOfficer: { ...DISTRICT.recordsOfficer },
  electionContactPhone: DISTRICT.electionContactPhone,
  leadership: ABOUT.leadership.map((person) => ({ ...person })),
  poweredBy: { ...FOOTER.poweredBy },
};
