import { RECORDS_PATHS, type RecordsPageView } from '#domain/records/records-pages.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { FeaturePageBody } from '#web/components/ui/server-form.tsx';
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
          <PageHeader title="This file is no longer available" />
          <FeaturePageBody>
            <p>
              Responsive records stay on your request&apos;s page for a set time, and this one has
              expired. <a href={view.statusHref}>Back to your request</a>; ask the records officer
              if you need it again.
            </p>
          </FeaturePageBody>
        </>
      );
    case 'records-not-found':
      return (
        <>
          <PageHeader title="Request not found" />
          <FeaturePageBody>
            <p>
              This link does not match a records request. Check the link in the e-mail we sent you,
              or <a href={RECORDS_PATHS.form}>file a new request</a>.
            </p>
          </FeaturePageBody>
        </>
      );
  }
}
