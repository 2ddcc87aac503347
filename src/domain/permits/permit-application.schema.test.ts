import { describe, expect, it } from 'vitest';
import { containsCardNumber, isLuhnValid } from './card-number.ts';
import {
  CARD_NUMBER_MESSAGE,
  CommercialClearanceSchema,
  PERMIT_FIELDS,
  PropaneApplicationSchema,
  ResidentialClearanceSchema,
  SprinklerApplicationSchema,
  isQuarterHourTime,
} from './permit-application.schema.ts';
import { isCalendarDate } from '#domain/calendar-date.ts';

function clearance(overrides: Record<string, unknown> = {}) {
  return {
    date: '2026-07-04',
    time: '09:15',
    lotNumber: 'Lot 12',
    permitNumber: 'BP-2026-77',
    fullName: 'Jordan Example',
    address: '1 Example Rd, Kamas, UT',
    generalContractor: 'Example Builders',
    fireProtectionOfficer: 'anything',
    reasonForInspection: 'New home',
    stage: 'Final',
    buildingType: 'Residential',
    areaCovered: '4800',
    inspectionType: 'Defensible space',
    resultOfInspection: 'Pass',
    workMustBeCompletedIn: '30 days',
    typeOfClearance: 'Full',
    temporaryClearance: '14',
    comments: 'None',
    inspector: 'Inspector Name',
    email: 'jordan@example.org',
    ...overrides,
  };
}

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('ResidentialClearanceSchema', () => {
  it('accepts a complete form and turns typed numbers into numbers', () => {
    const result = ResidentialClearanceSchema.safeParse(clearance());
    expect(result.success).toBe(true);
    expect(result.data?.areaCovered).toBe(4800);
    expect(result.data?.temporaryClearance).toBe(14);
  });

  it('requires every field but the read-only officer', () => {
    const errors = fieldErrors(ResidentialClearanceSchema.safeParse({}));
    expect(Object.keys(errors).sort()).toEqual(
      [
        'date',
        'time',
        'lotNumber',
        'permitNumber',
        'fullName',
        'address',
        'generalContractor',
        'reasonForInspection',
        'stage',
        'buildingType',
        'areaCovered',
        'inspectionType',
        'resultOfInspection',
        'workMustBeCompletedIn',
        'typeOfClearance',
        'temporaryClearance',
        'comments',
        'inspector',
        'email',
      ].sort(),
    );
    expect(errors.fullName).toBe('Enter your full name');
  });

  it.each(['0', '-1', 'abc', ''])('rejects the area %j', (area) => {
    expect(
      fieldErrors(ResidentialClearanceSchema.safeParse(clearance({ areaCovered: area })))
        .areaCovered,
    ).toBe('Enter the area covered in square feet, a number above 0');
  });

  it('offers only the Residential building type', () => {
    expect(
      fieldErrors(ResidentialClearanceSchema.safeParse(clearance({ buildingType: 'Commercial' })))
        .buildingType,
    ).toBe('Choose Residential as the building type');
  });

  it('rejects dates that do not exist and times off the 15-minute step', () => {
    const errors = fieldErrors(
      ResidentialClearanceSchema.safeParse(clearance({ date: '2026-02-30', time: '09:10' })),
    );
    expect(errors.date).toBe('Enter a real date as YYYY-MM-DD');
    expect(errors.time).toBe('Enter a time as HH:mm in 15-minute steps, like 09:15');
  });

  it('rejects an e-mail address without an @', () => {
    expect(
      fieldErrors(ResidentialClearanceSchema.safeParse(clearance({ email: 'jordan.example.org' })))
        .email,
    ).toMatch(/e-mail address/);
  });

  it('rejects a card number typed into a free-text field', () => {
    const errors = fieldErrors(
      ResidentialClearanceSchema.safeParse(
        clearance({ comments: 'pay with 4242-4242-4242-4242 please' }),
      ),
    );
    expect(errors.comments).toBe(CARD_NUMBER_MESSAGE);
  });
});

describe('CommercialClearanceSchema', () => {
  it('accepts the clearance fields with the Commercial building type', () => {
    expect(
      CommercialClearanceSchema.safeParse(
        clearance({ buildingType: 'Commercial', areaCovered: 1000.5 }),
      ).success,
    ).toBe(true);
  });

  it('lists the same fields as the residential form in another order', () => {
    const names = (form: 'residential' | 'commercial') =>
      PERMIT_FIELDS[form].map((field) => field.name);
    expect([...names('commercial')].sort()).toEqual([...names('residential')].sort());
    expect(names('commercial')).not.toEqual(names('residential'));
  });
});

