import { RECORDS_PATHS, type RecordsPageView } from '#domain/records/records-pages.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { FormattedMessage } from 'react-intl';
import { FeaturePageBody } from '#web/components/ui/server-form.tsx';
import { useText } from '#web/lib/i18n.tsx';
import { RequestFormPage } from './records-form-page.tsx';
import { PublicLogPage } from './records-log-page.tsx';
import { StatusPage } from './records-status-page.tsx';

/**
 * The public records pages (issue 20): the request form, the requester's private status page
 * with its clarification, appeal and withdrawal forms, and the public log. Server-rendered with
 * no script: forms post and the server answers with the page again.
 */

/** One records-request page, chosen by its view's kind. */
export function RecordsPage({ view }: { view: RecordsPageView }) {
  const t = useText();
  switch (view.kind) {
    case 'records-form':
      return <RequestFormPage view={view} />;
    case 'records-status':
      return <StatusPage view={view} />;
    case 'records-log':
      return <PublicLogPage view={view} />;
    case 'records-file-gone':
      return (
        <>
          <PageHeader title={t('recordsRequest.fileGoneHeading')} />
          <FeaturePageBody>
            <p>
              <FormattedMessage
                id="recordsRequest.fileGoneText"
                values={{ link: (chunks) => <a href={view.statusHref}>{chunks}</a> }}
              />
            </p>
          </FeaturePageBody>
        </>
      );
    case 'records-not-found':
      return (
        <>
          <PageHeader title={t('recordsRequest.notFoundTitle')} />
          <FeaturePageBody>
            <p>
              <FormattedMessage
                id="recordsRequest.notFoundText"
                values={{ link: (chunks) => <a href={RECORDS_PATHS.form}>{chunks}</a> }}
              />
            </p>
          </FeaturePageBody>
        </>
      );
  }
}
