import { Link } from 'react-router';
import type { NotFoundPage } from '#domain/content/page-content.schema.ts';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { useContentBlocks } from '#web/lib/i18n.tsx';

export function NotFoundRoute({ content }: { content: NotFoundPage }) {
  // Each block says whether it shows staff's Spanish or the English (decision 327).
  const english = useContentBlocks('page');
  return (
    <>
      <ContentPageHeader content={content} leadBlock="body" />
      <div className="container page-body">
        <p className="button-row">
          <Link to={content.homeLink.path} className="button" {...english('homeLink')}>
            {content.homeLink.label}
          </Link>
          <Link
            to={content.contactLink.path}
            className="button button--secondary"
            {...english('contactLink')}
          >
            {content.contactLink.label}
          </Link>
        </p>
      </div>
    </>
  );
}
