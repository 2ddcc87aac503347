import type { PermitField } from '#domain/permits/permit-fields.ts';

/** One fieldset of a permit form: its legend, a short help text and the fields it holds. */
export interface PermitFieldGroup {
  key: string;
  legend: string;
  help: string;
  fieldNames: readonly string[];
}

/**
 * The residential clearance form in three fieldsets (issue 11): about you, about the property,
 * about the inspection. Every field of spec §3 sits in exactly one of them.
 */
export const RESIDENTIAL_FIELD_GROUPS: readonly PermitFieldGroup[] = [
  {
    key: 'you',
    legend: 'About you',
    help: 'Who is asking for the inspection, and where we send the receipt and the permit.',
    fieldNames: ['fullName', 'email'],
  },
  {
    key: 'property',
    legend: 'About the property',
    help: 'The home to inspect, as on your county building permit. The area covered sets the fee.',
    fieldNames: [
      'address',
      'lotNumber',
      'permitNumber',
      'generalContractor',
      'buildingType',
      'areaCovered',
      'stage',
    ],
  },
  {
    key: 'inspection',
    legend: 'About the inspection',
    help: 'When you would like the inspection, and why. The inspector records the outcome; until then, enter what the help under each field says.',
    fieldNames: [
      'date',
      'time',
      'reasonForInspection',
      'inspectionType',
      'fireProtectionOfficer',
      'resultOfInspection',
      'inspector',
      'typeOfClearance',
      'workMustBeCompletedIn',
      'temporaryClearance',
      'comments',
    ],
  },
];

/**
 * Help under clearance fields, shared by the residential and commercial forms. The fields the
 * inspector decides say what to enter before the inspection, so the spec's required rules hold.
 */
export const CLEARANCE_FIELD_HINTS: Readonly<Record<string, string>> = {
  fullName: 'The person applying for the clearance.',
  email: 'We send the receipt and the permit here.',
  lotNumber: 'As on the plat or your county building permit.',
  permitNumber: 'Your county building permit number.',
  generalContractor: 'Building it yourself? Enter Owner.',
  areaCovered: 'The floor area in square feet, a number like 2400. It sets the fee.',
  stage: 'Where construction is now, like Foundation, Framing or Final.',
  reasonForInspection: 'Like New home, Addition or Wildland defensible space.',
  inspectionType: 'Like Defensible space or Final. Not sure? Enter Not sure.',
  resultOfInspection: 'Not inspected yet? Enter Pending. The inspector records the result.',
  inspector: 'No inspector assigned yet? Enter To be assigned.',
  typeOfClearance: 'Not known yet? Enter To be decided. The inspector sets it.',
  workMustBeCompletedIn: 'No deadline set yet? Enter Not set yet. The inspector sets it.',
  temporaryClearance: 'The days of temporary clearance you ask for, a number like 30.',
  comments: 'Gate codes, access, anything the inspector should know. Nothing to add? Enter None.',
};

/** The fields of one group, in the group's order, from a form's field list. */
export function pickGroupFields(
  fields: readonly PermitField[],
  group: PermitFieldGroup,
): PermitField[] {
  return group.fieldNames.flatMap((name) => fields.filter((field) => field.name === name));
}
