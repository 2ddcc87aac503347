import type { ContactPage } from '#domain/content/page-content.schema.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import { EmailLink, PhoneLink, toTelHref } from '#web/components/ui/contact-links.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function ContactRoute({
  content,
  district,
}: {
  content: ContactPage;
  district: DistrictDetails;
}) {
  const { street, city, state, zip } = district.address;
  return (
    <>
      <PageHeader title={content.title} lead={content.intro} />
      <div className="container page-body">
        <ul className="card-grid">
          <li className="card card--emergency">
            <h2 className="card__title">{content.emergency.title}</h2>
            <p>{content.emergency.body}</p>
            <p>
              <a href={toTelHref(district.emergencyNumber)} className="button button--large tel">
                Call {district.emergencyNumber}
              </a>
            </p>
          </li>
          <li className="card">
            <h2 className="card__title">{content.mainOfficeTitle}</h2>
            <p>
              {district.name}
              <br />
              {street}
              <br />
              {city}, {state} {zip}
            </p>
            <dl className="details-list">
              <dt>Phone</dt>
              <dd>
                <PhoneLink phone={district.mainOffice.phone} />
              </dd>
              <dt>Hours</dt>
              <dd>{district.mainOffice.hours}</dd>
              {district.mainOffice.email ? (
                <>
                  <dt>E-mail</dt>
                  <dd>
                    <EmailLink email={district.mainOffice.email} />
                  </dd>
                </>
              ) : null}
            </dl>
          </li>
          <li className="card">
            <h2 className="card__title">{content.fireMarshalTitle}</h2>
            <p>{content.fireMarshalBody}</p>
            <dl className="details-list">
              <dt>Name</dt>
              <dd>{district.fireMarshal.name}</dd>
              <dt>Phone</dt>
              <dd>
                <PhoneLink phone={district.fireMarshal.phone} />
              </dd>
              <dt>E-mail</dt>
              <dd>
                <EmailLink email={district.fireMarshal.email} />
              </dd>
            </dl>
          </li>
        </ul>
        <p className="closing-message">{content.closing}</p>
      </div>
    </>
  );
}
