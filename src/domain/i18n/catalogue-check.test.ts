import { describe, expect, it } from 'vitest';
import { MAIN_NAVIGATION } from '../content/navigation.ts';
import {
  catalogueEnglishPhrases,
  checkCatalogues,
  findDivergentTranslations,
} from './catalogue-check.ts';
import { CATALOGUES } from './catalogues.ts';
import { CONTEXTUAL_MESSAGES } from './contextual-messages.ts';
import { createSiteIntl, formatCalendarDay, formatMoney, formatPhone } from './site-intl.ts';

describe('the message catalogues', () => {
  it('are whole: every key in both languages, every message parses, the same placeholders', () => {
    expect(checkCatalogues(CATALOGUES)).toEqual([]);
  });

  it('give the same English the same Spanish, as translateEnglish assumes', () => {
    expect(
      findDivergentTranslations(CATALOGUES.en, CATALOGUES.es, new Set(CONTEXTUAL_MESSAGES.keys())),
    ).toEqual([]);
  });

  it('reports two ids with the same English and different Spanish', () => {
    const english = { 'a.save': 'Save', 'b.save': 'Save', 'c.save': 'Save', other: 'Other' };
    const spanish = { 'a.save': 'Guardar', 'b.save': 'Guardar', 'c.save': 'Grabar', other: 'Otro' };
    expect(findDivergentTranslations(english, spanish)).toEqual([
      '"c.save" and "a.save" have the same English "Save" but different translations ("Grabar", "Guardar").',
    ]);
    expect(findDivergentTranslations(english, spanish, new Set(['c.save']))).toEqual([]);
  });

  it('reports a key missing in one language, or present only there', () => {
    const problems = checkCatalogues({
      en: { 'a.one': 'One', 'a.two': 'Two' },
      es: { 'a.one': 'Uno', 'a.three': 'Tres' },
    });
    expect(problems).toEqual(['es: "a.two" is missing.', 'es: "a.three" is not in en.']);
  });

  it('reports a message that does not parse, in either language', () => {
    const problems = checkCatalogues({
      en: { greeting: 'Hello {name', count: '{n, plural, one {# day} other {# days}}' },
      es: { greeting: 'Hola {name}', count: '{n, plural, one {# día} other {# días}' },
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^en: "greeting" does not parse/);
    expect(problems[1]).toMatch(/^es: "count" does not parse/);
  });

  it('reports placeholders that differ between languages, plurals and tags included', () => {
    const problems = checkCatalogues({
      en: {
        call: 'Call {phone}',
        days: '{count, plural, one {# day} other {# days}}',
        link: 'Read <b>this</b>',
      },
      es: {
        call: 'Llame al {telefono}',
        days: '{count} días',
        link: 'Lea esto',
      },
    });
    expect(problems).toEqual([
      'es: "call" has placeholders {telefono}, en has {phone}.',
      'es: "days" has placeholders {count}, en has {count:plural}.',
      'es: "link" has placeholders {}, en has {<b>}.',
    ]);
  });

  it('has every menu label in both catalogues (navigation.test checks the spec English)', () => {
    for (const entry of MAIN_NAVIGATION) {
      expect(CATALOGUES.en[entry.messageId], entry.path).toMatch(/\S/);
      expect(CATALOGUES.es[entry.messageId], entry.path).toMatch(/\S/);
    }
  });

  it('lists the English phrases a Spanish page must not show: literal runs of translated messages', () => {
    const phrases = catalogueEnglishPhrases(
      { call: 'Call {phone}', copyright: '© {year} {name}', menu: 'Menu', to: 'to' },
      { call: 'Llame al {phone}', copyright: '© {year} {name}', menu: 'Menú', to: 'a' },
    );
    expect(phrases).toEqual(['Call', 'Menu']);
  });
});

describe('createSiteIntl', () => {
  it('formats days, money and phone numbers for en-US and es-US', () => {
    const en = createSiteIntl('en');
    const es = createSiteIntl('es');
    expect(formatCalendarDay(en, '2026-06-01')).toBe('June 1, 2026');
    expect(formatCalendarDay(es, '2026-06-01')).toBe('1 de junio de 2026');
    expect(formatMoney(es, 123_450)).toBe('$1,234.50');
    expect(formatPhone('435.555.0100')).toBe('(435) 555-0100');
    expect(es.t('contact.call', { phone: '911' })).toBe('Llame al 911');
  });

  it('gives each request its own intl, so concurrent pages never share a language', () => {
    const [en, es] = [createSiteIntl('en'), createSiteIntl('es')];
    expect(en.t('layout.menu')).toBe('Menu');
    expect(es.t('layout.menu')).toBe('Menú');
    expect(en.intl).not.toBe(es.intl);
  });
});
