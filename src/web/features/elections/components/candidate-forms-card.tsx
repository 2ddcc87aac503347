import { useCallback, useRef, useState } from 'react';
import {
  getImageSet,
  type ImageSetDocument,
  type ImageSetPage,
} from '#domain/content/documents.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { CalendarDay } from '#web/components/ui/calendar-day.tsx';
import { ImageViewer } from './image-viewer.tsx';
import { islandTranslator, type IslandLocale, type IslandText } from './island-text.ts';

const CARD_ID = 'candidate-forms';

interface CandidateFormsCardProps {
  imageSet: ImageSetDocument;
  accessibleCopy: { email: string; subject: string };
  /** The words in the page's language (island-text.ts); English without. */
  text?: IslandText | undefined;
  /** The page's language; on a Spanish page the set's title, description and pages are English. */
  locale?: IslandLocale | undefined;
}

/**
 * The 2025 Candidate Forms card and its view-only page viewer. Prerendered with a plain link to
 * the first page; the island swaps in the View button that opens the viewer once it hydrates.
 */
export function CandidateFormsCard({
  imageSet,
  accessibleCopy,
  text,
  locale = 'en-US',
}: CandidateFormsCardProps) {
  const translate = islandTranslator(text);
  // The manifest's title and description read in the page's language where the catalogue has
  // them (the manifest's English as shipped); anything else stays English, marked.
  const langOf = (english: string, shown: string) =>
    locale === 'en-US' || shown !== english ? undefined : 'en';
  const title = translate(imageSet.title);
  // The library's page texts have no Spanish yet: the viewer marks them (and its title) English.
  const contentLang = locale === 'en-US' ? undefined : 'en';
  const description = imageSet.description ? translate(imageSet.description) : undefined;
  const [isOpen, setIsOpen] = useState(false);
  const viewButtonRef = useRef<HTMLButtonElement>(null);
  const firstPage = imageSet.pages[0];
  const titleId = `${CARD_ID}-card-title`;
  const mailto = `mailto:${accessibleCopy.email}?subject=${encodeURIComponent(accessibleCopy.subject)}`;

  const closeViewer = useCallback(() => {
    setIsOpen(false);
    viewButtonRef.current?.focus();
  }, []);

  return (
    <>
      <article className="card document-card" aria-labelledby={titleId}>
        <h2 id={titleId} className="card__title" lang={langOf(imageSet.title, title)}>
          {title}
        </h2>
        {description ? (
          <p lang={langOf(imageSet.description ?? '', description)}>{description}</p>
        ) : null}
        <p className="document-card__meta">
          {translate('{count} page images, view only', { count: imageSet.pages.length })}
          {imageSet.date ? (
            <>
              {' · '}
              <CalendarDay day={imageSet.date} locale={locale} />
            </>
          ) : null}
        </p>
        <div className="document-card__actions">
          <ClientOnly
            fallback={
              <a className="button" href={firstPage?.href} aria-describedby={titleId}>
                {translate('View')}
              </a>
            }
          >
            <button
              ref={viewButtonRef}
              type="button"
              className="button"
              aria-haspopup="dialog"
              aria-describedby={titleId}
              onClick={() => setIsOpen(true)}
            >
              {translate('View')}
            </button>
          </ClientOnly>
        </div>
        <p className="document-card__accessible-copy">
          {translate(
            'The pages are images. To get the forms in a format your screen reader or other assistive technology can read, or in large print,',
          )}{' '}
          <a href={mailto}>
            {translate('e-mail the records officer at {email}', { email: accessibleCopy.email })}
          </a>{' '}
          {translate('and ask for an accessible copy.')}
        </p>
      </article>
      {isOpen ? (
        <ImageViewer
          id={`${CARD_ID}-viewer`}
          title={imageSet.title}
          pages={imageSet.pages}
          text={text}
          contentLang={contentLang}
          onClose={closeViewer}
        />
      ) : null}
    </>
  );
}

/**
 * The card with its documents, no router: the page renders it and the island hydrates it with
 * the same props (read back from the island element's data attributes), so both render the same
 * markup. The pages and their text alternatives come from the documents library; the set's
 * title, description and date from the manifest.
 */
export function CandidateFormsIsland({
  accessibleCopy,
  pages,
  text,
  locale,
}: {
  accessibleCopy: { email: string; subject: string };
  pages: ImageSetPage[];
  text?: IslandText | undefined;
  locale?: IslandLocale | undefined;
}) {
  return (
    <CandidateFormsCard
      imageSet={{ ...getImageSet('candidate-forms'), pages }}
      accessibleCopy={accessibleCopy}
      text={text}
      locale={locale}
    />
  );
}
