import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { ImageSetPage } from '#domain/content/documents.ts';
import { islandTranslator, type IslandText } from './island-text.ts';

export const VIEW_ONLY_BANNER = 'VIEW ONLY - NO DOWNLOAD/PRINT/SAVE';

/** Accepts a "Go to page" value only when it names an existing page (0-based index). */
export function parsePageIndex(value: string, pageCount: number): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const index = Number(value);
  return index < pageCount ? index : undefined;
}

const FOCUSABLE =
  'button:not([disabled]), select:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** A modal <dialog> makes the page inert, but Tab may still leave for the browser's own UI. */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const isInside = dialog.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !isInside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !isInside)) {
    event.preventDefault();
    first.focus();
  }
}

interface ImageViewerProps {
  /** Prefix for element ids; one viewer per id on a page. */
  id: string;
  title: string;
  pages: readonly ImageSetPage[];
  /** The words in the page's language (island-text.ts); English without. */
  text?: IslandText;
  /** `en` when the title and the pages' text are English on a page in another language. */
  contentLang?: 'en' | undefined;
  /** Called after the dialog has closed (close button, backdrop click or Escape). */
  onClose: () => void;
}

/**
 * A view-only modal over a set of page images (spec §4, "Election image viewer": open on page
 * index 0 to pages.length - 1). The native modal <dialog> traps focus and closes on Escape; the
 * blocked right-click, drag and selection deter casual copying only, as the district asks.
 */
export function ImageViewer({ id, title, pages, text, contentLang, onClose }: ImageViewerProps) {
  const translate = islandTranslator(text);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const pageCount = pages.length;
  const page = pages[pageIndex];
  const isFirst = pageIndex === 0;
  const isLast = pageIndex === pageCount - 1;

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();

    const preventDefault = (event: Event) => event.preventDefault();
    // A click whose target is the dialog itself landed on the backdrop: the frame fills the box.
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    const handleKeys = (event: KeyboardEvent) => {
      if (event.key === 'Tab') {
        keepTabInside(dialog, event);
        return;
      }
      // The select uses the arrow keys itself.
      if (event.target instanceof HTMLSelectElement) return;
      if (event.key === 'ArrowLeft') setPageIndex((index) => Math.max(0, index - 1));
      else if (event.key === 'ArrowRight')
        setPageIndex((index) => Math.min(pageCount - 1, index + 1));
      else return;
      event.preventDefault();
    };
    const notifyClosed = () => onCloseRef.current();

    dialog.addEventListener('contextmenu', preventDefault);
    dialog.addEventListener('dragstart', preventDefault);
    dialog.addEventListener('selectstart', preventDefault);
    dialog.addEventListener('click', closeOnBackdrop);
    dialog.addEventListener('keydown', handleKeys);
    dialog.addEventListener('close', notifyClosed);
    return () => {
      dialog.removeEventListener('contextmenu', preventDefault);
      dialog.removeEventListener('dragstart', preventDefault);
      dialog.removeEventListener('selectstart', preventDefault);
      dialog.removeEventListener('click', closeOnBackdrop);
      dialog.removeEventListener('keydown', handleKeys);
      dialog.removeEventListener('close', notifyClosed);
    };
  }, [pageCount]);

  // A button that becomes disabled drops focus; hand it to the opposite button instead.
  const showPrevious = () => {
    setPageIndex(pageIndex - 1);
    if (pageIndex - 1 === 0) nextRef.current?.focus();
  };
  const showNext = () => {
    setPageIndex(pageIndex + 1);
    if (pageIndex + 1 === pageCount - 1) previousRef.current?.focus();
  };

  const goToPage = (event: ChangeEvent<HTMLSelectElement>) => {
    const index = parsePageIndex(event.target.value, pageCount);
    if (index !== undefined) setPageIndex(index);
  };

  const titleId = `${id}-title`;
  const selectId = `${id}-page-select`;

  return (
    <dialog ref={dialogRef} className="image-viewer" aria-labelledby={titleId}>
      <div className="image-viewer__frame">
        <div className="image-viewer__header">
          <h2 id={titleId} className="image-viewer__title" lang={contentLang}>
            {title}
          </h2>
          <p className="image-viewer__hint">{translate('Press ESC to close')}</p>
          <button
            type="button"
            className="image-viewer__close"
            aria-label={translate('Close')}
            onClick={() => dialogRef.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p className="image-viewer__banner">{translate(VIEW_ONLY_BANNER)}</p>
        <div className="image-viewer__page">
          {page && (
            <img
              key={page.href}
              src={page.href}
              alt={page.alt}
              lang={contentLang}
              width={850}
              height={1100}
              draggable={false}
            />
          )}
        </div>
        <div className="image-viewer__controls">
          <button
            ref={previousRef}
            type="button"
            className="button"
            disabled={isFirst}
            onClick={showPrevious}
          >
            {translate('Previous')}
          </button>
          <p className="image-viewer__counter" aria-live="polite">
            {translate('Page {page} of {count}', { page: pageIndex + 1, count: pageCount })}
          </p>
          <label className="image-viewer__goto" htmlFor={selectId}>
            {translate('Go to page')}
          </label>
          <select id={selectId} value={String(pageIndex)} onChange={goToPage}>
            {pages.map((_, index) => (
              <option key={index} value={String(index)}>
                {index + 1}
              </option>
            ))}
          </select>
          <button
            ref={nextRef}
            type="button"
            className="button"
            disabled={isLast}
            onClick={showNext}
          >
            {translate('Next')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
