import { describe, expect, it } from 'vitest';
import {
  bilingualPaths,
  localizedPathFor,
  requestEnglishPath,
  requestIntl,
  requestLocale,
} from './request-locale.ts';

const request = (url: string) => ({ url });

describe('a feature request in its language (decision 316)', () => {
  it('reads the language from the path prefix only, query ignored', () => {
    expect(requestLocale(request('/es/permits/burn?x=1'))).toBe('es');
    expect(requestLocale(request('/permits/burn?lang=es'))).toBe('en');
    expect(requestLocale(request('/espanol'))).toBe('en');
    expect(requestEnglishPath(request('/es/permits/burn/apply?x=1'))).toBe('/permits/burn/apply');
  });

  it('formats in the request language', () => {
    expect(requestIntl(request('/es/contact')).t('layout.menu')).toBe('Menú');
    expect(requestIntl(request('/contact')).t('layout.menu')).toBe('Menu');
  });

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
