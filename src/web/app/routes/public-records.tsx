import { Link } from 'react-router';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import type { PublicRecordsPage } from '#domain/content/page-content.schema.ts';
import {
  overviewScheduleReadingIn,
  type MeetingSchedule,
} from '#domain/meetings/meeting-schedule.ts';
import { EmailLink, PhoneLink } from '#web/components/ui/contact-links.tsx';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { RecordsOfficerHoursLine } from '#web/features/pages/components/records-officer-hours.tsx';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import {
  InEnglish,
  useContentBlocks,
  useEnglishContent,
  useLocale,
  useText,
} from '#web/lib/i18n.tsx';

export function PublicRecordsRoute({
  content,
  district,
  documents,
  meetingSchedule,
}: {
  content: PublicRecordsPage;
  district: DistrictDetails;
  documents: readonly SiteDocument[];
  /** The board's one schedule, which the minutes page holds. */
  meetingSchedule: MeetingSchedule | null;
}) {
  const officer = district.recordsOfficer;
  // A "Coming Soon" card turns into its link once the library publishes a document of its kind.
  const hasDocuments = (category: string) =>
    documents.some((document) => document.category === category && !document.isArchived);
  const cards = content.cards.map((card) =>
    card.whenDocuments && hasDocuments(card.whenDocuments.category)
      ? { ...card, isComingSoon: false, link: card.whenDocuments.link }
      : card,
  );
  const t = useText();
  const english = useContentBlocks('page');
  // Names stay as entered (English); the officer's hours have a Spanish version (decision 331).
  const districtLanguage = useEnglishContent();
  const locale = useLocale();
  const reading = meetingSchedule
    ? overviewScheduleReadingIn(meetingSchedule, createSiteIntl(locale))
    : null;
  return (
    <>
      <ContentPageHeader content={content}>
        <nav aria-label={t('records.navigation')} className="button-row">
          {content.navigation.map((item) => (
            <Link
              key={item.path}
              to={item.path}
              className="button button--secondary"
              {...english('navigation')}
            >
              {item.label}
            </Link>
          ))}
        </nav>
      </ContentPageHeader>
      <div className="container page-body">
        <section className="section" aria-labelledby="records-documents">
          <h2 id="records-documents" {...english('documentsTitle')}>
            {content.documentsTitle}
          </h2>
          <ul className="card-grid">
            {cards.map((card) => (
              <li key={card.title} className="card">
                <h3 className="card__title">
                  <InEnglish isTranslated={!english('cards').lang}>{card.title}</InEnglish>
                  {card.isComingSoon ? (
                    <>
                      {' '}
                      <span className="badge badge--soon">{t('records.comingSoon')}</span>
                    </>
                  ) : null}
                </h3>
                <p {...english('cards')}>{card.description}</p>
                {card.link ? (
                  <p className="card__action">
                    <Link to={card.link.path} {...english('cards')}>
                      {card.link.label}
                    </Link>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <div className="two-column">
          <section className="section card" aria-labelledby="records-schedule">
            <h2 id="records-schedule" className="card__title" {...english('meetingScheduleTitle')}>
              {content.meetingScheduleTitle}
            </h2>
            {meetingSchedule ? (
              <p {...english('meetingScheduleIntro')}>
                {content.meetingScheduleIntro}{' '}
                <strong>
                  {/* Staff's own reading has no Spanish version: it stays English, marked. */}
                  <InEnglish isTranslated={reading?.isEnglish !== true}>{reading?.text}</InEnglish>
                </strong>
                .
              </p>
            ) : null}
          </section>
          <section className="section card" aria-labelledby="records-officer">
            <h2 id="records-officer" className="card__title" {...english('recordsOfficerTitle')}>
              {content.recordsOfficerTitle}
            </h2>
            <p {...districtLanguage}>{officer.name}</p>
            <ul className="contact-list">
              <li>
                {t('contact.phoneLine')} <PhoneLink phone={officer.phone} />
              </li>
              <li>
                {t('contact.emailLine')} <EmailLink email={officer.email} />
              </li>
              <RecordsOfficerHoursLine hours={officer.hours} />
            </ul>
          </section>
        </div>
        <section className="section note" aria-labelledby="records-grama">
          <h2 id="records-grama" {...english('gramaNote')}>
            {content.gramaNote.title}
          </h2>
          <p {...english('gramaNote')}>{content.gramaNote.body}</p>
          <p>
            <Link to={content.requestLink.path} {...english('requestLink')}>
              {content.requestLink.label}
            </Link>
          </p>
          {content.archiveLink ? (
            <p>
              <Link to={content.archiveLink.path} {...english('archiveLink')}>
                {content.archiveLink.label}
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}
