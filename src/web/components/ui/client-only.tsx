import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * Renders `fallback` when prerendering and during hydration, then `children` in the browser,
 * so widgets that depend on the visitor's clock or storage never mismatch the prerendered HTML.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const isClient = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return <>{isClient ? children : fallback}</>;
}
