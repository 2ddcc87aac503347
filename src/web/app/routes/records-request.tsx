import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import { findSiteDocument, type SiteDocument } from '#domain/documents/document-library.schema.ts';
import type { RecordsRequestPage } from '#domain/content/page-content.schema.ts';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { EmailLink, PhoneLink } from '#web/components/ui/contact-links.tsx';
import { PdfLink } from '#web/components/ui/pdf-link.tsx';
import {
  DocumentTitle,
  useDocumentDescriptionLanguage,
} from '#web/components/page/document-title.tsx';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { FormattedMessage } from 'react-intl';
import { useContentBlocks, useEnglishContent, useText } from '#web/lib/i18n.tsx';

function DocumentList({
  ids,
  documents,
}: {
  ids: readonly string[];
  documents: readonly SiteDocument[];
}) {
  const t = useText();
  // A document's title and description have Spanish versions (decisions 329, 346).
  const descriptionLanguage = useDocumentDescriptionLanguage();
  return (
    <ul className="document-list">
      {ids.map((id) => {
        const pdf = findSiteDocument(documents, id);
        if (!pdf) return null;
        return (
          <li key={id}>
            <PdfLink
              document={pdf}
              label={<DocumentTitle document={pdf} />}
              hint={t('link.pdfOpensInNewTab')}
            />
            {pdf.description ? (
              <p className="document-list__description" {...descriptionLanguage(pdf)}>
                {pdf.description}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function RecordsRequestRoute({
  content,
  district,
  documents,
}: {
  content: RecordsRequestPage;
  district: DistrictDetails;
  documents: readonly SiteDocument[];
}) {
  const officer = district.recordsOfficer;
  const { street, city, state, zip } = district.address;
  const t = useText();
  const english = useContentBlocks('page');
  // Names stay as entered (English); the officer's hours have a Spanish version (decision 331).
  const districtLanguage = useEnglishContent();
  const districtWords = useContentBlocks('district');
  return (
    <>
      <ContentPageHeader content={content} />
      <div className="container page-body two-column two-column--wide-first">
        <section className="section" aria-labelledby="grama-title">
          <h2 id="grama-title" {...english('gramaTitle')}>
            {content.gramaTitle}
          </h2>
          <RichText
            html={content.gramaExplanationHtml}
            lang={english('gramaExplanationHtml').lang}
          />
          <h2 {...english('formsTitle')}>{content.formsTitle}</h2>
          <p>
            <FormattedMessage
              id="content.recordsRequest.online"
              values={{
                link: (
                  <a href="/public-records/request/online">
                    {t('content.recordsRequest.onlineLink')}
                  </a>
                ),
              }}
            />
          </p>
          <DocumentList ids={content.formIds} documents={documents} />
          <h2 {...english('additionalDocumentsTitle')}>{content.additionalDocumentsTitle}</h2>
          <DocumentList ids={content.additionalDocumentIds} documents={documents} />
        </section>
        <section className="card card--aside" aria-labelledby="officer-title">
          <h2 id="officer-title" className="card__title" {...english('officerTitle')}>
            {content.officerTitle}
          </h2>
          <dl className="details-list">
            <dt>{t('contact.name')}</dt>
            <dd {...districtLanguage}>{officer.name}</dd>
            <dt>{t('contact.email')}</dt>
            <dd>
              <EmailLink email={officer.email} />
            </dd>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <PhoneLink phone={officer.phone} />
            </dd>
            <dt>{t('contact.hours')}</dt>
            <dd {...districtWords('recordsOfficerHours')}>{officer.hours}</dd>
            <dt>{t('about.address')}</dt>
            <dd>
              {street}, {city} {state} {zip}
            </dd>
          </dl>
        </section>
      </div>
    </>
  );
}
