import { describe, expect, it } from 'vitest';
import { PERMIT_FIELDS } from '#domain/permits/permit-application.schema.ts';
import { pickGroupFields, RESIDENTIAL_FIELD_GROUPS } from './clearance-form-layout.ts';

describe('residential clearance fieldsets', () => {
  it('hold every field of the form exactly once', () => {
    const grouped = RESIDENTIAL_FIELD_GROUPS.flatMap((group) =>
      pickGroupFields(PERMIT_FIELDS.residential, group).map((field) => field.name),
    );
    const all = PERMIT_FIELDS.residential.map((field) => field.name);
    expect([...grouped].sort()).toEqual([...all].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});
