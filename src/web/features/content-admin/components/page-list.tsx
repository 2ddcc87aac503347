import { useEffect, useState } from 'react';
import type { ContentItemSummary } from '#domain/content/content-api.ts';
import { ApiError } from '#web/lib/api-client.ts';
import type { SpanishToDoList } from '#domain/content/spanish-content.ts';
import { listContentItems, listSpanishToDo } from '../api/content-api.ts';
import { labelFor } from './field-labels.ts';
import { SPANISH_STATE_LABELS } from './spanish-editor.tsx';

/** /admin/pages: every page and content block, each linking to its form. */
export function PageList({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [items, setItems] = useState<ContentItemSummary[] | null>(null);
  const [spanish, setSpanish] = useState<SpanishToDoList['entries'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    Promise.all([listContentItems(), listSpanishToDo()])
      .then(([loaded, toDo]) => {
        setItems(loaded.items);
        setSpanish(toDo.entries);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) onUnauthorized();
        else setFailure('We could not load the pages. Reload to try again.');
      });
  }, [onUnauthorized]);
  if (failure) return <p className="banner banner--error">{failure}</p>;
  if (!items || !spanish) return <p role="status">Loading…</p>;
  return (
    <>
      <SpanishToDo entries={spanish} />
      <section className="section" aria-labelledby="pages-title">
        <h2 id="pages-title">Pages</h2>
        <p>Choose a page to change its text. Publishing shows the change on the site at once.</p>
        <ul className="content-page-list">
          {items.map((item) => (
            <li key={item.id}>
              <a href={`/admin/pages/${item.id}`}>{item.name}</a>{' '}
              <span className="field-hint">
                (version {item.publishedNumber ?? '–'}
                {item.latestNumber !== item.publishedNumber ? `, draft ${item.latestNumber}` : ''})
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/**
 * What the Spanish pages still show in English (issue 29 item 4): each block whose Spanish is
 * missing or out of date, linking to where staff write it.
 */
function SpanishToDo({ entries }: { entries: SpanishToDoList['entries'] }) {
  return (
    <section className="section" aria-labelledby="spanish-to-do-title">
      <h2 id="spanish-to-do-title">Spanish missing or out of date</h2>
      {entries.length === 0 ? (
        <p>Every part of the Spanish pages has current Spanish.</p>
      ) : (
        <>
          <p>
            The Spanish pages show these parts in English until you write or update their Spanish (
            {entries.length} {entries.length === 1 ? 'part' : 'parts'}).
          </p>
          <ul className="content-page-list">
            {entries.map((entry) => (
              <li key={`${entry.itemId}:${entry.block}`}>
                <a href={entry.editPath}>
                  {entry.name}: {labelFor(entry.block)}
                </a>{' '}
                <span className={SPANISH_STATE_LABELS[entry.state].className}>
                  {SPANISH_STATE_LABELS[entry.state].text}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
