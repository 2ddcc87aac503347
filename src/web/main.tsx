import '#web/lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages arrive with their HTML; hydrate it instead of drawing again.
if (container.firstElementChild) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
