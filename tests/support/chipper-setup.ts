import { expect } from 'vitest';
import { CHIPPER_API_PATHS } from '#domain/chipper/chipper-api.ts';
import fs from 'node:fs';
import path from 'node:path';
import { readableMail } from './outbox.ts';
import { FORM_HEADERS, form } from './property-setup.ts';
import type { TestApp } from './test-app.ts';

// The chipper program's API tests' shared set-up (issue 38): a season of two zones, a resident's
// form, and the sign-up as a resident makes it (the form, the e-mail's link, the button).

export const CHIPPER_CLOCK_START = '2027-05-20T16:00:00.000Z';
export const FIRST_DAY = '2027-06-01';
export const SECOND_DAY = '2027-06-08';

export const PILE_FORM = {
  street: '120 Center Street',
  town: 'Kamas',
  pile1Length: '6',
  pile1Width: '4',
  pile1Height: '3',
  pile2Length: '5',
  pile2Width: '5',
  pile2Height: '4',
  material: 'branches',
  isClean: 'yes',
  location: 'At the end of the driveway',
  email: 'ana@example.org',
  phone: '',
  language: 'en',
};

/**
 * The outbox folder as a resident's inbox: `take(email)` answers the mails to `email` that came
 * since the last take, so a test reads what one step sent (file names do not sort by time under
 * a test clock that stands still).
 */
export function createInbox(dataDir: string) {
  const seen = new Set<string>();
  return {
    take(email: string): string[] {
      const dir = path.join(dataDir, 'outbox');
      if (!fs.existsSync(dir)) return [];
      const fresh: string[] = [];
      for (const file of fs.readdirSync(dir)) {
        if (seen.has(file)) continue;
        const text = readableMail(fs.readFileSync(path.join(dir, file), 'utf8'));
        if (!text.includes(`To: ${email}`)) continue;
        seen.add(file);
        fresh.push(text);
      }
      return fresh;
    },
  };
}
export type Inbox = ReturnType<typeof createInbox>;

/** Posts staff JSON with a bearer and answers the parsed body, failing on an unexpected status. */
export async function staffCall<T>(
  t: TestApp,
  bearer: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  expected = method === 'POST' && !url.includes('/cancel') && !url.includes('crew-link')
    ? 201
    : 200,
): Promise<T> {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: bearer },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(expected);
  return response.json<T>();
}

/** Kamas and Marion in one zone with two days (3 and 2 piles); Woodland in another, no days. */
export async function setUpSeason(t: TestApp, bearer: string) {
  const kamas = await staffCall<{ id: string }>(t, bearer, 'POST', CHIPPER_API_PATHS.zones, {
    name: { en: 'Kamas and Marion', es: 'Kamas y Marion' },
    towns: ['Kamas', 'Marion'],
  });
  await staffCall(t, bearer, 'POST', CHIPPER_API_PATHS.zones, {
    name: { en: 'Woodland', es: 'Woodland' },
    towns: ['Woodland'],
  });
  const first = await staffCall<{ id: string }>(t, bearer, 'POST', CHIPPER_API_PATHS.days, {
    zoneId: kamas.id,
    day: FIRST_DAY,
    capacityPiles: 3,
  });
  const second = await staffCall<{ id: string }>(t, bearer, 'POST', CHIPPER_API_PATHS.days, {
    zoneId: kamas.id,
    day: SECOND_DAY,
    capacityPiles: 2,
  });
  return { zoneId: kamas.id, firstDayId: first.id, secondDayId: second.id };
}

/**
 * Signs up as a resident: the form, the confirmation link from the e-mail, the button. Answers
 * the private page's path (from the redirect) and the page's HTML.
 */
export async function signUpAndConfirm(
  t: TestApp,
  inbox: Inbox,
  values: Record<string, string>,
  prefix = '',
): Promise<{ managePath: string; page: string; mails: string[] }> {
  const posted = await t.app.inject({
    method: 'POST',
    url: `${prefix}/prevention/chipper`,
    headers: FORM_HEADERS,
    payload: form(values),
  });
  expect(posted.statusCode, posted.body).toBe(200);
  const [confirmMail, ...others] = inbox.take(values.email!);
  expect(others).toHaveLength(0);
  const link = /http:\/\/\S+\/prevention\/chipper\/confirm\/[\w-]+/.exec(confirmMail ?? '');
  const confirmPath = new URL(link![0]).pathname;
  const confirmed = await t.app.inject({ method: 'POST', url: confirmPath });
  expect(confirmed.statusCode, confirmed.body).toBe(303);
  const managePath = confirmed.headers.location!.split('?')[0]!;
  const page = await t.app.inject({ method: 'GET', url: confirmed.headers.location! });
  expect(page.statusCode).toBe(200);
  return { managePath, page: page.body, mails: [confirmMail!, ...inbox.take(values.email!)] };
}

/**
 * A Spanish chipper season for the page checks: a day ten days after `today`, one sign-up still to
 * confirm, one confirmed, and a crew link for the day. Answers the three private tokens.
 */
export async function writeSpanishChipper(
  t: TestApp,
  day: string,
): Promise<{ confirmToken: string; manageToken: string; crewToken: string }> {
  const bearer = await t.logInAsAdmin();
  const zone = await staffCall<{ id: string }>(t, bearer, 'POST', CHIPPER_API_PATHS.zones, {
    name: { en: 'Kamas', es: 'Kamas' },
    towns: ['Kamas'],
  });
  const created = await staffCall<{ id: string }>(t, bearer, 'POST', CHIPPER_API_PATHS.days, {
    zoneId: zone.id,
    day,
    capacityPiles: 20,
  });
  const tokens: string[] = [];
  for (const email of ['rio@example.org', 'mar@example.org']) {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/es/prevention/chipper',
      headers: FORM_HEADERS,
      payload: form({ ...PILE_FORM, email, language: 'es', location: 'Junto al buzón' }),
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const row = await t.db
      .selectFrom('chipperSignUps')
      .select('confirmToken')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    tokens.push(row.confirmToken!);
  }
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/es/prevention/chipper/confirm/${tokens[1]}`,
  });
  const manageToken = /\/manage\/([\w-]+)/.exec(confirmed.headers.location ?? '')?.[1] ?? '';
  const { url } = await staffCall<{ url: string }>(
    t,
    bearer,
    'POST',
    CHIPPER_API_PATHS.crewLink.replace(':id', created.id),
  );
  return { confirmToken: tokens[0]!, manageToken, crewToken: url.split('/').at(-1)! };
}
