import { countPages, type PageInfo } from '#domain/pagination.ts';

/**
 * Previous and next page of a staff table that pages its rows (issue 25: a total, never a silent
 * cut-off); nothing while everything fits on one page. `label` names the rows for screen readers
 * ("Pages of notices").
 */
export function PageNav({
  label,
  info,
  onPage,
}: {
  label: string;
  info: PageInfo;
  onPage: (page: number) => void;
}) {
  const pages = countPages(info);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="staff-pages">
      <button
        type="button"
        className="button button--secondary"
        disabled={info.page <= 1}
        onClick={() => onPage(info.page - 1)}
      >
        Previous page
      </button>{' '}
      <span>
        Page {info.page} of {pages}
      </span>{' '}
      <button
        type="button"
        className="button button--secondary"
        disabled={info.page >= pages}
        onClick={() => onPage(info.page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
