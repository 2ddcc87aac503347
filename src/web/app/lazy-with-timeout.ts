import { lazy, type ComponentType } from 'react';

/** Spec §9: a route's code that has not arrived after 120 seconds counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * React.lazy with a time limit: a chunk that never arrives (a stalled rural connection) rejects,
 * so the route error boundary can offer a retry instead of an endless spinner.
 */
export function lazyWithTimeout<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
) {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`The page's code did not load within ${timeoutMs / 1000} seconds`)),
          timeoutMs,
        );
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
}
