/**
 * The words of the elections island in the page's language (issue 29, decision 329): the
 * components write the specification's English, and on a page in another language the server
 * puts each English text's translation from the catalogue in the island's element. The browser
 * loads no FormatJS and no catalogue; without a table (English pages, tests) the English shows.
 */
export type IslandText = Readonly<Record<string, string>>;

/** The island's language tag (its dates; on a Spanish page its staff content is English). */
export type IslandLocale = 'en-US' | 'es-US';

/** Draws English `text` in the island's language, filling `{name}` placeholders. */
export type IslandTranslator = (
  english: string,
  values?: Readonly<Record<string, string | number>>,
) => string;

export function islandTranslator(text: IslandText | undefined): IslandTranslator {
  return (english, values = {}) =>
    (text?.[english] ?? english).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}
