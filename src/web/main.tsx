import '#web/lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import {
  PAGE_DATA_API_PATH,
  SITE_PAGE_DATA_ELEMENT_ID,
  type SitePageData,
} from '#domain/content/site-page-data.ts';
import { SitePageDataProvider } from '#web/lib/site-page-data.tsx';
import { App } from './app/app.tsx';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * The content the server rendered this page from, embedded beside it. `npm run dev` serves
 * index.html through Vite without it, so there the page asks the API for its content.
 */
async function readPageData(): Promise<SitePageData> {
  const element = document.getElementById(SITE_PAGE_DATA_ELEMENT_ID);
  if (element?.textContent) return JSON.parse(element.textContent) as SitePageData;
  const query = new URLSearchParams({ path: window.location.pathname });
  const response = await fetch(`${PAGE_DATA_API_PATH}?${query.toString()}`);
  if (!response.ok) throw new Error(`The page content did not load (${response.status})`);
  return (await response.json()) as SitePageData;
}

const data = await readPageData();
const app = (
  <StrictMode>
    <SitePageDataProvider data={data}>
      {/* A page in another language is its English path under the language's prefix (decision 310). */}
      <BrowserRouter basename={data.locale === 'en' ? undefined : `/${data.locale}`}>
        <App />
      </BrowserRouter>
    </SitePageDataProvider>
  </StrictMode>
);

// Server-rendered pages arrive with their HTML; hydrate it instead of drawing again.
if (container.firstElementChild) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
