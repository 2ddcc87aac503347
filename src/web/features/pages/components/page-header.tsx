import type { ReactNode } from 'react';

/** The band at the top of a content page: its one h1 and an optional lead paragraph. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div className="container">
        <h1>{title}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
