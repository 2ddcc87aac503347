/** Site search (issue 10, item 6): what the results page renders from. */

/** The public search page. */
export const SEARCH_PATH = '/search';
/** Longest query the server reads; the rest is ignored. */
export const MAX_SEARCH_QUERY = 200;
/** Results shown for one search. */
export const MAX_SEARCH_RESULTS = 20;

/** What an entry is; other features add theirs (meetings, documents). */
export type SearchEntryKind = 'page' | 'news' | 'meeting' | 'document' | (string & {});

export const SEARCH_KIND_LABELS: Record<string, string> = {
  page: 'Page',
  news: 'News',
  meeting: 'Meeting',
  document: 'Document',
  'archived-document': 'Archived document (kept for reference, may not be accessible)',
};

export interface SearchResult {
  kind: SearchEntryKind;
  title: string;
  url: string;
  /** Escaped text with the matched terms in <mark> elements; nothing else is markup. */
  snippetHtml: string;
}

export interface SearchView {
  /** The query as typed (trimmed), '' when there was none. */
  query: string;
  results: SearchResult[];
}
