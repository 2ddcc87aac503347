import type { ReactNode } from 'react';

/** The band at the top of a content page: its one h1 and an optional lead paragraph. */
export function PageHeader({
  title,
  lead,
  children,
  isWide = false,
  lang,
  leadLang = lang,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** Lines up with a back office page's wide body (`container--wide`). */
  isWide?: boolean;
  /** The language of the title and lead when it is not the page's (staff content on `/es/`). */
  lang?: 'en' | undefined;
  /** The lead's language, when it differs from the title's (a block with Spanish, decision 327). */
  leadLang?: 'en' | undefined;
}) {
  return (
    <div className="page-header">
      <div className={isWide ? 'container container--wide' : 'container'}>
        <h1 lang={lang}>{title}</h1>
        {lead ? (
          <p className="page-header__lead" lang={leadLang}>
            {lead}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
