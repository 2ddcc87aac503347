import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_SITE_PLANS,
  MAX_SITE_PLAN_BYTES,
  SITE_PLAN_MESSAGES,
} from '#domain/property/property-profile.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  FORM,
  KEY_2026,
  KEY_2027,
  dumpStore,
  registerProfile,
  sqliteFileStore,
  getAs,
} from '#tests/support/property-setup.ts';
import { createPropertySealer, parsePropertyKeys } from './property-crypto.ts';
import { resealProfiles } from './property.repo.ts';

// Issue 30, item 1: a business's site plans, checked like the documents library, sealed at rest,
// opened by the owner's link or by a responder with a reason (logged).
const PLAN_WORDS = 'Hydrant behind the loading dock';
const BUSINESS = { ...FORM, kind: 'business', occupancy: 'Twelve staff on weekdays' };

async function makePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setLanguage('en-US');
  pdf.addPage().drawText(title);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A multipart/form-data body as the browser's form sends it (the field "file"). */
async function multipart(bytes: Buffer, name = 'plan.pdf', type = 'application/pdf') {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe.each(storesUnderTest())('property site plans on $kind', (store) => {
  let t: TestApp;
  let dataDir: string;
  let sqliteFile: string;

  async function open(env: Record<string, string> = {}) {
    t = await openTestApp(store.kind === 'sqlite' ? sqliteFileStore(sqliteFile) : store, {
      clockStart: '2026-11-16T17:00:00.000Z',
      env: { DATA_DIR: dataDir, PROPERTY_KEYS: KEY_2026, ...env },
      hasPages: true,
    });
  }
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-plans-'));
    sqliteFile = path.join(dataDir, 'district.sqlite');
    await open();
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function upload(url: string, bytes: Buffer, name?: string, type?: string) {
    return t.app.inject({ method: 'POST', url, ...(await multipart(bytes, name, type)) });
  }
  const apiPathOf = (managePath: string) =>
    `/api/property/manage/${managePath.split('/').at(-1)!}/site-plans`;

  it('lets a business add a plan without script, keeps it sealed, and logs a responder opening it', async () => {
    const managePath = await registerProfile(t, dataDir, BUSINESS);
    const pdf = await makePdf(PLAN_WORDS);
    const added = await upload(`${managePath}/site-plans`, pdf);
    expect(added.statusCode, added.body).toBe(303);
    expect(added.headers.location).toBe(`${managePath}?done=plan-added`);
    const manage = await t.app.inject({ method: 'GET', url: added.headers.location! });
    expect(manage.body).toContain('The site plan is added.');
    const link = /href="(\/property-profile\/manage\/[\w-]+\/site-plans\/[\w-]+)"/.exec(
      manage.body,
    )![1]!;
    const own = await t.app.inject({ method: 'GET', url: link });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(pdf)).toBe(true);
    // Nothing of the plan in clear text in the store, and no public address answers it.
    const dump = await dumpStore(t, store.kind, sqliteFile);
    expect(dump).not.toContain(PLAN_WORDS);
    const planId = link.split('/').at(-1)!;
    expect((await t.app.inject({ method: 'GET', url: `/documents/${planId}` })).statusCode).toBe(
      404,
    );

    const responder = await t.logInAsNew('crew41', ['responder']);
    const hits = await getAs(t, responder, '/api/property/search?address=Weir%20Canyon');
    const id = hits.json().hits[0].id as string;
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/property/profiles/${id}/read`,
      headers: { authorization: responder },
      payload: { incident: '26-9001' },
    });
    expect(read.json().sitePlans).toEqual([
      { id: planId, bytes: pdf.length, addedAt: '2026-11-16T17:00:00.000Z' },
    ]);
    const planUrl = `/api/property/profiles/${id}/site-plans/${planId}`;
    const noReason = await t.app.inject({
      method: 'POST',
      url: planUrl,
      headers: { authorization: responder },
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const officer = await t.logInAsNew('clerk', ['records-officer']);
    for (const authorization of [officer, undefined]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: planUrl,
        headers: authorization ? { authorization } : {},
        payload: { incident: '26-9001' },
      });
      expect([401, 403]).toContain(refused.statusCode);
      expect(refused.headers['content-type']).toContain('application/json');
    }
    const opened = await t.app.inject({
      method: 'POST',
      url: planUrl,
      headers: { authorization: responder },
      payload: { incident: '26-9001', reason: 'walk-in fire, east door' },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.rawPayload.equals(pdf)).toBe(true);
    const views = await t.db.selectFrom('propertyViews').select(['viewer', 'channel']).execute();
    expect(views.map((view) => view.channel).sort()).toEqual(['responder', 'site-plan']);
    const after = await t.app.inject({ method: 'GET', url: managePath });
    expect(after.body).toContain('crew41 (Responder, site plan)');
    expect(after.body).toContain('walk-in fire, east door');

    // Key rotation moves the plan to the new key too, and it still opens.
    const rotated = createPropertySealer(parsePropertyKeys(`${KEY_2027},${KEY_2026}`));
    expect(await resealProfiles(t.db, rotated)).toBe(2);
    const sealed = await t.db.selectFrom('propertySitePlans').select('sealedFile').execute();
    expect(sealed[0]!.sealedFile).toMatch(/^k2027\./);

    // The owner deletes the profile: the plan goes with it.
    await t.app.inject({
      method: 'POST',
      url: managePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=delete&confirm=yes',
    });
    expect(await t.db.selectFrom('propertySitePlans').selectAll().execute()).toEqual([]);
  });

  it('answers a file that is not a PDF, or over the limit, with a message under the field', async () => {
    const managePath = await registerProfile(t, dataDir, BUSINESS);
    const notPdf = Buffer.alloc(10 * 1024 * 1024, 'not a pdf ');
    const page = await upload(`${managePath}/site-plans`, notPdf, 'plan.pdf');
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Error: Your property profile');
    expect(page.body).toContain(`id="file-error">Error: ${SITE_PLAN_MESSAGES.notPdf}</p>`);
    expect(page.body).toContain(`<a href="#file">${SITE_PLAN_MESSAGES.notPdf}</a>`);

    const api = apiPathOf(managePath);
    const refused = await upload(api, notPdf, 'plan.pdf');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ file: SITE_PLAN_MESSAGES.notPdf });
    const text = await upload(api, Buffer.from('gate code 4821#'), 'plan.txt', 'text/plain');
    expect(text.json().error.fields).toEqual({ file: SITE_PLAN_MESSAGES.notPdf });

    const tooLarge = Buffer.concat([
      await makePdf('Large plan'),
      Buffer.alloc(MAX_SITE_PLAN_BYTES, 0x20),
    ]);
    const large = await upload(api, tooLarge);
    expect(large.statusCode).toBe(400);
    expect(large.json().error.fields).toEqual({ file: SITE_PLAN_MESSAGES.tooLarge });
    const largePage = await upload(`${managePath}/site-plans`, tooLarge);
    expect(largePage.statusCode).toBe(400);
    expect(largePage.body).toContain(`id="file-error">Error: ${SITE_PLAN_MESSAGES.tooLarge}</p>`);

    const empty = await t.app.inject({
      method: 'POST',
      url: api,
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ file: SITE_PLAN_MESSAGES.missing });
    expect(await t.db.selectFrom('propertySitePlans').selectAll().execute()).toEqual([]);
    const unknown = await upload('/api/property/manage/no-such-token/site-plans', notPdf);
    expect(unknown.statusCode).toBe(404);
  });

  it('holds at most the limit of plans and lets the owner delete one', async () => {
    const managePath = await registerProfile(t, dataDir, BUSINESS);
    const api = apiPathOf(managePath);
    const pdf = await makePdf('Site plan');
    const ids: string[] = [];
    for (let count = 0; count < MAX_SITE_PLANS; count += 1) {
      const added = await upload(api, pdf);
      expect(added.statusCode, added.body).toBe(201);
      ids.push(added.json().id as string);
    }
    const extra = await upload(api, pdf);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.fields).toEqual({ file: SITE_PLAN_MESSAGES.tooMany });
    const full = await t.app.inject({ method: 'GET', url: managePath });
    expect(full.body).toContain(`holds ${MAX_SITE_PLANS} site plans, the most it can`);

    const viaForm = await t.app.inject({
      method: 'POST',
      url: `${managePath}/site-plans/${ids[0]}/delete`,
    });
    expect(viaForm.statusCode).toBe(303);
    const viaApi = await t.app.inject({ method: 'DELETE', url: `${api}/${ids[1]}` });
    expect(viaApi.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `${api}/${ids[1]}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `${managePath}/site-plans/${ids[0]}` })).statusCode,
    ).toBe(404);
    expect(await t.db.selectFrom('propertySitePlans').selectAll().execute()).toHaveLength(
      MAX_SITE_PLANS - 2,
    );
  });

  it('refuses a site plan on a home profile', async () => {
    const home = await registerProfile(t, dataDir, FORM);
    const refused = await upload(apiPathOf(home), await makePdf('Site plan'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ file: SITE_PLAN_MESSAGES.notBusiness });
    const page = await t.app.inject({ method: 'GET', url: home });
    expect(page.body).not.toContain('Site plans');
  });

  it('cuts off an upload to a made-up manage link before 1 MB of it is read', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const url of [
      '/property-profile/manage/made-up-token/site-plans',
      '/api/property/manage/made-up-token/site-plans',
    ]) {
      // The answer's page rendered once first, so the count measures the check, not a cold start.
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(404);
      const sent = await sendSlowUpload(Number(port), url, MAX_SITE_PLAN_BYTES);
      expect(sent.statusLine, url).toMatch(/^HTTP\/1\.1 404 /);
      expect(sent.headers, url).toMatch(/^connection: close$/im);
      expect(sent.bytesWritten, url).toBeLessThan(1024 * 1024);
    }
  });

  it('counts site plans against a cap per profile (429) and one for all (507)', async () => {
    const pdf = await makePdf('Site plan');
    await t.close();
    await open({
      SITE_PLAN_BYTES_PER_PROFILE: String(2 * pdf.length),
      SITE_PLAN_BYTES_TOTAL: String(Math.floor(3.5 * pdf.length)),
    });
    const first = await registerProfile(t, dataDir, BUSINESS);
    for (const round of [1, 2]) {
      expect((await upload(apiPathOf(first), pdf)).statusCode, `plan ${round}`).toBe(201);
    }
    // The profile's room is spent: refused before its body is read, on both doors.
    const overProfile = await upload(apiPathOf(first), pdf);
    expect(overProfile.statusCode).toBe(429);
    expect(overProfile.headers.connection).toBe('close');
    expect(overProfile.json().error).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message: SITE_PLAN_MESSAGES.profileFull,
      fields: { file: SITE_PLAN_MESSAGES.profileFull },
    });
    const page = await upload(`${first}/site-plans`, pdf);
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain(`id="file-error">Error: ${SITE_PLAN_MESSAGES.profileFull}</p>`);

    // The outbox folder sorts by queuing time: a minute on, the second profile's mails come last.
    t.advanceClock(60_000);
    const second = await registerProfile(t, dataDir, {
      ...BUSINESS,
      street: '10 Main Street',
      email: 'bo@example.org',
    });
    expect((await upload(apiPathOf(second), pdf)).statusCode).toBe(201);
    // Half a plan left for everyone: the file is stopped where the room ends.
    const overAll = await upload(apiPathOf(second), pdf);
    expect(overAll.statusCode).toBe(507);
    expect(overAll.json().error).toMatchObject({
      code: 'UPLOAD_STORAGE_FULL',
      fields: { file: SITE_PLAN_MESSAGES.storageFull },
    });
    const stored = await t.db.selectFrom('propertySitePlans').select('bytes').execute();
    expect(stored.map((plan) => Number(plan.bytes))).toEqual([pdf.length, pdf.length, pdf.length]);
  });
});

/**
 * A client posting a `declaredBytes` multipart upload 32 KB every 10 ms (3 MB a second),
 * until the answer's first bytes arrive or the server closes: how much it had written by then.
 */
async function sendSlowUpload(port: number, url: string, declaredBytes: number) {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  let isDone = false;
  const answered = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      isDone = true;
      resolve();
    });
    socket.on('close', () => {
      isDone = true;
      resolve();
    });
  });
  socket.on('error', () => {
    // The server cut the connection: the client stops writing.
    isDone = true;
  });
  const boundary = 'plan-boundary-36';
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${declaredBytes}\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  const chunk = Buffer.alloc(32 * 1024, 0x20);
  let bytesWritten = 0;
  while (!isDone && bytesWritten + chunk.length < declaredBytes) {
    await new Promise<void>((resolve) => socket.write(chunk, () => resolve()));
    bytesWritten += chunk.length;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  // The whole answer, if the server still sends it.
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.destroy();
  const [head = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  return { statusLine, headers: headerLines.join('\n'), bytesWritten };
}
