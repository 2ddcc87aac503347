import type { PermitFormType } from '#domain/permits/permit-fields.ts';

/** The property's address and the applicant's phone as their form gave them. */
export function readApplicantEntries(
  formType: PermitFormType,
  formData: string,
): { address: string; phone: string } {
  const data = JSON.parse(formData) as Record<string, unknown>;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  if (formType === 'residential' || formType === 'commercial')
    return { address: text('address'), phone: text('phone') };
  return {
    address: text('serviceAddress'),
    phone: text(formType === 'propane' ? 'telephoneNumber' : 'phoneNumber'),
  };
}
