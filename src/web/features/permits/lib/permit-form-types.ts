import type { PermitFormType } from '#domain/permits/permit-fields.ts';

export type { PermitFormType };

/** The toggle's labels, in the order of spec §2; Residential is the default. */
export const PERMIT_FORM_LABELS: Record<PermitFormType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  propane: 'Propane',
  sprinkler: 'Sprinkler',
};

export const DEFAULT_PERMIT_FORM_TYPE: PermitFormType = 'residential';
