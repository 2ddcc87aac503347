// Hydrates the election page's candidate-forms card; the rest of that page stays static HTML.
import '#web/lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ImageSetPage } from '#domain/content/documents.ts';
import { CandidateFormsIsland } from '#web/features/elections/components/candidate-forms-card.tsx';
import type { IslandLocale, IslandText } from '#web/features/elections/components/island-text.ts';

const container = document.querySelector<HTMLElement>('[data-island="candidate-forms-viewer"]');
if (container) {
  const accessibleCopy = {
    email: container.dataset.email ?? '',
    subject: container.dataset.subject ?? '',
  };
  // The page images and their text alternatives, from the documents library (server-rendered).
  const pages = JSON.parse(container.dataset.pages ?? '[]') as ImageSetPage[];
  // On a page in another language, the words the server translated (decision 329).
  const text = container.dataset.text
    ? (JSON.parse(container.dataset.text) as IslandText)
    : undefined;
  const locale = container.dataset.locale === 'es-US' ? 'es-US' : ('en-US' satisfies IslandLocale);
  hydrateRoot(
    container,
    <StrictMode>
      <CandidateFormsIsland
        accessibleCopy={accessibleCopy}
        pages={pages}
        text={text}
        locale={locale}
      />
    </StrictMode>,
  );
}
