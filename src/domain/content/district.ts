/**
 * The district's own facts. Values the district must set for itself are obvious placeholders
 * (555-01xx numbers, example.org addresses); see the README, "Content".
 */
export const DISTRICT = {
  name: 'South Summit Fire Protection District',
  shortName: 'South Summit Fire',
} as const;
