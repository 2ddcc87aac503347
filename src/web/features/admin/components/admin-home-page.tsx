import { useEffect, useState } from 'react';
import type { AttentionItem } from '#domain/staff/attention-api.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { readAttention } from '../api/attention-api.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'loaded'; items: AttentionItem[] }
  | { kind: 'failed'; message: string };

/**
 * /admin: what needs attention, as counts that link to the page that deals with them. The server
 * sends only the counts this account acts on (src/server/attention); the navigation lists the rest.
 */
export function AdminHomePage({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    readAttention(controller.signal).then(
      ({ items }) => setState({ kind: 'loaded', items }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) onUnauthorized();
        else
          setState({ kind: 'failed', message: 'We could not load the counts. Reload the page.' });
      },
    );
    return () => controller.abort();
  }, [onUnauthorized]);

  return (
    <section aria-labelledby="attention-title">
      <h2 id="attention-title">Needs attention</h2>
      {state.kind === 'loading' ? <p role="status">Loading…</p> : null}
      {state.kind === 'failed' ? (
        <p className="banner banner--error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'loaded' && state.items.length === 0 ? (
        <p>Nothing to count for your account. Open a page from the menu.</p>
      ) : null}
      {state.kind === 'loaded' && state.items.length > 0 ? (
        <ul className="attention-list">
          {state.items.map((item) => (
            <li key={item.id}>
              <a
                href={item.href}
                className={`attention-list__link${item.count === 0 ? ' attention-list__link--none' : ''}`}
              >
                <span className="attention-list__count">{item.count}</span>
                <span>{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
