import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import { formatLongDay } from '#domain/calendar-date.ts';

/** Today's burn day status as every burn page shows it, and the dates it is written with. */

export { formatLongDay as formatDay };

function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/Denver',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export function StatusBox({
  status,
  isPageHeading,
}: {
  status: BurnDayStatus;
  isPageHeading: boolean;
}) {
  const Heading = isPageHeading ? 'h1' : 'h2';
  return (
    <section
      className={`burn-status burn-status--${status.isBurningAllowed ? 'allowed' : 'forbidden'}`}
      aria-labelledby="burn-status-title"
    >
      <Heading id="burn-status-title">Burn day status</Heading>
      <p>
        <strong>{status.headline}</strong>
      </p>
      {status.reason ? <p>{status.reason}</p> : null}
      <p>
        {`For ${formatLongDay(status.day)}, until ${formatInstant(status.validUntil)} Mountain time.${
          status.clearingIndex !== null ? ` Clearing index: ${status.clearingIndex}.` : ''
        }`}
      </p>
    </section>
  );
}
