import { Link } from 'react-router';
import type { NotFoundPage } from '#domain/content/page-content.schema.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { useEnglishContent } from '#web/lib/i18n.tsx';

export function NotFoundRoute({ content }: { content: NotFoundPage }) {
  const { lang } = useEnglishContent();
  return (
    <>
      <PageHeader title={content.title} lead={content.body} lang={lang} />
      <div className="container page-body">
        <p className="button-row" lang={lang}>
          <Link to={content.homeLink.path} className="button">
            {content.homeLink.label}
          </Link>
          <Link to={content.contactLink.path} className="button button--secondary">
            {content.contactLink.label}
          </Link>
        </p>
      </div>
    </>
  );
}
