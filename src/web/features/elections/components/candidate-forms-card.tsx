import { useCallback, useRef, useState } from 'react';
import {
  getImageSet,
  type ImageSetDocument,
  type ImageSetPage,
} from '#domain/content/documents.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { CalendarDay } from '#web/components/ui/calendar-day.tsx';
import { ImageViewer } from './image-viewer.tsx';

const CARD_ID = 'candidate-forms';

interface CandidateFormsCardProps {
  imageSet: ImageSetDocument;
  accessibleCopy: { email: string; subject: string };
}

/**
 * The 2025 Candidate Forms card and its view-only page viewer. Prerendered with a plain link to
 * the first page; the island swaps in the View button that opens the viewer once it hydrates.
 */
export function CandidateFormsCard({ imageSet, accessibleCopy }: CandidateFormsCardProps) {
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
        <h2 id={titleId} className="card__title">
          {imageSet.title}
        </h2>
        {imageSet.description ? <p>{imageSet.description}</p> : null}
        <p className="document-card__meta">
          {imageSet.pages.length} page images, view only
          {imageSet.date ? (
            <>
              {' · '}
              <CalendarDay day={imageSet.date} />
            </>
          ) : null}
        </p>
        <div className="document-card__actions">
          <ClientOnly
            fallback={
              <a className="button" href={firstPage?.href} aria-describedby={titleId}>
                View
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
              View
            </button>
          </ClientOnly>
        </div>
        <p className="document-card__accessible-copy">
          The pages are images. To get the forms in a format your screen reader or other assistive
          technology can read, or in large print,{' '}
          <a href={mailto}>e-mail the records officer at {accessibleCopy.email}</a> and ask for an
          accessible copy.
        </p>
      </article>
      {isOpen ? (
        <ImageViewer
          id={`${CARD_ID}-viewer`}
          title={imageSet.title}
          pages={imageSet.pages}
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
}: {
  accessibleCopy: { email: string; subject: string };
  pages: ImageSetPage[];
}) {
  return (
    <CandidateFormsCard
      imageSet={{ ...getImageSet('candidate-forms'), pages }}
      accessibleCopy={accessibleCopy}
    />
  );
}
