import { CONTACT } from '#domain/content/contact.ts';
import { DISTRICT } from '#domain/content/district.ts';
import { EmailLink, PhoneLink } from '#web/components/ui/contact-links.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function ContactRoute() {
  const { street, city, state, zip } = DISTRICT.address;
  return (
    <>
      <PageHeader title={CONTACT.title} lead={CONTACT.intro} />
      <div className="container page-body">
        <ul className="card-grid">
          <li className="card card--emergency">
            <h2 className="card__title">{CONTACT.emergency.title}</h2>
            <p>{CONTACT.emergency.body}</p>
            <p>
              <a href={`tel:${DISTRICT.emergencyNumber}`} className="button button--large">
                Call {DISTRICT.emergencyNumber}
              </a>
            </p>
          </li>
          <li className="card">
            <h2 className="card__title">{CONTACT.mainOfficeTitle}</h2>
            <p>
              {DISTRICT.name}
              <br />
              {street}
              <br />
              {city}, {state} {zip}
            </p>
            <dl className="details-list">
              <dt>Phone</dt>
              <dd>
                <PhoneLink phone={DISTRICT.mainOffice.phone} />
              </dd>
              <dt>Hours</dt>
              <dd>{DISTRICT.mainOffice.hours}</dd>
            </dl>
          </li>
          <li className="card">
            <h2 className="card__title">{CONTACT.fireMarshalTitle}</h2>
            <p>{CONTACT.fireMarshalBody}</p>
            <dl className="details-list">
              <dt>Name</dt>
              <dd>{DISTRICT.fireMarshal.name}</dd>
              <dt>Phone</dt>
              <dd>
                <PhoneLink phone={DISTRICT.fireMarshal.phone} />
              </dd>
              <dt>E-mail</dt>
              <dd>
                <EmailLink email={DISTRICT.fireMarshal.email} />
              </dd>
            </dl>
          </li>
        </ul>
        <p className="closing-message">{CONTACT.closing}</p>
      </div>
    </>
  );
}
