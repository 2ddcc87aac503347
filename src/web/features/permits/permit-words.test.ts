import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERMIT_FIELDS, PERMIT_FORM_TITLES } from '#domain/permits/permit-fields.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { pageTextFor } from '#domain/i18n/page-text.ts';
import { SANDBOX_DECLINED_MESSAGE } from '#domain/permits/sandbox-test-cards.ts';
import { PERMIT_SCHEMAS } from '#domain/permits/permit-application.schema.ts';
import { CLEARANCE_FIELD_HINTS, RESIDENTIAL_FIELD_GROUPS } from './lib/clearance-form-layout.ts';
import { PAYMENT_MESSAGES } from '#web/payments/payment-messages.ts';
import { PERMIT_FORM_LABELS } from './lib/permit-form-types.ts';

/** The files whose words the Spanish permit forms draw (decision 316). */
const SOURCES = [
  'src/web/features/permits/components/permit-forms-page.tsx',
  'src/web/features/permits/components/permit-form.tsx',
  'src/web/features/permits/components/permit-field.tsx',
  'src/web/features/permits/components/cost-summary.tsx',
  'src/web/components/ui/error-summary.tsx',
  'src/web/features/permits/components/form-type-toggle.tsx',
  'src/web/features/permits/components/payment-result-banner.tsx',
  'src/web/payments/processing-dialog.tsx',
  'src/web/payments/sandbox-card-fields.tsx',
  'src/web/features/permits/components/stripe-card-fields.tsx',
  'src/web/components/ui/date-time-field.tsx',
  'src/web/components/ui/date-time-picker-panel.tsx',
];

/** The English the permit forms' page data translates (PAGE_TEXT_PREFIXES: permits and links). */
const ENGLISH = new Set<string>(
  Object.entries(CATALOGUES.en)
    .filter(([id]) => id.startsWith('permits.') || id.startsWith('link.'))
    .map(([, text]) => text),
);

/** The literal first argument of every `tr('…')` call in a source file. */
function literalTexts(source: string): string[] {
  return [...source.matchAll(/\btr\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g)].map(([, , text]) =>
    (text ?? '').replace(/\\'/g, "'"),
  );
}

/** Every message a zod schema can give, found by walking its definition. */
function schemaMessages(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const found: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    if ((key === 'message' || key === 'error') && typeof inner === 'string') found.push(inner);
    else if (key === 'error' && typeof inner === 'function') {
      const text: unknown = (inner as (issue: unknown) => unknown)({});
      if (typeof text === 'string') found.push(text);
    } else found.push(...schemaMessages(inner, seen));
  }
  return found;
}

describe('the permit forms’ words have a Spanish version (decision 316)', () => {
  it('every literal the components translate is an English text of the catalogue', () => {
    const missing = SOURCES.flatMap((file) =>
      literalTexts(readFileSync(file, 'utf8'))
        .filter((text) => !ENGLISH.has(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(missing).toEqual([]);
  });

  it('every field label, title, hint, payment message and validation message is in the catalogue', () => {
    const texts = [
      ...Object.values(PERMIT_FORM_TITLES),
      ...Object.values(PERMIT_FORM_LABELS),
      ...Object.values(PERMIT_FIELDS).flatMap((fields) =>
        fields.flatMap((field) => [field.label, ...(field.options ?? [])]),
      ),
      ...Object.values(CLEARANCE_FIELD_HINTS),
      ...RESIDENTIAL_FIELD_GROUPS.flatMap((group) => [group.legend, group.help]),
      ...Object.values(PAYMENT_MESSAGES),
      SANDBOX_DECLINED_MESSAGE,
    ];
    const messages = schemaMessages(PERMIT_SCHEMAS);
    expect(messages.length).toBeGreaterThan(20);
    const missing = [...texts, ...messages].filter((text) => !ENGLISH.has(text));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('gives a Spanish page every permit text in Spanish, and an English page none', () => {
    const spanish = pageTextFor('permits', 'es');
    expect(spanish?.['Pay now']).toBe('Pagar ahora');
    expect(spanish?.['Enter your full name']).toBe(CATALOGUES.es['permits.error.fullName']);
    expect([...ENGLISH].filter((english) => !(english in (spanish ?? {})))).toEqual([]);
    expect(pageTextFor('permits', 'en')).toBeUndefined();
  });
});
