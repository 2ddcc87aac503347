import { FormattedMessage } from 'react-intl';
import type { ContactPage } from '#domain/content/page-content.schema.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import { EmailLink, PhoneLink, toTelHref } from '#web/components/ui/contact-links.tsx';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { useContentBlocks, useEnglishContent, useText } from '#web/lib/i18n.tsx';

export function ContactRoute({
  content,
  district,
}: {
  content: ContactPage;
  district: DistrictDetails;
}) {
  const { street, city, state, zip } = district.address;
  const t = useText();
  const english = useContentBlocks('page');
  // Names stay as entered (English); the office hours have a Spanish version (decision 331).
  const districtLanguage = useEnglishContent();
  const districtWords = useContentBlocks('district');
  return (
    <>
      <ContentPageHeader content={content} />
      <div className="container page-body">
        <ul className="card-grid">
          <li className="card card--emergency">
            <h2 className="card__title" {...english('emergency')}>
              {content.emergency.title}
            </h2>
            <p {...english('emergency')}>{content.emergency.body}</p>
            <p>
              <a href={toTelHref(district.emergencyNumber)} className="button button--large tel">
                {t('contact.call', { phone: district.emergencyNumber })}
              </a>
            </p>
          </li>
          <li className="card">
            <h2 className="card__title" {...english('mainOfficeTitle')}>
              {content.mainOfficeTitle}
            </h2>
            <p>
              {district.name}
              <br />
              {street}
              <br />
              {city}, {state} {zip}
            </p>
            <dl className="details-list">
              <dt>{t('contact.phone')}</dt>
              <dd>
                <PhoneLink phone={district.mainOffice.phone} />
              </dd>
              <dt>{t('contact.hours')}</dt>
              <dd {...districtWords('mainOfficeHours')}>{district.mainOffice.hours}</dd>
              {district.mainOffice.email ? (
                <>
                  <dt>{t('contact.email')}</dt>
                  <dd>
                    <EmailLink email={district.mainOffice.email} />
                  </dd>
                </>
              ) : null}
            </dl>
          </li>
          <li className="card">
            <h2 className="card__title" {...english('fireMarshalTitle')}>
              {content.fireMarshalTitle}
            </h2>
            <p {...english('fireMarshalBody')}>{content.fireMarshalBody}</p>
            <dl className="details-list">
              <dt>{t('contact.name')}</dt>
              {/* The district's details are staff content, English until translated. */}
              <dd {...districtLanguage}>{district.fireMarshal.name}</dd>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <PhoneLink phone={district.fireMarshal.phone} />
              </dd>
              <dt>{t('contact.email')}</dt>
              <dd>
                <EmailLink email={district.fireMarshal.email} />
              </dd>
            </dl>
          </li>
        </ul>
        {/* Issue 37 item 6: the property registry, for what crews should know at the gate. */}
        <p>
          <FormattedMessage
            id="content.propertyProfile.contact"
            values={{
              link: <a href="/property-profile">{t('content.propertyProfile.link')}</a>,
            }}
          />
        </p>
        <p className="closing-message" {...english('closing')}>
          {content.closing}
        </p>
      </div>
    </>
  );
}
