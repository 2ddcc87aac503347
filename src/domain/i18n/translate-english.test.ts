import { describe, expect, it } from 'vitest';
import { createSiteIntl } from './site-intl.ts';
import { translateEnglish, translateEnglishMessages, translateText } from './translate-english.ts';

describe('English domain messages on a Spanish page (decision 316)', () => {
  const es = createSiteIntl('es');
  const en = createSiteIntl('en');

  it('gives the catalogue translation of an English text the catalogue holds', () => {
    expect(translateEnglish('Skip to main content', es)).toBe('Saltar al contenido principal');
    expect(translateEnglishMessages({ search: 'Search the site' }, es)).toEqual({
      search: 'Buscar en el sitio',
    });
  });

  it('keeps English pages and texts the catalogue does not hold as they are', () => {
    expect(translateEnglish('Skip to main content', en)).toBe('Skip to main content');
    expect(translateEnglish('A sentence nobody translated.', es)).toBe(
      'A sentence nobody translated.',
    );
  });

  it('gives a text its usual Spanish, never the wording of a message chosen only by its id', () => {
    // The short page title "Avisos por correo electrónico" comes first in the catalogue.
    expect(translateEnglish('Get updates by e-mail', es)).toBe(
      'Reciba avisos por correo electrónico',
    );
    expect(translateText(es, 'Apply for an open burn permit')).toBe(
      'Solicite un permiso de quema al aire libre',
    );
  });
});
