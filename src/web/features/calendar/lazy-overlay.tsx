import { Suspense, type ComponentProps } from 'react';
import type { Overlay as PopperOverlay } from 'react-overlays';
import { lazyWithTimeout } from '#web/app/lazy-with-timeout.ts';

// The subpath's types describe its CommonJS build; its ES module's default export is the component.
const LoadedOverlay = lazyWithTimeout(() =>
  import('react-overlays/Overlay').then((module) => ({
    default: module.default as unknown as typeof PopperOverlay,
  })),
);

/**
 * Stands in for react-overlays' `Overlay` inside react-big-calendar (vite.config.ts
 * `lazyCalendarOverlay`). The calendar draws it only while a "+N more" popup is open, so Popper
 * and react-overlays (about 9 KB on the wire) load on the first popup instead of with every
 * visitor's first load (issue 26, decision 295).
 */
export function Overlay(props: ComponentProps<typeof PopperOverlay>) {
  return (
    <Suspense fallback={null}>
      <LoadedOverlay {...props} />
    </Suspense>
  );
}
