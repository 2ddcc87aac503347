import { describe, expect, it } from 'vitest';
import { mergePageExtras, type PageExtraProvider } from './page-extras.ts';

const provider: PageExtraProvider = async () => ({ data: {}, cacheKey: 'k' });

describe('mergePageExtras', () => {
  it('keeps every feature’s page data in one table', () => {
    const merged = mergePageExtras([{ news: provider }, undefined, { search: provider }]);
    expect(Object.keys(merged).sort()).toEqual(['news', 'search']);
  });

  it('refuses two features giving data to one page at start-up', () => {
    expect(() => mergePageExtras([{ home: provider }, { home: provider }])).toThrow(
      'Two features give data to the page home',
    );
  });
});
