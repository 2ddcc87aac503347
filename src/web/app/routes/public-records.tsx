import { Link } from 'react-router';
import { DISTRICT } from '#domain/content/district.ts';
import { BOARD_MEETING_SCHEDULE } from '#domain/content/meetings.ts';
import { PUBLIC_RECORDS } from '#domain/content/public-records.ts';
import { EmailLink, PhoneLink } from '#web/components/ui/contact-links.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function PublicRecordsRoute() {
  const officer = DISTRICT.recordsOfficer;
  return (
    <>
      <PageHeader title="Public Records" lead={PUBLIC_RECORDS.intro}>
        <nav aria-label="Public records" className="button-row">
          {PUBLIC_RECORDS.navigation.map((item) => (
            <Link key={item.path} to={item.path} className="button button--secondary">
              {item.label}
            </Link>
          ))}
        </nav>
      </PageHeader>
      <div className="container page-body">
        <section className="section" aria-labelledby="records-documents">
          <h2 id="records-documents">Documents</h2>
          <ul className="card-grid">
            {PUBLIC_RECORDS.cards.map((card) => (
              <li key={card.title} className="card">
                <h3 className="card__title">
                  {card.title}
                  {card.isComingSoon ? (
                    <>
                      {' '}
                      <span className="badge badge--soon">Coming Soon</span>
                    </>
                  ) : null}
                </h3>
                <p>{card.description}</p>
                {card.link ? (
                  <p className="card__action">
                    <Link to={card.link.path}>{card.link.label}</Link>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <div className="two-column">
          <section className="section card" aria-labelledby="records-schedule">
            <h2 id="records-schedule" className="card__title">
              Meeting Schedule
            </h2>
            <p>
              {PUBLIC_RECORDS.meetingScheduleIntro}{' '}
              <strong>{BOARD_MEETING_SCHEDULE.overview}</strong>.
            </p>
          </section>
          <section className="section card" aria-labelledby="records-officer">
            <h2 id="records-officer" className="card__title">
              Records Officer
            </h2>
            <p>{officer.name}</p>
            <ul className="contact-list">
              <li>
                Phone: <PhoneLink phone={officer.phone} />
              </li>
              <li>
                E-mail: <EmailLink email={officer.email} />
              </li>
              <li>Hours: {officer.hours}</li>
            </ul>
          </section>
        </div>
        <section className="section note" aria-labelledby="records-grama">
          <h2 id="records-grama">{PUBLIC_RECORDS.gramaNote.title}</h2>
          <p>{PUBLIC_RECORDS.gramaNote.body}</p>
          <p>
            <Link to="/public-records/request">How to make a records request</Link>
          </p>
        </section>
      </div>
    </>
  );
}
