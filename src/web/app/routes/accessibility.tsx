import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { AccessibilityPage } from '#domain/documents/document-pages.schema.ts';
import { FormattedMessage } from 'react-intl';
import { PhoneLink } from '#web/components/ui/contact-links.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { RecordsOfficerHoursLine } from '#web/features/pages/components/records-officer-hours.tsx';
import { InEnglish, useContentBlocks, useText } from '#web/lib/i18n.tsx';

/** /accessibility: the WCAG 2.1 AA statement and how to ask for help (issue 10, item 5). */
export function AccessibilityRoute({
  content,
  district,
}: {
  content: AccessibilityPage;
  district: DistrictDetails;
}) {
  const officer = district.recordsOfficer;
  const mailto = `mailto:${officer.email}?subject=${encodeURIComponent(content.accessibleCopySubject)}`;
  const t = useText();
  const english = useContentBlocks('page');
  return (
    <>
      <ContentPageHeader content={content} />
      <div className="container page-body prose">
        {content.sections.map((section) => (
          <section key={section.title} className="section" {...english('sections')}>
            <h2>{section.title}</h2>
            <RichText html={section.bodyHtml} />
          </section>
        ))}
        <section className="section card" aria-labelledby="accessibility-help">
          <h2 id="accessibility-help" className="card__title" {...english('helpTitle')}>
            {content.helpTitle}
          </h2>
          <p {...english('helpIntro')}>{content.helpIntro}</p>
          <ul className="contact-list">
            <li>
              <FormattedMessage
                id="contact.emailAfterName"
                values={{ name: <InEnglish>{officer.name}</InEnglish> }}
              />{' '}
              <a href={mailto}>{officer.email}</a>
            </li>
            <li>
              {t('contact.phoneLine')} <PhoneLink phone={officer.phone} />
            </li>
            <RecordsOfficerHoursLine hours={officer.hours} />
          </ul>
        </section>
      </div>
    </>
  );
}
