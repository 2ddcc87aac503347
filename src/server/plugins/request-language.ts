import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { englishPathOf, localeOfPath, type Locale } from '#domain/i18n/locale.ts';
import { createSiteIntl, type SiteIntl } from '#domain/i18n/site-intl.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language: its path's prefix and nothing else (decision 310). */
    readonly locale: Locale;
    /** The FormatJS intl of the request's language (`createSiteIntl`). */
    readonly intl: SiteIntl;
    /** The English path the request mirrors (`/es/permits/burn` → `/permits/burn`). */
    readonly englishPath: string;
  }
}

interface RequestLanguage {
  locale: Locale;
  englishPath: string;
}

/** Each request's language, read from its path the first time anything asks. */
const LANGUAGES = new WeakMap<object, RequestLanguage>();

function languageOf(request: FastifyRequest): RequestLanguage {
  let language = LANGUAGES.get(request);
  if (!language) {
    const path = request.url.split('?')[0] ?? '/';
    language = { locale: localeOfPath(path), englishPath: englishPathOf(path) };
    LANGUAGES.set(request, language);
  }
  return language;
}

/**
 * The request's language, read once for every handler, page and error answer (issue 41 item 2):
 * `request.locale`, `request.intl` and `request.englishPath`. They are getters, so a request
 * refused before routing (a malformed URL, a body too large) has its language too.
 */
export const requestLanguagePlugin = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    app.decorateRequest('locale', {
      getter(this: FastifyRequest) {
        return languageOf(this).locale;
      },
    });
    app.decorateRequest('englishPath', {
      getter(this: FastifyRequest) {
        return languageOf(this).englishPath;
      },
    });
    app.decorateRequest('intl', {
      getter(this: FastifyRequest) {
        return createSiteIntl(languageOf(this).locale);
      },
    });
    done();
  },
  { name: 'request-language' },
);
