import { describe, expect, it } from 'vitest';
import { districtWordsOf, withDistrictWords } from './district-words.ts';
import { SEED_DISTRICT } from './seed-district.ts';
import {
  newsPostIdOf,
  newsSpanishItemId,
  spanishEditPath,
  spanishListLengthProblem,
  translatableBlocks,
} from './spanish-content.ts';

describe('the words of the district’s details (decision 331)', () => {
  it('puts Spanish words back into the details and leaves names, phones and addresses alone', () => {
    const words = {
      mainOfficeHours: 'Lunes a viernes',
      recordsOfficerHours: 'Lunes a jueves',
      leadershipRoles: ['Jefe de bomberos'],
      poweredByLabel: 'Sitio web a cargo de',
    };
    const shown = withDistrictWords(SEED_DISTRICT, words);
    expect(shown.mainOffice).toEqual({ ...SEED_DISTRICT.mainOffice, hours: 'Lunes a viernes' });
    expect(shown.recordsOfficer.phone).toBe(SEED_DISTRICT.recordsOfficer.phone);
    // A shorter list (an older Spanish) leaves the unmatched roles in English.
    expect(shown.leadership.map((person) => person.role)).toEqual([
      'Jefe de bomberos',
      ...SEED_DISTRICT.leadership.slice(1).map((person) => person.role),
    ]);
    expect(shown.leadership.map((person) => person.name)).toEqual(
      SEED_DISTRICT.leadership.map((person) => person.name),
    );
    expect(withDistrictWords(SEED_DISTRICT, districtWordsOf(SEED_DISTRICT))).toEqual(SEED_DISTRICT);
  });

  it('gives the district item only its word blocks', () => {
    expect(translatableBlocks('district')).toEqual([
      'mainOfficeHours',
      'recordsOfficerHours',
      'leadershipRoles',
      'poweredByLabel',
    ]);
    expect(spanishEditPath('district', 'leadershipRoles')).toBe(
      '/admin/district#spanish-leadershipRoles',
    );
  });
});

describe('a news post’s Spanish item', () => {
  it('is news-<id>, and the News pages’ own labels are never taken for a post', () => {
    expect(newsPostIdOf(newsSpanishItemId('2b1f-7c'))).toBe('2b1f-7c');
    expect(newsPostIdOf('news-post')).toBeUndefined();
    expect(newsPostIdOf('news')).toBeUndefined();
    expect(translatableBlocks('news-2b1f')).toEqual(['title', 'summary', 'bodyHtml']);
    expect(spanishEditPath('news-2b1f', 'summary')).toBe('/admin/news?post=2b1f#spanish-summary');
  });
});

describe('spanishListLengthProblem', () => {
  it('asks for one Spanish entry per English entry, and says nothing of other values', () => {
    expect(spanishListLengthProblem(['a'], ['b', 'c'])).toBe(
      'Write one Spanish entry for each of the 2 English entries.',
    );
    expect(spanishListLengthProblem(['a', 'b'], ['c', 'd'])).toBeUndefined();
    expect(spanishListLengthProblem('a', 'b')).toBeUndefined();
  });
});
