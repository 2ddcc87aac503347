import { HtmlValidate, type ConfigData } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '#domain/content/site-routes.ts';
import { pathInLocale } from '#domain/i18n/locale.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const [sqlite] = storesUnderTest();

/**
 * What the site is: HTML5 server-rendered by React, checked with html-validate's strictest
 * preset ("recommended"). Rules about how markup is spelled, which React's renderer decides and
 * which every browser reads the same, are off; each is named here with its reason.
 */
const SITE_HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes <br/> and <meta … />, valid HTML5.
    'void-style': 'off',
    // React writes dateTime, fetchPriority and the like in camelCase; HTML attribute names are
    // case-insensitive.
    'attr-case': 'off',
    // The build writes <!doctype html>; the doctype is case-insensitive.
    'doctype-style': 'off',
    // React writes hidden="" and the like; any boolean attribute form is valid.
    'attribute-boolean-style': 'off',
    // Phone numbers stay on one line through the `tel` class (white-space: nowrap, see
    // PhoneLink) rather than through U+00A0 and U+2011 in the text, which would change what
    // people copy, search for and hear.
    'tel-non-breaking': ['error', { ignoreClasses: ['tel'] }],
    // A group of checkboxes shares one name (the lists on /subscribe), as HTML allows.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
};

/** Every public page without parameters, and one of each page with a parameter. */
const PUBLIC_PATHS = [
  ...SITE_ROUTES.filter((route) => !route.isNoIndex && !route.path.includes(':')).map(
    (route) => route.path,
  ),
  '/news/district-announcement',
  '/search?q=burn',
  '/permits/status',
  // The plain server-rendered pages of open burning (issue 19).
  '/permits/burn',
  '/permits/burn/status',
  '/permits/burn/apply',
  '/permits/burn/check-in?permit=OB-2026-000001',
  // … and in Spanish (issue 29, decision 324).
  '/es/permits/burn',
  '/es/permits/burn/status',
  '/es/permits/burn/apply',
  '/es/permits/burn/check-in?permit=OB-2026-000001',
  // Records requests (issue 20) and the fee pay page (decision 270).
  '/public-records/request/online',
  '/public-records/request/log',
  '/permits/pay',
  // The Spanish pages (issue 29, decision 310).
  ...SITE_ROUTES.filter(
    (route) => route.hasSpanish && !route.isNoIndex && !route.path.includes(':'),
  ).map((route) => pathInLocale(route.path, 'es')),
  '/es/search?q=burn',
  '/es/search',
];

/** Pages kept out of search engines that still answer visitors: what they say to a wrong link. */
const ANSWER_PATHS: Array<[path: string, status: number]> = [
  ['/permits/verify/SP-2026-000001', 404],
  // A GET shows the Confirm button (mail scanners follow links); the POST checks the token.
  ['/subscribe/confirm?token=not-a-real-token', 200],
  ['/subscribe/manage?token=not-a-real-token', 404],
  ['/es/subscribe/confirm?token=not-a-real-token', 200],
  ['/es/subscribe/manage?token=not-a-real-token', 404],
  ['/public-records/request/status/not-a-real-token', 404],
  ['/permits/inspection?token=not-a-real-token', 404],
];

describe('the HTML of every public page', () => {
  let t: TestApp;
  const validator = new HtmlValidate(SITE_HTML_VALIDATE_CONFIG);

  beforeAll(async () => {
    t = await openTestApp(sqlite!, { hasPages: true });
    await t.app.inject({ method: 'GET', url: '/about' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  });
  afterAll(async () => {
    await t.close();
  });

  async function problemsOf(body: string, path: string): Promise<string[]> {
    const report = await validator.validateString(body, path);
    return report.results.flatMap((result) =>
      result.messages.map(
        (message) => `${message.ruleId} ${message.line}:${message.column} ${message.message}`,
      ),
    );
  }

  it.each(PUBLIC_PATHS)('%s passes html-validate', async (path) => {
    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(await problemsOf(response.body, path)).toEqual([]);
  });

  it.each(ANSWER_PATHS)(
    '%s answers %i with HTML that passes html-validate',
    async (path, status) => {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(await problemsOf(response.body, path)).toEqual([]);
    },
  );
});
