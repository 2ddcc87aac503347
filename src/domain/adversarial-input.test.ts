import { beforeAll, describe, expect, it } from 'vitest';
import {
  adversarialStrings,
  listDomainSchemaFields,
  worstParseMs,
  type SchemaField,
} from '#tests/support/schema-fields.ts';

/** One request must not hold the event loop (issue 16, finding 1). */
const MAX_PARSE_MS = 50;

describe('adversarial input against every domain schema field', () => {
  let fields: SchemaField[];
  const strings = adversarialStrings();
  beforeAll(async () => {
    fields = await listDomainSchemaFields();
  });

  it('finds the schemas and the fields with patterns, the permit phone numbers among them', () => {
    expect(fields.length).toBeGreaterThan(100);
    expect(strings.every((input) => input.length >= 64_500)).toBe(true);
    const names = fields.map((field) => field.name);
    expect(names).toContain(
      'permits/permit-application.schema › SprinklerApplicationSchema.phoneNumber',
    );
    expect(fields.filter((field) => field.hasPattern).length).toBeGreaterThan(20);
  });

  it(`refuses each adversarial string in every field within ${MAX_PARSE_MS} ms`, () => {
    const slow: string[] = [];
    const accepting: string[] = [];
    for (const field of fields) {
      // Warm the field up once so the first call's compilation is not counted.
      field.schema.safeParse('');
      const { worst, worstInput, accepted } = worstParseMs(field, strings, MAX_PARSE_MS);
      if (field.hasPattern && accepted > 0) accepting.push(field.name);
      if (worst >= MAX_PARSE_MS) {
        slow.push(
          `${field.name}: ${worst.toFixed(1)} ms on ${JSON.stringify(worstInput.slice(0, 12))}…`,
        );
      }
    }
    expect(slow).toEqual([]);
    // A field with a pattern refuses them all (plain text fields may keep what trimming leaves).
    expect(accepting).toEqual([]);
  });
});
