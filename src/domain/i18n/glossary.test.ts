import { describe, expect, it } from 'vitest';
import * as seedSpanish from '#domain/content/seed-spanish.ts';
import * as seedSpanishPages from '#domain/content/seed-spanish-pages.ts';
import * as seedSpanishRecords from '#domain/content/seed-spanish-records.ts';
import { CATALOGUES } from './catalogues.ts';
import { SPANISH_GLOSSARY } from './glossary.ts';

/** Every string inside a value (objects, arrays), with where it sits. */
function stringsIn(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsIn(item, `${path}.${index}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${path}.${key}`));
  }
  return [];
}

/** The Spanish a resident reads: the catalogues' and the content the product ships. */
const SPANISH_TEXTS: Array<[string, string]> = [
  ...Object.entries(CATALOGUES.es).map(([id, text]): [string, string] => [id, text]),
  ...stringsIn(seedSpanish, 'seed-spanish'),
  ...stringsIn(seedSpanishPages, 'seed-spanish-pages'),
  ...stringsIn(seedSpanishRecords, 'seed-spanish-records'),
];

describe('the Spanish glossary', () => {
  it('reads the catalogues and the seeded Spanish content', () => {
    expect(SPANISH_TEXTS.length).toBeGreaterThan(1000);
    expect(SPANISH_TEXTS.some(([, text]) => text.includes('jefe de prevención de incendios'))).toBe(
      true,
    );
  });

  for (const term of SPANISH_GLOSSARY) {
    it(`says "${term.spanish}" for ${term.english}, never another wording`, () => {
      const strays = SPANISH_TEXTS.filter(([, text]) =>
        term.avoid.some((pattern) => pattern.test(text)),
      ).map(([where, text]) => `${where}: ${text}`);
      expect(strays).toEqual([]);
    });
  }

  it('finds a stray wording when one is there', () => {
    const [fireMarshal] = SPANISH_GLOSSARY;
    expect(fireMarshal?.avoid.some((pattern) => pattern.test('Disponibilidad del inspector'))).toBe(
      true,
    );
  });
});
