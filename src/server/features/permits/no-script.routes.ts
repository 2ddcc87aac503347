import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { LOCALES, pathInLocale } from '#domain/i18n/locale.ts';
import type { FeaturePages } from '#server/feature-pages.ts';

/** The addresses of the permit forms' page (decision 328), whose form a browser posts without script. */
export const PERMIT_FORM_PAGE_PATHS = ['/permits', '/permits/applications'] as const;

export interface PermitsNoScriptOptions {
  pages: FeaturePages;
  readDistrict: () => Promise<{ mainOffice: { phone: string } }>;
}

/**
 * The permit forms without JavaScript. The card fields are drawn by script (Stripe's, or the
 * sandbox's), so the form cannot be paid without it; a browser without script posts the form to
 * its own page (never a GET, which would put the name and address in the address bar, the history
 * and proxy logs). The post is answered with a page in the form's language saying that nothing
 * was sent or paid and how to apply by phone; the body is read by the form parser and dropped,
 * never stored or logged.
 */
export const permitsNoScriptRoutes: FastifyPluginAsync<PermitsNoScriptOptions> = async (
  app,
  { pages, readDistrict },
) => {
  await app.register(fastifyFormbody);
  for (const englishPath of PERMIT_FORM_PAGE_PATHS) {
    for (const locale of LOCALES) {
      app.post(pathInLocale(englishPath, locale), async (request, reply) => {
        const intl = request.intl;
        const { phone } = (await readDistrict()).mainOffice;
        const heading = intl.t('permits.noScript.heading');
        return pages.send(request, reply, {
          title: heading,
          view: {
            kind: 'form-refused',
            heading,
            message: intl.t('permits.noScript.message', { phone }),
            backHref: request.url.split('?')[0] ?? englishPath,
          },
          statusCode: 400,
          headers: { 'cache-control': 'no-store' },
          isNoIndex: true,
        });
      });
    }
  }
};
