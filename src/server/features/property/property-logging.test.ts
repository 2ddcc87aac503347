import { afterEach, describe, expect, it } from 'vitest';
import { captureLogLines } from '#tests/support/log-lines.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { generatePropertyKeyEntry } from './property-crypto.ts';

const DISPATCH_TOKEN = 'dispatch-token-0123456789abcdefghijklmnop';
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

// Decision 294 for property profiles: the confirm and manage links' tokens, the CAD token and
// every sealed detail stay out of the log, whatever the request looked like.
describe.each(storesUnderTest())('property profile logs on $kind', (store) => {
  let t: PermitsTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('carry no token, gate code or medical word', async () => {
    const { lines, stream } = captureLogLines();
    const mailer = createMemoryMailer();
    t = await openPermitsTestApp(store, {
      mailer,
      hasPages: true,
      logger: { level: 'debug', stream },
      env: {
        LOG_LEVEL: 'debug',
        PROPERTY_KEYS: generatePropertyKeyEntry('k1'),
        PROPERTY_DISPATCH_TOKEN: DISPATCH_TOKEN,
      },
    });
    const { app } = t;
    await app.inject({
      method: 'POST',
      url: '/property-profile',
      headers: FORM_HEADERS,
      payload: new URLSearchParams({
        kind: 'home',
        occupant: 'tenant',
        street: '12 Bench Road',
        town: 'Oakley',
        email: 'lee@example.org',
        gateCode: 'Code 7733#',
        peopleNeeds: 'Uses oxygen at night',
      }).toString(),
    });
    const confirmToken = /\/property-profile\/confirm\/([\w-]+)/.exec(
      mailer.sent.at(-1)!.text,
    )![1]!;
    await app.inject({ method: 'GET', url: `/property-profile/confirm/${confirmToken}` });
    await app.inject({ method: 'GET', url: `/property-profile/confirm/${confirmToken}/extra` });
    await app.inject({ method: 'POST', url: `/property-profile/confirm/${confirmToken}` });
    const manageToken = /\/property-profile\/manage\/([\w-]+)/.exec(mailer.sent.at(-1)!.text)![1]!;
    await app.inject({ method: 'GET', url: `/property-profile/manage/${manageToken}` });
    await app.inject({ method: 'GET', url: `/property-profile/manage/${manageToken}/` });
    await app.inject({
      method: 'GET',
      url: '/api/dispatch/property?address=Bench%20Road&incident=26-9',
      headers: { authorization: `Bearer ${DISPATCH_TOKEN}` },
    });
    const log = lines.join('\n');
    expect(log).toContain('/property-profile/manage/:token');
    for (const secret of [confirmToken, manageToken, DISPATCH_TOKEN, '7733#', 'oxygen']) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
