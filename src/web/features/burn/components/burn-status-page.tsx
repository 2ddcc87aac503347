import { describeBurnWindows, type BurnDayStatus } from '#domain/burn/burn-day.ts';
import { BURN_PATHS, type BurnPageView } from '#domain/burn/burn-pages.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { FeaturePageBody } from '#web/components/ui/server-form.tsx';
import { StatusBox } from './burn-status-box.tsx';

/** The status page and the open-burning overview: what today allows, and how permits work. */

export function StatusPage({ status }: { status: BurnDayStatus }) {
  return (
    <FeaturePageBody>
      <StatusBox status={status} isPageHeading />
      <p>
        <a href={BURN_PATHS.page}>About open burn permits</a>
      </p>
    </FeaturePageBody>
  );
}

export function OverviewPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-overview' }> }) {
  const { status, settings } = view;
  return (
    <>
      <PageHeader title="Open burning" />
      <FeaturePageBody>
        <StatusBox status={status} isPageHeading={false} />
        <h2>Open burn permits</h2>
        <p>
          {`You need a permit for each burn of yard waste, a ditch bank or agricultural material. Burning is allowed only from ${describeBurnWindows(settings.windows)}, and only on burn days.`}
        </p>
        <p>
          <a href={BURN_PATHS.apply}>Apply for an open burn permit</a>
          {settings.feeCents === 0 ? ' (no fee)' : null}
        </p>
        <h2>On the day you burn</h2>
        <p>
          Check the status above, then check in with the private link in your permit e-mail before
          you light. If the status changes to No burning, put your fire out: we e-mail everyone who
          checked in.
        </p>
        <p>
          <a href={BURN_PATHS.status}>Today’s status on its own page</a>
        </p>
        <p>
          <a href={BURN_PATHS.statusFeed}>Add burn days to your calendar (iCalendar feed)</a>
        </p>
      </FeaturePageBody>
    </>
  );
}
