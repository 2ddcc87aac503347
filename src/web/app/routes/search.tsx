import type { SearchPage } from '#domain/content/page-content.schema.ts';
import { SEARCH_KIND_LABELS, SEARCH_PATH, type SearchView } from '#domain/search/search.schema.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

/**
 * Site search results: a plain GET form that needs no JavaScript. The snippets come from the
 * server already escaped, with only <mark> elements added around the matched terms.
 */
export function SearchRoute({ content, search }: { content: SearchPage; search: SearchView }) {
  return (
    <>
      <PageHeader title={content.title} />
      <div className="container page-body">
        <form role="search" action={SEARCH_PATH} method="get" className="search-form">
          <label htmlFor="search-page-q">{content.fieldLabel}</label>
          <div className="search-form__row">
            <input id="search-page-q" type="search" name="q" defaultValue={search.query} />
            <button type="submit" className="button">
              {content.buttonLabel}
            </button>
          </div>
        </form>
        {search.query === '' ? (
          <p role="status">{content.emptyQueryMessage}</p>
        ) : search.results.length === 0 ? (
          <p role="status">{`${content.noResultsMessage} “${search.query}”.`}</p>
        ) : (
          <section aria-labelledby="search-results">
            <h2 id="search-results">{`${content.resultsHeading} “${search.query}”`}</h2>
            <ol className="search-results">
              {search.results.map((result) => (
                <li key={result.url} className="search-results__item">
                  <h3 className="search-results__title">
                    <a href={result.url}>{result.title}</a>
                  </h3>
                  <p className="search-results__meta">
                    {SEARCH_KIND_LABELS[result.kind] ?? result.kind} · {result.url}
                  </p>
                  {result.snippetHtml ? (
                    <p dangerouslySetInnerHTML={{ __html: result.snippetHtml }} />
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
