import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAIN_NAVIGATION } from '#domain/content/navigation.ts';
import { EN_MESSAGES } from '#domain/i18n/messages.en.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  buildBurnApplication,
  liftSeededRestrictions,
  postBurnDay,
  postBurnForm,
} from '#tests/support/factories/burn.ts';
import { expectToContainEach } from '#tests/support/expect-text.ts';

const FORM = buildBurnApplication({
  material: 'yard-waste',
  materialDescription: 'Tree prunings, about 2 cubic yards',
  pileSize: '2 piles, 6 ft across',
  toDay: '2026-04-12',
});

// The public pages are plain HTML forms: these tests post them the way a browser without
// JavaScript does.
describe.each(storesUnderTest())('open burning pages on $kind', (store) => {
  let t: TestApp;
  beforeEach(async () => {
    // 2026-04-10 09:00 MDT.
    t = await openTestApp(store, { clockStart: '2026-04-10T15:00:00.000Z', hasPages: true });
    await liftSeededRestrictions(t);
  });
  afterEach(async () => {
    await t.close();
  });

  it('links the open-burning pages to the site’s main sections and footer pages, like every other page', async () => {
    for (const url of ['/permits/burn', '/permits/burn/status', '/permits/burn/check-in']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      const main = /<nav aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/.exec(page.body)?.[1] ?? '';
      const links = [...main.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [
        m[1],
        m[2],
      ]);
      expect(links, url).toEqual(
        MAIN_NAVIGATION.map((entry) => [entry.path, EN_MESSAGES[entry.messageId]]),
      );
      const footer = /<footer[^>]*>([\s\S]*?)<\/footer>/.exec(page.body)?.[1] ?? '';
      expect(footer, url).toMatch(/<a href="\/subscribe"[^>]*>Get updates by e-mail<\/a>/);
      expect(footer, url).toMatch(/<a href="\/privacy"[^>]*>Privacy Notice<\/a>/);
    }
  });

  it('limits the QR check-in form like the status look-ups, so a check-in code cannot be guessed quickly', async () => {
    const post = () =>
      postBurnForm(
        t,
        '/permits/burn/check-in',
        {
          permitNumber: 'OB-2026-000001',
          code: '7K3M-Q9TD',
          startTime: '09:00',
          endTime: '12:00',
        },
        { remoteAddress: '203.0.113.9' },
      );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) statuses.push((await post()).statusCode);
    expect(statuses.filter((code) => code === 429)).toEqual([]);
    // No burn day is posted: every number and code hears the day's refusal (decision 337).
    expect(statuses[0]).toBe(409);
    expect((await post()).statusCode).toBe(429);
  });

  it('applies, shows the issued permit and checks in without JavaScript', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/permits/burn/apply' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<form [^>]*action="\/permits\/burn\/apply" method="post"/);
    expect(page.body).not.toContain('<script');

    const bad = await postBurnForm(t, '/permits/burn/apply', {
      ...FORM,
      material: '',
      town: 'Heber',
    });
    expect(bad.statusCode).toBe(400);
    expectToContainEach(bad.body, [
      'There is a problem',
      'Choose the material you will burn.',
      'The burn must be in the district',
      'value="12 Ditch Rd"',
    ]);

    const applied = await postBurnForm(t, '/permits/burn/apply', FORM);
    expect(applied.statusCode).toBe(303);
    const permitUrl = applied.headers.location as string;
    expect(permitUrl).toMatch(/^\/permits\/burn\/permit\/[\w-]+\?applied=1$/);
    const permitPage = await t.app.inject({ method: 'GET', url: permitUrl });
    expect(permitPage.body).toMatch(/Your permit OB-2026-\d{6} is issued/);
    expect(permitPage.headers['cache-control']).toBe('private, no-store');

    await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 600 });
    const checkInUrl = `${permitUrl.split('?')[0]}/check-in`;
    const checked = await postBurnForm(t, checkInUrl, { startTime: '09:30', endTime: '13:00' });
    expect(checked.statusCode).toBe(200);
    expect(checked.body).toContain('You are checked in for today, 09:30 to 13:00.');

    await postBurnDay(t, { isBurningAllowed: false, reason: 'clearing-index', clearingIndex: 420 });
    const refused = await postBurnForm(t, checkInUrl, { startTime: '09:30', endTime: '13:00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(
      'Check-in refused. Today is not a burn day. Clearing index 420 is below 500.',
    );
  });

  it('shows the status on its own page, the burn permit page and the home page panel', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/permits/burn/status' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('No burning today');
    expect(plain.body).not.toContain('<script');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('No burning today');

    await postBurnDay(t, { isBurningAllowed: true });
    expect((await t.app.inject({ method: 'GET', url: '/permits/burn' })).body).toContain(
      'Burning allowed',
    );
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('Burning allowed');
  });

  it('answers a made-up private link with 404', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/permits/burn/permit/not-a-token' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('This link is not valid');
  });
});
