import type { FormRefusedPageView } from '#domain/content/feature-page.ts';
import { FeaturePageBody } from '#web/components/ui/server-form.tsx';
import { useText } from '#web/lib/i18n.tsx';
import { PageHeader } from '#web/components/page/page-header.tsx';

/**
 * A form the server refused before reading it, said in the site's layout (no script needed), in
 * the page's language: the server translated the heading and the message.
 */
export function FormRefusedPage({ view }: { view: FormRefusedPageView }) {
  const t = useText();
  return (
    <>
      <PageHeader title={view.heading} />
      <FeaturePageBody>
        <p role="alert">{view.message}</p>
        <p>
          <a href={view.backHref}>{t('formRefused.back')}</a>
        </p>
      </FeaturePageBody>
    </>
  );
}
