import { Link } from 'react-router';
import type { NotFoundPage } from '#domain/content/page-content.schema.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function NotFoundRoute({ content }: { content: NotFoundPage }) {
  return (
    <>
      <PageHeader title={content.title} lead={content.body} />
      <div className="container page-body">
        <p className="button-row">
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
