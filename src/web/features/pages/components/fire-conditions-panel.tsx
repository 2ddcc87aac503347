import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import type { FireConditions } from '#domain/content/fire-conditions.schema.ts';
import { CalendarDay } from '#web/components/ui/calendar-day.tsx';
import { PhoneLink } from '#web/components/ui/contact-links.tsx';
import { ExternalLink } from '#web/components/ui/external-link.tsx';

/** The home page's fire conditions panel (issue 9, item 6): danger, burning, restrictions. */
export function FireConditionsPanel({
  conditions,
  burnDay,
}: {
  conditions: FireConditions;
  /** Today's burn day status (issue 19); when present it, not the content, says if burning is allowed. */
  burnDay?: BurnDayStatus | undefined;
}) {
  const dangerClass = `danger-badge danger-badge--${conditions.danger.toLowerCase().replace(' ', '-')}`;
  return (
    <section
      id="fire-conditions"
      className="restrictions-banner fire-conditions"
      aria-labelledby="fire-conditions-title"
    >
      <div className="container">
        <h2 id="fire-conditions-title" className="restrictions-banner__title">
          {conditions.heading}
        </h2>
        <dl className="fire-conditions__facts">
          <div>
            <dt>Fire danger</dt>
            <dd>
              <span className={dangerClass}>{conditions.danger}</span>
            </dd>
          </div>
          <div>
            <dt>Open burning</dt>
            {burnDay ? (
              <dd>
                <strong>{burnDay.headline}</strong>
                {burnDay.reason ? ` ${burnDay.reason}` : ''}{' '}
                <a href="/permits/burn">Open burn permits and check-in</a>
              </dd>
            ) : (
              <dd>
                <strong>
                  {conditions.prohibitsOpenBurning ? 'Prohibited' : 'Permit and burn day needed'}
                </strong>{' '}
                (season <CalendarDay day={conditions.openBurningSeason.from} /> to{' '}
                <CalendarDay day={conditions.openBurningSeason.to} />)
              </dd>
            )}
          </div>
          <div>
            <dt>In effect since</dt>
            <dd>
              <CalendarDay day={conditions.effectiveDate} />
            </dd>
          </div>
        </dl>
        <p>{conditions.restrictionsIntro}</p>
        <ul className="restrictions-banner__list" aria-label="Current restrictions">
          {conditions.restrictions.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          {conditions.dispatchNote} Dispatch: <PhoneLink phone={conditions.dispatchPhone} />
        </p>
        {conditions.stateLinks.length > 0 ? (
          <ul className="fire-conditions__links">
            {conditions.stateLinks.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
