import { z } from 'zod';
import {
  EmailSchema,
  listOf,
  PhoneSchema,
  ShortTextSchema,
  WebAddressSchema,
} from './content-fields.ts';
import { patternText } from '#domain/text-checks.ts';

const PersonContactSchema = z.object({
  name: ShortTextSchema,
  phone: PhoneSchema,
  email: EmailSchema,
});

/**
 * The district's own facts (issue 9, item 7). Every page, the header and footer, the permit PDF
 * and e-mails and the calendar feed read them from the database through this shape.
 */
export const DistrictDetailsSchema = z.object({
  name: ShortTextSchema,
  shortName: ShortTextSchema,
  address: z.object({
    street: ShortTextSchema,
    city: ShortTextSchema,
    state: patternText(/^[A-Z]{2}$/, 'Enter the two-letter state code, such as UT.', { max: 2 }),
    zip: patternText(/^\d{5}(?:-\d{4})?$/, 'Enter a 5-digit ZIP code, such as 84036.', {
      max: 10,
    }),
  }),
  mainOffice: z.object({
    phone: PhoneSchema,
    hours: ShortTextSchema,
    /** Optional general e-mail address; shown on the contact page when set. */
    email: z.union([z.literal(''), EmailSchema]).optional(),
  }),
  /** What to call in an emergency; 911 in the United States. */
  emergencyNumber: patternText(/^\d{3}$/, 'Enter the 3-digit emergency number, such as 911.', {
    max: 3,
  }),
  fireMarshal: PersonContactSchema,
  recordsOfficer: PersonContactSchema.extend({ hours: ShortTextSchema }),
  /** Where candidate forms are picked up in person (spec §2, Elections). */
  electionContactPhone: PhoneSchema,
  leadership: listOf(z.object({ role: ShortTextSchema, name: ShortTextSchema }), 20),
  poweredBy: z.object({
    label: ShortTextSchema,
    name: ShortTextSchema,
    href: WebAddressSchema,
  }),
});
export type DistrictDetails = z.infer<typeof DistrictDetailsSchema>;
