import type { ReactNode } from 'react';

/** The band at the top of a content page: its one h1 and an optional lead paragraph. */
export function PageHeader({
  title,
  lead,
  children,
  isWide = false,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** Lines up with a back office page's wide body (`container--wide`). */
  isWide?: boolean;
}) {
  return (
    <div className="page-header">
      <div className={isWide ? 'container container--wide' : 'container'}>
        <h1>{title}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
