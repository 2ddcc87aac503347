// Hydrates the election page's candidate-forms card; the rest of that page stays static HTML.
import '#web/lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CandidateFormsIsland } from '#web/features/elections/components/candidate-forms-card.tsx';

const container = document.querySelector<HTMLElement>('[data-island="candidate-forms-viewer"]');
if (container) {
  const accessibleCopy = {
    email: container.dataset.email ?? '',
    subject: container.dataset.subject ?? '',
  };
  hydrateRoot(
    container,
    <StrictMode>
      <CandidateFormsIsland accessibleCopy={accessibleCopy} />
    </StrictMode>,
  );
}
