import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import { burnHeadline, formatBurnDay, formatBurnInstant } from '#domain/burn/burn-words.ts';
import { BurnDayReason, useBurnIntl } from '#web/lib/burn-intl.tsx';

/** Today's burn day status as every burn page shows it, in the page's language. */
export function StatusBox({
  status,
  isPageHeading,
}: {
  status: BurnDayStatus;
  isPageHeading: boolean;
}) {
  const intl = useBurnIntl();
  const Heading = isPageHeading ? 'h1' : 'h2';
  const validity = intl.t('burn.status.validity', {
    day: formatBurnDay(intl, status.day),
    until: formatBurnInstant(intl, status.validUntil),
  });
  return (
    <section
      className={`burn-status burn-status--${status.isBurningAllowed ? 'allowed' : 'forbidden'}`}
      aria-labelledby="burn-status-title"
    >
      <Heading id="burn-status-title">{intl.t('burn.status.heading')}</Heading>
      <p>
        <strong>{burnHeadline(status, intl)}</strong>
      </p>
      {status.reason ? (
        <p>
          <BurnDayReason status={status} />
        </p>
      ) : null}
      <p>
        {`${validity}${
          status.clearingIndex !== null
            ? ` ${intl.t('burn.status.clearingIndex', { index: String(status.clearingIndex) })}`
            : ''
        }`}
      </p>
    </section>
  );
}
