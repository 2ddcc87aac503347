import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/i18n/locale.ts';
import { bilingualPaths, localizedPathFor } from './request-locale.ts';

const request = (url: string): { locale: Locale } => ({
  locale: url.startsWith('/es/') ? 'es' : 'en',
});

describe('a feature request in its language (decision 316)', () => {
  it('registers a page twice only when it is listed as having Spanish', () => {
    const listed = ['/permits/burn/apply', '/permits/burn/permit/:token'];
    expect(bilingualPaths('/permits/burn/apply', listed)).toEqual([
      '/permits/burn/apply',
      '/es/permits/burn/apply',
    ]);
    expect(bilingualPaths('/permits/burn/permit/:token', listed)).toEqual([
      '/permits/burn/permit/:token',
      '/es/permits/burn/permit/:token',
    ]);
    expect(bilingualPaths('/permits/burn/check-in', listed)).toEqual(['/permits/burn/check-in']);
  });

  it('sends a Spanish request on to the Spanish page where one exists, else the English one', () => {
    expect(localizedPathFor(request('/es/contact'), '/about')).toBe('/es/about');
    expect(localizedPathFor(request('/es/contact'), '/admin')).toBe('/admin');
    expect(localizedPathFor(request('/contact'), '/about')).toBe('/about');
  });
});
