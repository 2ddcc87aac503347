import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PublishedAlert } from '#domain/content/site-alert.schema.ts';
import type { SitePageData } from '#domain/content/site-page-data.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import type { FireRestriction } from '#domain/burn/burn-day.ts';
import { FireRestrictionsNotice, SiteAlerts } from '#web/features/pages/components/site-alerts.tsx';
import { SiteIntlProvider } from '#web/lib/i18n.tsx';
import { SitePageDataProvider } from '#web/lib/site-page-data.tsx';
import { App } from './app/app.tsx';

/**
 * Renders one path with the given content to HTML, waiting for lazy route code. The server calls
 * it at request time (the build bundles this file for Node) and caches the result. `url` is the
 * English path; `data.locale` is the language (its own IntlProvider, one per render).
 */
export async function renderPage(url: string, data: SitePageData): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SiteIntlProvider locale={data.locale}>
        <SitePageDataProvider data={data}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </SitePageDataProvider>
      </SiteIntlProvider>
    </StrictMode>,
    // Every Suspense boundary inline: pages must read without JavaScript, however long (the
    // elections page carries 22 pages' text alternatives), and React's fill-in scripts for an
    // outlined boundary are inline scripts, which the content security policy blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The site alerts above a page, outside the React root so app-shell pages hydrate without them. */
export function renderAlerts(
  alerts: readonly PublishedAlert[],
  returnTo: string,
  locale: Locale = 'en',
  restrictions: readonly FireRestriction[] = [],
): string {
  return alerts.length === 0 && restrictions.length === 0
    ? ''
    : renderToStaticMarkup(
        <SiteIntlProvider locale={locale}>
          <FireRestrictionsNotice restrictions={restrictions} />
          <SiteAlerts alerts={alerts} returnTo={returnTo} />
        </SiteIntlProvider>,
      );
}
