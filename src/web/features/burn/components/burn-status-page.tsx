import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import { BURN_PATHS, type BurnPageView } from '#domain/burn/burn-pages.ts';
import { CAP_PATHS } from '#domain/cap/cap-paths.ts';
import { feedPathInLocale } from '#domain/i18n/locale.ts';
import { describeBurnWindowsIn } from '#domain/burn/burn-words.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { FeaturePageBody } from '#web/components/ui/server-form.tsx';
import { useBurnIntl } from '#web/lib/burn-intl.tsx';
import { StatusBox } from './burn-status-box.tsx';

/** The status page and the open-burning overview: what today allows, and how permits work. */

export function StatusPage({ status }: { status: BurnDayStatus }) {
  const { t } = useBurnIntl();
  return (
    <FeaturePageBody>
      <StatusBox status={status} isPageHeading />
      <p>
        <a href={BURN_PATHS.page}>{t('burn.status.aboutLink')}</a>
      </p>
      <p>
        {/* A No burning day is published as CAP 1.2 for other alerting systems (decision 340). */}
        <a href={CAP_PATHS.index} type="application/atom+xml">
          {t('cap.statusPageLink')}
        </a>
      </p>
    </FeaturePageBody>
  );
}

export function OverviewPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-overview' }> }) {
  const { status, settings } = view;
  const intl = useBurnIntl();
  const { t } = intl;
  return (
    <>
      <PageHeader title={t('burn.overview.title')} />
      <FeaturePageBody>
        <StatusBox status={status} isPageHeading={false} />
        <h2>{t('burn.overview.permitsHeading')}</h2>
        <p>
          {t('burn.overview.needPermit', {
            windows: describeBurnWindowsIn(settings.windows, intl),
          })}
        </p>
        <p>
          <a href={BURN_PATHS.apply}>{t('burn.overview.applyLink')}</a>
          {settings.feeCents === 0 ? t('burn.overview.noFee') : null}
        </p>
        <h2>{t('burn.overview.dayHeading')}</h2>
        <p>{t('burn.overview.dayText')}</p>
        <p>
          <a href={BURN_PATHS.status}>{t('burn.overview.statusLink')}</a>
        </p>
        <p>
          {/* The feed keeps its one address; its language rides in the query (decision 332). */}
          <a href={feedPathInLocale(BURN_PATHS.statusFeed, intl.locale)}>
            {t('burn.overview.feedLink')}
          </a>
        </p>
      </FeaturePageBody>
    </>
  );
}
