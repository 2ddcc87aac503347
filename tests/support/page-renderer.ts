import { createPageRenderer, type PageRenderer } from '#server/adapters/page-renderer.ts';
import { renderAlerts, renderPage } from '#web/entry-server.tsx';

const STATIC_TEMPLATE =
  '<!doctype html><html lang="en"><head><!--app-head--><link rel="stylesheet" href="/assets/app.css"></head>' +
  '<body><a class="skip-link" href="#main">Skip to main content</a><!--site-alert--><div id="root"><!--app-html--></div></body></html>';

/**
 * The page renderer of a build, made from the source of src/web/entry-server.tsx, so API tests
 * render real pages without `npm run build`.
 */
export function createSourcePageRenderer(buildId = 'test-build'): PageRenderer {
  return createPageRenderer(
    { renderPage, renderAlerts },
    {
      buildId,
      app: STATIC_TEMPLATE.replace(
        '</body>',
        '<script type="module" src="/assets/app.js"></script></body>',
      ),
      static: STATIC_TEMPLATE,
      islands: {},
    },
  );
}

/**
 * Compiles the permit forms' page code, the largest the source renderer loads on first use (the
 * fee pay page renders it): up to 20 s under load, better spent in a set-up hook than in a
 * test's time limit.
 */
export async function loadPermitPagesCode(): Promise<void> {
  await import('#web/app/routes/permits.tsx');
}