describe('SprinklerApplicationSchema', () => {
  const sprinkler = {
    applicantName: 'Sam Example',
    applicantEmail: 'sam@example.org',
    applicationDate: '2026-03-01',
    serviceAddress: '2 Example Rd',
  };

  it('leaves phone number and postal code optional', () => {
    expect(
      SprinklerApplicationSchema.safeParse({ ...sprinkler, phoneNumber: '', postalCode: '' })
        .success,
    ).toBe(true);
  });

  it('checks the optional fields when they are filled in', () => {
    const errors = fieldErrors(
      SprinklerApplicationSchema.safeParse({
        ...sprinkler,
        phoneNumber: 'call me',
        postalCode: '1',
      }),
    );
    expect(errors.phoneNumber).toBe('Enter a phone number like 435-555-0100');
    expect(errors.postalCode).toBe('Enter a ZIP code like 84036 or 84036-1234');
  });

  it('takes the application date as a calendar date or as an instant read in Denver (spec §7)', () => {
    const parse = (applicationDate: string) =>
      SprinklerApplicationSchema.safeParse({ ...sprinkler, applicationDate });
    expect(parse('2026-03-01').data?.applicationDate).toBe('2026-03-01');
    // 07:00 UTC on 1 March is midnight in Denver; 03:40 UTC on 24 November is the evening before.
    expect(parse('2026-03-01T07:00:00.000Z').data?.applicationDate).toBe('2026-03-01');
    expect(parse('2026-11-24T03:40:00.000Z').data?.applicationDate).toBe('2026-11-23');
    expect(parse('2026-11-24T03:40:00-07:00').data?.applicationDate).toBe('2026-11-24');
    expect(fieldErrors(parse('2026-02-30T10:00:00Z')).applicationDate).toBe(
      'Enter a real date as YYYY-MM-DD',
    );
    expect(fieldErrors(parse('2026-03-01T25:00')).applicationDate).toBe(
      'Enter a real date as YYYY-MM-DD',
    );
  });

  it('requires name, e-mail, date and address', () => {
    expect(Object.keys(fieldErrors(SprinklerApplicationSchema.safeParse({}))).sort()).toEqual(
      ['applicantEmail', 'applicantName', 'applicationDate', 'serviceAddress'].sort(),
    );
  });
});

describe('PropaneApplicationSchema', () => {
  const propane = {
    applicantName: 'Pat Example',
    applicantEmail: 'pat@example.org',
    applicationDate: '2026-05-02',
    serviceAddress: '3 Example Rd',
    isMailingSame: 'true',
    telephoneNumber: '435-555-0103',
    propaneSupplier: 'Example Gas',
    propaneSupplierPhoneNumber: '(435) 555-0104',
    tankSize: '500 gallons',
    tankLocation: 'North side',
  };

  it('accepts multipart text, with true/false as text and no fax number', () => {
    const result = PropaneApplicationSchema.safeParse(propane);
    expect(result.success).toBe(true);
    expect(result.data?.isMailingSame).toBe(true);
  });

  it('requires the mailing address only when it differs from the service address', () => {
    expect(
      fieldErrors(PropaneApplicationSchema.safeParse({ ...propane, isMailingSame: 'false' }))
        .mailingAddress,
    ).toBe('Enter the mailing address, or tick that it is the same as the service address');
    expect(
      PropaneApplicationSchema.safeParse({
        ...propane,
        isMailingSame: false,
        mailingAddress: 'PO Box 1',
      }).success,
    ).toBe(true);
  });

  it('shows the mailing address message together with the other missing fields', () => {
    const errors = fieldErrors(PropaneApplicationSchema.safeParse({ isMailingSame: false }));
    expect(errors.mailingAddress).toBeDefined();
    expect(errors.applicantName).toBe('Enter your name');
  });

  it('requires every other field but fax', () => {
    expect(
      Object.keys(fieldErrors(PropaneApplicationSchema.safeParse({ isMailingSame: true }))).sort(),
    ).toEqual(
      [
        'applicantEmail',
        'applicantName',
        'applicationDate',
        'propaneSupplier',
        'propaneSupplierPhoneNumber',
        'serviceAddress',
        'tankLocation',
        'tankSize',
        'telephoneNumber',
      ].sort(),
    );
  });
});

describe('card numbers and calendar values', () => {
  it.each([
    '4242424242424242',
    '4000 0025 0000 3155',
    '3782-822463-10005',
    'card 5555555555554444 thanks',
  ])('spots the card number in %j', (text) => {
    expect(containsCardNumber(text)).toBe(true);
  });

  it.each([
    '435-555-0100',
    'Lot 1234567890123',
    '4242 4242 4242 4241',
    '2026-07-04',
    'BP-2026-000123',
  ])('leaves %j alone', (text) => {
    expect(containsCardNumber(text)).toBe(false);
  });

  it('runs the Luhn check', () => {
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
  });

  it('knows real dates and quarter hours', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isQuarterHourTime('23:45')).toBe(true);
    expect(isQuarterHourTime('24:00')).toBe(false);
  });
});
