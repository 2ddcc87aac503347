import { useId, type ReactNode } from 'react';

/**
 * A table that must stay a table (its columns are compared across rows). It never widens the
 * page: a table wider than the screen scrolls inside its own region, which is named by the
 * table's caption and takes keyboard focus so keyboard users can scroll it (WCAG 1.4.10, 2.1.1;
 * axe scrollable-region-focusable). See docs/decisions/104-tables-on-narrow-screens.md.
 */
export function TableRegion({
  caption,
  isCaptionVisible = false,
  className,
  columns,
  children,
}: {
  /** Names the table and its scrolling region. */
  caption: string;
  isCaptionVisible?: boolean;
  /** Extra classes on the table, such as `admin-table--stacked`. */
  className?: string;
  /** The column headings of a plain one-row head; without them, `children` brings its own `thead`. */
  columns?: readonly string[];
  /** The table's body (`tbody`), and its head (`thead`) when `columns` is not given. */
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div
      className="table-region"
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe scrollable-region-focusable)
      tabIndex={0}
    >
      <table className={className ? `admin-table ${className}` : 'admin-table'}>
        <caption id={captionId} className={isCaptionVisible ? undefined : 'visually-hidden'}>
          {caption}
        </caption>
        {columns ? (
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        {children}
      </table>
    </div>
  );
}
