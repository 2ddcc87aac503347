/**
 * The district's own facts. Values the district must set for itself are obvious placeholders
 * (555-01xx numbers, example.org addresses); see the README, "Content".
 */
export const DISTRICT = {
  name: 'South Summit Fire Protection District',
  shortName: 'South Summit Fire',
  address: { street: '102 Thorn Creek Dr', city: 'Kamas', state: 'UT', zip: '84036' },
  mainOffice: {
    phone: '(435) 555-0100',
    hours: 'Monday-Friday 8:00 AM-5:00 PM MST',
  },
  fireMarshal: {
    name: 'Fire Marshal Name',
    phone: '(435) 555-0101',
    email: 'firemarshal@example.org',
  },
  recordsOfficer: {
    name: 'Records Officer Name',
    phone: '(435) 555-0102',
    email: 'records@example.org',
    hours: 'Monday-Friday 8-5 MST',
  },
  /** Where candidate forms are picked up in person (spec §2, Elections). */
  electionContactPhone: '(435) 555-0100',
  emergencyNumber: '911',
} as const;
