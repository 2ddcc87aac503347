import type { BurnPageView } from '#domain/burn/burn-pages.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { FeaturePageBody } from '#web/components/ui/server-form.tsx';
import { ApplyPage } from './burn-apply-page.tsx';
import { CheckInPage } from './burn-check-in-page.tsx';
import { DispatchPage } from './burn-dispatch-page.tsx';
import { useBurnIntl } from '#web/lib/burn-intl.tsx';
import { PermitPage, VerifyPage } from './burn-permit-page.tsx';
import { OverviewPage, StatusPage } from './burn-status-page.tsx';

/**
 * The open-burning pages (issue 19): status, apply, the holder's permit and check-in, the QR
 * check-in, verification and dispatch's list. Server-rendered with no script: forms post and the
 * server answers with the page again.
 */

/** One open-burning page, chosen by its view's kind. */
export function BurnPage({ view }: { view: BurnPageView }) {
  switch (view.kind) {
    case 'burn-status':
      return <StatusPage status={view.status} />;
    case 'burn-overview':
      return <OverviewPage view={view} />;
    case 'burn-apply':
      return <ApplyPage view={view} />;
    case 'burn-permit':
      return <PermitPage view={view} />;
    case 'burn-verify':
      return <VerifyPage permit={view.permit} checkInCode={view.checkInCode} />;
    case 'burn-check-in':
      return <CheckInPage view={view} />;
    case 'burn-dispatch':
      return <DispatchPage view={view} />;
    case 'burn-not-found':
      return <NotFoundPage />;
  }
}

function NotFoundPage() {
  const { t } = useBurnIntl();
  return (
    <>
      <PageHeader title={t('burn.permit.notFoundTitle')} />
      <FeaturePageBody>
        <p>{t('burn.permit.notFoundText')}</p>
      </FeaturePageBody>
    </>
  );
}
