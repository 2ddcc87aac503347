import { useCallback, useEffect, useState } from 'react';
import type { SpanishItem } from '#domain/content/spanish-content.ts';
import type { SpanishVersionState } from '#domain/i18n/spanish-version.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { listSpanishRecords } from '../api/content-api.ts';
import { SPANISH_STATE_LABELS, SpanishBlockForm } from './spanish-editor.tsx';

const TITLES = {
  meetings: {
    heading: 'Spanish of the meetings',
    intro:
      'Write the Spanish of each meeting’s place, agenda and minutes titles and cancellation reason beside the published English. The Spanish minutes page shows it at once; when the English changes, it shows the English until you save the Spanish again.',
    none: 'No published meetings yet.',
  },
  documents: {
    heading: 'Spanish of the documents’ titles',
    intro:
      'Write the Spanish of each published or archived document’s title. The Spanish pages link the document under it; when the title changes, they show the English until you save the Spanish again.',
    none: 'No published documents yet.',
  },
} as const;

/** The state an item's badge shows: missing before out of date before current. */
function stateOf(item: SpanishItem): SpanishVersionState {
  const states = item.blocks.map((block) => block.state);
  if (states.includes('missing')) return 'missing';
  return states.includes('out-of-date') ? 'out-of-date' : 'current';
}

/**
 * The Spanish of every board meeting or document title (issue 29 item 4, decision 329): one
 * disclosure per item, its blocks' forms inside, as a page's Spanish version. A link from the
 * list of Spanish to write (`#spanish-<item>-<block>`) opens its item at the block.
 */
export function SpanishRecordsEditor({
  kind,
  onUnauthorized,
}: {
  kind: 'meetings' | 'documents';
  onUnauthorized: () => void;
}) {
  const [items, setItems] = useState<SpanishItem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    listSpanishRecords(kind)
      .then((list) => setItems(list.items))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) onUnauthorized();
        else setFailure('We could not load the Spanish versions. Reload to try again.');
      });
  }, [kind, onUnauthorized]);
  useEffect(load, [load]);
  // An item's forms are drawn while it is open (a district may list hundreds of meetings); a link
  // from the list of Spanish to write opens its item.
  const [openItems, setOpenItems] = useState<ReadonlySet<string>>(() => {
    const hash = typeof window === 'undefined' ? '' : window.location.hash;
    return new Set(hash.startsWith('#spanish-') ? [hash.slice(1)] : []);
  });
  const isOpen = (itemId: string) =>
    [...openItems].some(
      (anchor) => anchor === `spanish-${itemId}` || anchor.startsWith(`spanish-${itemId}-`),
    );
  const hasItems = items !== null;
  useEffect(() => {
    if (!hasItems || !window.location.hash.startsWith('#spanish-')) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [hasItems]);
  const titles = TITLES[kind];
  const headingId = `spanish-${kind}-title`;

  if (failure) return <p className="banner banner--error">{failure}</p>;
  // Not a live region: the library's own status line beside it says what staff did.
  if (!items) return <p>Loading the Spanish versions…</p>;
  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{titles.heading}</h2>
      <p>{titles.intro}</p>
      {items.length === 0 ? <p>{titles.none}</p> : null}
      {items.map((item) => {
        const state = SPANISH_STATE_LABELS[stateOf(item)];
        return (
          <details
            key={item.itemId}
            id={`spanish-${item.itemId}`}
            className="spanish-record"
            open={isOpen(item.itemId)}
            onToggle={(event) => {
              const isNowOpen = event.currentTarget.open;
              setOpenItems((current) => {
                const next = new Set(
                  [...current].filter(
                    (anchor) =>
                      anchor !== `spanish-${item.itemId}` &&
                      !anchor.startsWith(`spanish-${item.itemId}-`),
                  ),
                );
                if (isNowOpen) next.add(`spanish-${item.itemId}`);
                return next;
              });
            }}
          >
            <summary>
              {item.name} <span className={state.className}>{state.text}</span>
            </summary>
            {isOpen(item.itemId)
              ? item.blocks.map((block) => (
                  <SpanishBlockForm
                    key={block.block}
                    itemId={item.itemId}
                    block={block}
                    onSaved={(saved) =>
                      setItems((current) =>
                        (current ?? []).map((entry) =>
                          entry.itemId === saved.itemId ? saved : entry,
                        ),
                      )
                    }
                    onUnauthorized={onUnauthorized}
                  />
                ))
              : null}
          </details>
        );
      })}
    </section>
  );
}
