/**
 * The permit forms' types, titles, fields and upload limits: what the browser needs to draw a
 * form. Kept apart from the zod schemas (permit-application.schema.ts re-exports all of it) so
 * the form's first load carries no zod; the schemas load when the form first validates (issue
 * 16, finding 13).
 */

export const PLOT_PLAN_REQUIRED_MESSAGE =
  'Choose a plot plan: a PDF, PNG or JPEG file of at most 10 MB';
/** Largest plot plan upload. */
export const MAX_PLOT_PLAN_BYTES = 10 * 1024 * 1024;
export const PLOT_PLAN_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export type PermitFormType = 'residential' | 'commercial' | 'propane' | 'sprinkler';
export const PERMIT_FORM_TYPES: readonly PermitFormType[] = [
  'residential',
  'commercial',
  'propane',
  'sprinkler',
];

export const PERMIT_FORM_TITLES: Record<PermitFormType, string> = {
  residential: 'Residential Clearance',
  commercial: 'Commercial Clearance',
  propane: 'Propane Tank Permit',
  sprinkler: 'Sprinkler Permit',
};

export type PermitFieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'tel'
  | 'date'
  | 'time'
  | 'number'
  | 'select'
  | 'checkbox'
  | 'file'
  | 'readonly';

/** How the web form renders one field and how the permit PDF labels it. */
export interface PermitField {
  name: string;
  label: string;
  kind: PermitFieldKind;
  isRequired: boolean;
  /** For kind 'select'. */
  options?: readonly string[];
  /** Shown only when another boolean field has this value (propane mailing address). */
  showWhen?: { field: string; equals: boolean };
}

function field(
  name: string,
  label: string,
  kind: PermitFieldKind,
  extra: Partial<PermitField> = {},
): PermitField {
  return { name, label, kind, isRequired: kind !== 'readonly', ...extra };
}

const CLEARANCE_FIELD_DEFS = {
  date: field('date', 'Date', 'date'),
  time: field('time', 'Time', 'time'),
  lotNumber: field('lotNumber', 'Lot Number', 'text'),
  permitNumber: field('permitNumber', 'Permit Number', 'text'),
  fullName: field('fullName', 'Full Name', 'text'),
  address: field('address', 'Address', 'text'),
  generalContractor: field('generalContractor', 'General Contractor', 'text'),
  fireProtectionOfficer: field('fireProtectionOfficer', 'Fire Protection Officer', 'readonly'),
  reasonForInspection: field('reasonForInspection', 'Reason for Inspection', 'text'),
  stage: field('stage', 'Stage', 'text'),
  areaCovered: field('areaCovered', 'Area Covered (sq ft)', 'number'),
  inspectionType: field('inspectionType', 'Inspection Type', 'text'),
  resultOfInspection: field('resultOfInspection', 'Result of Inspection', 'text'),
  workMustBeCompletedIn: field('workMustBeCompletedIn', 'Work Must Be Completed In', 'text'),
  typeOfClearance: field('typeOfClearance', 'Type of Clearance', 'text'),
  temporaryClearance: field('temporaryClearance', 'Temporary Clearance (days)', 'number'),
  comments: field('comments', 'Comments', 'textarea'),
  inspector: field('inspector', 'Inspector', 'text'),
  email: field('email', 'Email', 'email'),
} as const;

const residentialBuildingType = field('buildingType', 'Building Type', 'select', {
  options: ['Residential'],
});
const commercialBuildingType = field('buildingType', 'Building Type', 'select', {
  options: ['Commercial'],
});

const clearance = CLEARANCE_FIELD_DEFS;

/**
 * Field labels and order per form, for the web form and the permit PDF. `cost` is not listed: the
 * form shows the computed cost, fee and total in its own summary.
 */
export const PERMIT_FIELDS: Record<PermitFormType, readonly PermitField[]> = {
  // The order of spec §3.
  residential: [
    clearance.date,
    clearance.time,
    clearance.lotNumber,
    clearance.permitNumber,
    clearance.fullName,
    clearance.address,
    clearance.generalContractor,
    clearance.fireProtectionOfficer,
    clearance.reasonForInspection,
    clearance.stage,
    residentialBuildingType,
    clearance.areaCovered,
    clearance.inspectionType,
    clearance.resultOfInspection,
    clearance.workMustBeCompletedIn,
    clearance.typeOfClearance,
    clearance.temporaryClearance,
    clearance.comments,
    clearance.inspector,
    clearance.email,
  ],
  // Commercial applicants are mostly contractors: who and where first, then the building (which
  // sets the price), then the inspection, its outcome and the officers.
  commercial: [
    clearance.fullName,
    clearance.email,
    clearance.generalContractor,
    clearance.address,
    clearance.lotNumber,
    clearance.permitNumber,
    commercialBuildingType,
    clearance.areaCovered,
    clearance.date,
    clearance.time,
    clearance.reasonForInspection,
    clearance.stage,
    clearance.inspectionType,
    clearance.resultOfInspection,
    clearance.typeOfClearance,
    clearance.temporaryClearance,
    clearance.workMustBeCompletedIn,
    clearance.inspector,
    clearance.fireProtectionOfficer,
    clearance.comments,
  ],
  sprinkler: [
    field('applicantName', 'Applicant Name', 'text'),
    field('applicantEmail', 'Applicant Email', 'email'),
    field('applicationDate', 'Application Date', 'date'),
    field('serviceAddress', 'Service Address', 'text'),
    field('phoneNumber', 'Phone Number', 'tel', { isRequired: false }),
    field('postalCode', 'Postal Code', 'text', { isRequired: false }),
  ],
  propane: [
    field('applicantName', 'Applicant Name', 'text'),
    field('applicantEmail', 'Applicant Email', 'email'),
    field('applicationDate', 'Application Date', 'date'),
    field('serviceAddress', 'Service Address', 'text'),
    field('isMailingSame', 'Mailing address is the same as the service address', 'checkbox', {
      isRequired: false,
    }),
    field('mailingAddress', 'Mailing Address', 'text', {
      showWhen: { field: 'isMailingSame', equals: false },
    }),
    field('telephoneNumber', 'Telephone Number', 'tel'),
    field('faxNumber', 'Fax Number', 'tel', { isRequired: false }),
    field('propaneSupplier', 'Propane Supplier', 'text'),
    field('propaneSupplierPhoneNumber', 'Propane Supplier Phone Number', 'tel'),
    field('tankSize', 'Tank Size', 'text'),
    field('tankLocation', 'Tank Location', 'text'),
    field('plotPlan', 'Plot Plan (PDF, PNG or JPEG, up to 10 MB)', 'file'),
  ],
};

/** The applicant's e-mail address and name, whatever the form. */
export function readApplicant(
  formType: PermitFormType,
  formData: Record<string, unknown>,
): { name: string; email: string } {
  if (formType === 'residential' || formType === 'commercial') {
    return { name: String(formData.fullName ?? ''), email: String(formData.email ?? '') };
  }
  return {
    name: String(formData.applicantName ?? ''),
    email: String(formData.applicantEmail ?? ''),
  };
}
