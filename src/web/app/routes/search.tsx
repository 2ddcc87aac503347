import type { SearchPage } from '#domain/content/page-content.schema.ts';
import { SEARCH_KIND_LABELS, SEARCH_PATH, type SearchView } from '#domain/search/search.schema.ts';
import { CATALOGUES, type MessageId } from '#domain/i18n/catalogues.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { useContentBlocks, useEnglishContent, useText } from '#web/lib/i18n.tsx';

/**
 * Site search results: a plain GET form that needs no JavaScript. The snippets come from the
 * server already escaped, with only <mark> elements added around the matched terms.
 */
export function SearchRoute({ content, search }: { content: SearchPage; search: SearchView }) {
  const t = useText();
  const english = useContentBlocks('page');
  // What the search finds is indexed in English.
  const resultLanguage = useEnglishContent();
  // A kind the catalogue does not name shows its English label.
  const kindLabel = (kind: string) =>
    Object.hasOwn(CATALOGUES.en, `search.kind.${kind}`)
      ? t(`search.kind.${kind}` as MessageId)
      : (SEARCH_KIND_LABELS[kind] ?? kind);
  return (
    <>
      <PageHeader title={content.title} lang={english('title').lang} />
      <div className="container page-body">
        <form role="search" action={SEARCH_PATH} method="get" className="search-form">
          <label htmlFor="search-page-q" {...english('fieldLabel')}>
            {content.fieldLabel}
          </label>
          <div className="search-form__row">
            <input id="search-page-q" type="search" name="q" defaultValue={search.query} />
            <button type="submit" className="button" {...english('buttonLabel')}>
              {content.buttonLabel}
            </button>
          </div>
        </form>
        {search.query === '' ? (
          <p role="status" {...english('emptyQueryMessage')}>
            {content.emptyQueryMessage}
          </p>
        ) : search.results.length === 0 ? (
          <p
            role="status"
            {...english('noResultsMessage')}
          >{`${content.noResultsMessage} “${search.query}”.`}</p>
        ) : (
          <section aria-labelledby="search-results">
            <h2 id="search-results" {...english('resultsHeading')}>
              {`${content.resultsHeading} “${search.query}”`}
            </h2>
            <ol className="search-results">
              {search.results.map((result) => (
                <li key={result.url} className="search-results__item">
                  <h3 className="search-results__title" {...resultLanguage}>
                    <a href={result.url}>{result.title}</a>
                  </h3>
                  <p className="search-results__meta">
                    {kindLabel(result.kind)} · {result.url}
                  </p>
                  {result.snippetHtml ? (
                    <p
                      dangerouslySetInnerHTML={{ __html: result.snippetHtml }}
                      {...resultLanguage}
                    />
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </>
  );
}
