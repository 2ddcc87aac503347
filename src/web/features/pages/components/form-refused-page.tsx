import type { FormRefusedPageView } from '#domain/content/feature-page.ts';
import { FeaturePageBody } from '#web/components/ui/server-form.tsx';
import { PageHeader } from './page-header.tsx';

/** A form the server refused before reading it, said in the site's layout (no script needed). */
export function FormRefusedPage({ view }: { view: FormRefusedPageView }) {
  return (
    <>
      <PageHeader title={view.heading} />
      <FeaturePageBody>
        <p role="alert">{view.message}</p>
        <p>
          <a href={view.backHref}>Back to the form</a>
        </p>
      </FeaturePageBody>
    </>
  );
}
