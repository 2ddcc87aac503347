import { Link } from 'react-router';
import { NOT_FOUND_PAGE } from '#domain/content/not-found.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function NotFoundRoute() {
  return (
    <>
      <PageHeader title={NOT_FOUND_PAGE.title} lead={NOT_FOUND_PAGE.body} />
      <div className="container page-body">
        <p className="button-row">
          <Link to={NOT_FOUND_PAGE.homeLink.path} className="button">
            {NOT_FOUND_PAGE.homeLink.label}
          </Link>
          <Link to={NOT_FOUND_PAGE.contactLink.path} className="button button--secondary">
            {NOT_FOUND_PAGE.contactLink.label}
          </Link>
        </p>
      </div>
    </>
  );
}
