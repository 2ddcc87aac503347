import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import type { FireConditions } from '#domain/content/fire-conditions.schema.ts';
import { FormattedMessage } from 'react-intl';
import { PhoneLink } from '#web/components/ui/contact-links.tsx';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { burnHeadline } from '#domain/burn/burn-words.ts';
import { BurnDayReason, useBurnIntl } from '#web/lib/burn-intl.tsx';
import { InEnglish, LocalDay, useContentBlocks, useText } from '#web/lib/i18n.tsx';

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
  const t = useText();
  // The burn day in the page's language, as /permits/burn says it (decision 324).
  const burnIntl = useBurnIntl();
  // The panel's words are staff content, English until staff write their Spanish (decision 327).
  const english = useContentBlocks('fireConditions');
  return (
    <section
      id="fire-conditions"
      className="restrictions-banner fire-conditions"
      aria-labelledby="fire-conditions-title"
    >
      <div className="container">
        <h2
          id="fire-conditions-title"
          className="restrictions-banner__title"
          {...english('heading')}
        >
          {conditions.heading}
        </h2>
        <dl className="fire-conditions__facts">
          <div>
            <dt>{t('fireConditions.danger')}</dt>
            <dd>
              <span className={dangerClass}>{t(`content.fireDanger.${conditions.danger}`)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('fireConditions.openBurning')}</dt>
            {burnDay ? (
              <dd>
                <strong>{burnHeadline(burnDay, burnIntl)}</strong>
                {burnDay.reason ? (
                  <>
                    {' '}
                    <BurnDayReason status={burnDay} />
                  </>
                ) : null}{' '}
                <a href="/permits/burn">{t('fireConditions.burnPermitsLink')}</a>
              </dd>
            ) : (
              <dd>
                <strong>
                  {conditions.prohibitsOpenBurning
                    ? t('fireConditions.prohibited')
                    : t('fireConditions.permitNeeded')}
                </strong>{' '}
                <FormattedMessage
                  id="fireConditions.season"
                  values={{
                    from: <LocalDay day={conditions.openBurningSeason.from} />,
                    to: <LocalDay day={conditions.openBurningSeason.to} />,
                  }}
                />
              </dd>
            )}
          </div>
          <div>
            <dt>{t('fireConditions.effectiveSince')}</dt>
            <dd>
              <LocalDay day={conditions.effectiveDate} />
            </dd>
          </div>
        </dl>
        <p {...english('restrictionsIntro')}>{conditions.restrictionsIntro}</p>
        <ul
          className="restrictions-banner__list"
          aria-label={t('fireConditions.restrictionsLabel')}
        >
          {conditions.restrictions.map((item) => (
            <li key={item} {...english('restrictions')}>
              {item}
            </li>
          ))}
        </ul>
        <p>
          <InEnglish isTranslated={!english('dispatchNote').lang}>
            {conditions.dispatchNote}
          </InEnglish>{' '}
          {t('fireConditions.dispatch')} <PhoneLink phone={conditions.dispatchPhone} />
        </p>
        {conditions.stateLinks.length > 0 ? (
          <ul className="fire-conditions__links">
            {conditions.stateLinks.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href} hint={t('link.opensInNewTab')}>
                  <InEnglish isTranslated={!english('stateLinks').lang}>{link.label}</InEnglish>
                </ExternalLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
