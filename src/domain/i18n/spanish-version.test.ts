import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentForLocale, spanishVersionSchema, spanishVersionState } from './spanish-version.ts';

describe("staff content's Spanish version (decision 316)", () => {
  const heading = 'Fire restrictions in effect';
  const spanish = { text: 'Restricciones de incendios vigentes', source: heading };

  it('is current while the English is the text it was written from, out of date after', () => {
    expect(spanishVersionState(heading, undefined)).toBe('missing');
    expect(spanishVersionState(heading, spanish)).toBe('current');
    expect(spanishVersionState('Fire restrictions lifted', spanish)).toBe('out-of-date');
  });

  it('compares structured content whatever the order of its keys', () => {
    const hero = { eyebrow: 'Serving Kamas', lead: 'We protect the valley.' };
    const written = { text: { lead: 'Protegemos el valle.', eyebrow: 'Al servicio de Kamas' } };
    const source = { lead: 'We protect the valley.', eyebrow: 'Serving Kamas' };
    expect(spanishVersionState(hero, { ...written, source })).toBe('current');
    expect(spanishVersionState({ ...hero, lead: 'New' }, { ...written, source })).toBe(
      'out-of-date',
    );
  });

  it('shows the Spanish on Spanish pages while current, else the English marked as English', () => {
    expect(contentForLocale(heading, spanish, 'es')).toEqual({
      value: 'Restricciones de incendios vigentes',
      isEnglish: false,
    });
    expect(contentForLocale('Fire restrictions lifted', spanish, 'es')).toEqual({
      value: 'Fire restrictions lifted',
      isEnglish: true,
    });
    expect(contentForLocale(heading, null, 'es').isEnglish).toBe(true);
    expect(contentForLocale(heading, spanish, 'en')).toEqual({ value: heading, isEnglish: false });
  });

  it('validates a saved version against the block schema', () => {
    const schema = spanishVersionSchema(z.string().min(1));
    expect(schema.safeParse(spanish).success).toBe(true);
    expect(schema.safeParse({ text: '', source: heading }).success).toBe(false);
  });
});
