import { useEffect, useState } from 'react';
import type { ContentItemSummary } from '#domain/content/content-api.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { listContentItems } from '../api/content-api.ts';

/** /admin/pages: every page and content block, each linking to its form. */
export function PageList({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [items, setItems] = useState<ContentItemSummary[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    listContentItems()
      .then((loaded) => setItems(loaded.items))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) onUnauthorized();
        else setFailure('We could not load the pages. Reload to try again.');
      });
  }, [onUnauthorized]);
  if (failure) return <p className="banner banner--error">{failure}</p>;
  if (!items) return <p role="status">Loading…</p>;
  return (
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
  );
}
