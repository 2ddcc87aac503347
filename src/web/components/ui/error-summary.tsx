import { usePageText } from '#web/lib/page-text.tsx';
import { useEffect, useId, useRef } from 'react';

export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  items: ErrorSummaryItem[];
  /** Changes on every failed submit, so the summary takes focus again each time. */
  focusKey: number;
}

/**
 * The GOV.UK Design System's error summary: a list at the top of the form linking to each field in
 * error, focused after a failed submit so screen reader and keyboard users land on it.
 */
export function ErrorSummary({ items, focusKey }: ErrorSummaryProps) {
  const tr = usePageText();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);

  if (items.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="error-summary__title">
        {tr('There is a problem')}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              onClick={(event) => {
                const target = document.getElementById(item.fieldId);
                if (!target) return;
                event.preventDefault();
                // GOV.UK: scroll the label into view too, so the question shows above the input.
                const label = document.querySelector(`label[for="${item.fieldId}"]`) ?? target;
                if (typeof label.scrollIntoView === 'function')
                  label.scrollIntoView({ block: 'start' });
                target.focus({ preventScroll: true });
              }}
            >
              {tr(item.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
