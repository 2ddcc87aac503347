import { describe, expect, it } from 'vitest';
import { localizeCatalogueBlocks } from './spanish-content.ts';

const CATALOGUE: Record<string, string> = {
  'Permit status': 'Estado del permiso',
  'Find my permit': 'Buscar mi permiso',
  Legend: 'Leyenda',
};
const translate = (english: string) => CATALOGUE[english];

describe('a feature page’s seeded words in the catalogue’s Spanish (decision 330)', () => {
  it('translates each block whose every text the catalogue holds, leaving addresses alone', () => {
    const result = localizeCatalogueBlocks(
      {
        value: {
          title: 'Permit status',
          submit: 'Find my permit',
          legend: { title: 'Legend', link: { label: 'Legend', path: '/permits/inspection' } },
        },
        spanishBlocks: [],
      },
      translate,
    );
    expect(result.value).toEqual({
      title: 'Estado del permiso',
      submit: 'Buscar mi permiso',
      legend: { title: 'Leyenda', link: { label: 'Leyenda', path: '/permits/inspection' } },
    });
    expect(result.spanishBlocks).toEqual(['title', 'submit', 'legend']);
  });

  it('keeps English staff changed, and staff’s own Spanish first', () => {
    const result = localizeCatalogueBlocks(
      {
        value: {
          title: 'Find my permit',
          submit: 'Look it up',
          legend: { title: 'Legend', x: 'Key' },
        },
        spanishBlocks: ['title'],
      },
      translate,
    );
    expect(result.value).toEqual({
      title: 'Find my permit',
      submit: 'Look it up',
      legend: { title: 'Legend', x: 'Key' },
    });
    expect(result.spanishBlocks).toEqual(['title']);
  });
});
