import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createAppDeps } from '#server/create-deps.ts';
import { addAdmin } from '#server/features/auth/auth-accounts.service.ts';
import { buildCalendarEventInput } from '#tests/fixtures/calendar-event.ts';
import {
  TINY_PDF,
  TINY_PNG,
  buildCommercialClearance,
  buildPropaneApplication,
  buildResidentialClearance,
  buildSprinklerApplication,
} from '#tests/fixtures/permit-applications.ts';
import { TEST_ADMIN, TEST_LIMITS, createTestClock } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { buildTestEnv } from '#tests/support/test-env.ts';

/*
 * The house rule: bad input anywhere gets a clear 4xx JSON error (or the route's documented
 * success), never a 500, a crash or an error-level log line. Each test below throws a table of
 * bad inputs at one route and lists every answer that breaks the rule.
 */

type Method = 'GET' | 'HEAD' | 'POST' | 'DELETE' | 'PUT' | 'PATCH' | 'OPTIONS';
type Probe = Omit<InjectOptions, 'method' | 'url'> & { label: string; method: Method; url: string };

const HUGE = 'x'.repeat(200_000);
const WEIRD_STRINGS: readonly unknown[] = [
  null,
  123,
  -1.5,
  true,
  [],
  ['a'],
  {},
  { $gt: '' },
  '',
  ' ',
  HUGE,
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e\u0041',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '🔥'.repeat(500),
  '4242 4242 4242 4242',
];
const ODD_PARAMS = [
  'unknown-id',
  '00000000-0000-0000-0000-000000000000',
  '..%2F..%2Fetc',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  '%zz',
  '%20',
  '%F0%9F%94%A5',
  '%3Cscript%3E',
  "'%20OR%201=1",
  'a'.repeat(5000),
  '%C0%AE%C0%AE',
  '%uD800',
  '%ED%A0%80',
];
const GARBAGE_AUTH = [
  undefined,
  '',
  'Bearer',
  'Bearer ',
  'Basic x',
  `Basic ${Buffer.from(`${TEST_ADMIN.username}:${TEST_ADMIN.password}`).toString('base64')}`,
  'Token abc',
  'Bearer abc def',
  'Bearer ../../etc/passwd',
  'Bearer null',
  `Bearer ${'a'.repeat(10_000)}`,
  'a'.repeat(10_000),
  'Bearer \u00e9\u00e8',
  'Bearer %00',
];
const BOUNDARY = '----bad-input-boundary';

function json(
  label: string,
  body: string,
  contentType = 'application/json',
): Omit<Probe, 'method' | 'url'> {
  return { label, payload: body, headers: { 'content-type': contentType } };
}

/** Every way to send a JSON route something it cannot use, without touching its fields. */
function badJsonBodies(): Omit<Probe, 'method' | 'url'>[] {
  return [
    json('malformed JSON', '{"amount": '),
    json('truncated string', '{"a":"'),
    json('trailing comma', '{"a":1,}'),
    json('single quotes', "{'a':1}"),
    json('array', '[]'),
    json('array of objects', '[{"a":1}]'),
    json('string', '"text"'),
    json('number', '42'),
    json('null', 'null'),
    json('true', 'true'),
    json('empty object', '{}'),
    json('empty body', ''),
    json('whitespace body', '   '),
    json('prototype poisoning', '{"__proto__":{"isAdmin":true}}'),
    json('constructor poisoning', '{"constructor":{"prototype":{"isAdmin":true}}}'),
    json('deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`),
    json('very deep nesting', `{"a":${'['.repeat(400_000)}${']'.repeat(400_000)}}`),
    json('deep objects', `${'{"a":'.repeat(100_000)}"\u0000"${'}'.repeat(100_000)}`),
    json('NUL in JSON', '{"a":"\\u0000"}'),
    json('lone surrogate', '{"a":"\\ud800"}'),
    json(
      'invalid UTF-8',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]).toString('latin1'),
    ),
    json('body over the 1 MB limit', JSON.stringify({ a: 'x'.repeat(1_200_000) })),
    json('JSON in latin1 charset', '{}', 'application/json; charset=latin1'),
    json('JSON in utf-16 charset', '{}', 'application/json; charset=utf-16'),
    json('vendor JSON type', '{}', 'application/vnd.api+json'),
    json('text/plain', 'hello', 'text/plain'),
    json('form-urlencoded', 'a=1&b=2', 'application/x-www-form-urlencoded'),
    json('xml', '<a/>', 'application/xml'),
    json('octet-stream', 'abc', 'application/octet-stream'),
    json('garbage content type', '{}', ';;;==='),
    json('multipart without boundary', 'abc', 'multipart/form-data'),
    {
      label: 'multipart form',
      ...multipart({ a: '1' }, [{ name: 'file', filename: 'a.pdf', bytes: TINY_PDF }]),
    },
    { label: 'no body at all' },
    {
      label: 'gzip-encoded claim',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    },
  ];
}

/**
 * Replaces each field (and each formData field) of a valid body with every weird value in turn.
 * Some of these are still valid (an optional field left out), so a 2xx answer is allowed.
 */
function fieldMutations(
  valid: Record<string, unknown>,
): (Omit<Probe, 'method' | 'url'> & { ok: boolean })[] {
  const probes: (Omit<Probe, 'method' | 'url'> & { ok: boolean })[] = [];
  const paths: string[][] = [];
  for (const [key, value] of Object.entries(valid)) {
    paths.push([key]);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const inner of Object.keys(value)) paths.push([key, inner]);
    }
  }
  for (const fieldPath of paths) {
    for (const weird of WEIRD_STRINGS) {
      const body = structuredClone(valid);
      let target = body as Record<string, unknown>;
      for (const part of fieldPath.slice(0, -1)) target = target[part] as Record<string, unknown>;
      target[fieldPath.at(-1)!] = weird;
      probes.push({
        label: `${fieldPath.join('.')} = ${JSON.stringify(weird).slice(0, 30)}`,
        payload: body as object,
        ok: true,
      });
    }
    const body = structuredClone(valid);
    let target = body as Record<string, unknown>;
    for (const part of fieldPath.slice(0, -1)) target = target[part] as Record<string, unknown>;
    delete target[fieldPath.at(-1)!];
    probes.push({ label: `${fieldPath.join('.')} missing`, payload: body as object, ok: true });
  }
  probes.push({
    label: 'extra unknown fields',
    payload: { ...valid, isAdmin: true, id: 'x', status: 'paid' },
    ok: true,
  });
  return probes;
}

interface FilePart {
  name: string;
  filename: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body as a browser (or a hostile client) would send it. */
function multipart(
  fields: Record<string, unknown>,
  files: FilePart[] = [],
  options: { close?: boolean } = {},
) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

function propaneFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: 10_712,
    timestamp: '2026-03-02T16:00:00.000Z',
    ...buildPropaneApplication(),
    ...overrides,
  };
}

const plan = (overrides: Partial<FilePart> = {}): FilePart => ({
  name: 'plotPlan',
  filename: 'plan.png',
  bytes: TINY_PNG,
  type: 'image/png',
  ...overrides,
});

/** Bad propane uploads; `ok` marks the few a browser could send that the office accepts. */
function badPropaneBodies(): (Omit<Probe, 'method' | 'url'> & { ok?: boolean })[] {
  const { amount: _amount, ...withoutAmount } = propaneFields();
  const probes: (Omit<Probe, 'method' | 'url'> & { ok?: boolean })[] = [
    { label: 'no file', ...multipart(propaneFields()) },
    { label: 'two files', ...multipart(propaneFields(), [plan(), plan({ filename: 'b.png' })]) },
    {
      label: 'two files under different names',
      ...multipart(propaneFields(), [plan(), plan({ name: 'other' })]),
    },
    {
      label: 'file under another field name',
      ...multipart(propaneFields(), [plan({ name: 'somethingElse' })]),
    },
    { label: 'empty file', ...multipart(propaneFields(), [plan({ bytes: Buffer.alloc(0) })]) },
    {
      label: 'file over 10 MB',
      ...multipart(propaneFields(), [
        plan({ bytes: Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024)]) }),
      ]),
    },
    {
      label: 'body over the upload limit',
      ...multipart(propaneFields(), [
        plan({ bytes: Buffer.concat([TINY_PNG, Buffer.alloc(12 * 1024 * 1024)]) }),
      ]),
    },
    {
      label: 'text file named .pdf',
      ...multipart(propaneFields(), [
        plan({ filename: 'plan.pdf', type: 'application/pdf', bytes: Buffer.from('not a pdf') }),
      ]),
    },
    {
      label: 'HTML named .png',
      ...multipart(propaneFields(), [
        plan({ bytes: Buffer.from('<html><script>alert(1)</script></html>') }),
      ]),
    },
    {
      label: 'a ZIP file',
      ...multipart(propaneFields(), [plan({ bytes: Buffer.from('504b0304140000000800', 'hex') })]),
    },
    {
      label: 'truncated PNG',
      ...multipart(propaneFields(), [plan({ bytes: TINY_PNG.subarray(0, 8) })]),
    },
    {
      label: 'path traversal file name',
      ok: true,
      ...multipart(propaneFields(), [plan({ filename: '../../../etc/passwd.png' })]),
    },
    {
      label: 'non-Latin file name',
      ok: true,
      ...multipart(propaneFields(), [plan({ filename: '计划 "x".png' })]),
    },
    { label: 'only amount and a file', ...multipart({ amount: 10_712 }, [plan()]) },
    { label: 'no fields, only a file', ...multipart({}, [plan()]) },
    { label: 'amount missing', ...multipart(withoutAmount, [plan()]) },
    {
      label: 'too many fields',
      ...multipart(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x'])), [
        plan(),
      ]),
    },
    {
      label: 'a field over 10 kB',
      ...multipart(propaneFields({ tankLocation: 'x'.repeat(20_000) }), [plan()]),
    },
    {
      label: 'NUL in a field',
      ...multipart(propaneFields({ applicantName: 'Pat\u0000Example' }), [plan()]),
    },
    {
      label: 'NUL in a field name',
      ok: true,
      ...multipart({ ...propaneFields(), 'a\u0000b': 'x' }, [plan()]),
    },
    {
      label: '__proto__ field',
      ...multipart({ ...propaneFields(), __proto__: 'x', constructor: 'y' }, [plan()]),
    },
    { label: 'unclosed multipart body', ...multipart(propaneFields(), [plan()], { close: false }) },
    {
      label: 'boundary that never appears',
      payload: 'hello',
      headers: { 'content-type': 'multipart/form-data; boundary=nope' },
    },
    {
      label: 'multipart without boundary',
      payload: 'abc',
      headers: { 'content-type': 'multipart/form-data' },
    },
    {
      label: 'multipart with empty boundary',
      payload: 'abc',
      headers: { 'content-type': 'multipart/form-data; boundary=' },
    },
    {
      label: 'multipart/mixed',
      payload: 'abc',
      headers: { 'content-type': `multipart/mixed; boundary=${BOUNDARY}` },
    },
    ...badJsonBodies(),
  ];
  for (const amount of [
    'abc',
    '',
    ' ',
    '1e3',
    '-5',
    '10712.5',
    'Infinity',
    'NaN',
    '0x29D8',
    '1'.repeat(400),
    '10712abc',
    '0',
  ]) {
    probes.push({
      label: `amount "${amount.slice(0, 20)}"`,
      ...multipart(propaneFields({ amount }), [plan()]),
    });
  }
  for (const field of Object.keys(buildPropaneApplication())) {
    const { [field]: _left, ...rest } = propaneFields();
    probes.push({ label: `${field} missing`, ok: true, ...multipart(rest, [plan()]) });
    probes.push({
      label: `${field} huge`,
      ok: true,
      ...multipart(propaneFields({ [field]: 'y'.repeat(9_000) }), [plan()]),
    });
  }
  return probes;
}

const ERROR_LEVEL = 50;

/** Writes raw bytes to a listening server and returns what it answers before closing. */
function sendRaw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

for (const store of storesUnderTest()) {
  describe(`bad input gets a 4xx, never a 500 (${store.kind})`, () => {
    let app: FastifyInstance;
    let handle: Awaited<ReturnType<typeof store.open>>;
    let dataDir: string;
    let adminToken: string;
    let revokedToken: string;
    let advanceClock: (ms: number) => void;
    const errorLogs: string[] = [];

    beforeAll(async () => {
      handle = await store.open();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bad-input-test-'));
      const testClock = createTestClock();
      advanceClock = testClock.advance;
      await addAdmin(
        { db: handle.db, clock: testClock.clock },
        TEST_ADMIN.username,
        TEST_ADMIN.password,
      );
      const logStream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString('utf8').split('\n')) {
            if (!line.trim()) continue;
            const entry = JSON.parse(line) as {
              level: number;
              msg?: string;
              err?: { message?: string; stack?: string };
            };
            if (entry.level < ERROR_LEVEL) continue;
            const ours = entry.err?.stack?.split('\n').find((frame) => frame.includes('/src/'));
            errorLogs.push(`${entry.msg}: ${entry.err?.message} ${ours?.trim() ?? ''}`);
          }
          done();
        },
      });
      app = await buildApp(
        createAppDeps({
          env: buildTestEnv({ DATA_DIR: dataDir, STRIPE_WEBHOOK_SECRET: 'whsec_bad_input_test' }),
          db: handle.db,
          dbKind: handle.kind,
          clock: testClock.clock,
          logger: { level: 'warn', stream: logStream },
          limits: TEST_LIMITS,
        }),
      );
      const logIn = async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: TEST_ADMIN,
        });
        expect(response.statusCode, response.body).toBe(200);
        return `Bearer ${response.json<{ token: string }>().token}`;
      };
      adminToken = await logIn();
      revokedToken = await logIn();
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: revokedToken },
      });
      expect(logout.statusCode).toBe(200);
    });

    afterAll(async () => {
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    afterEach(() => {
      expect(errorLogs.splice(0), 'error-level log lines').toEqual([]);
    });

    /** Sends each probe and returns a line for every answer that breaks the rule. */
    async function findProblems(probes: (Probe & { ok?: boolean })[]): Promise<string[]> {
      const problems: string[] = [];
      for (const probe of probes) {
        const { label, ok: allowSuccess, ...request } = probe;
        let response;
        try {
          response = await app.inject(request);
        } catch (error) {
          problems.push(
            `${probe.method} ${probe.url.slice(0, 80)} [${label}]: inject threw ${String(error)}`,
          );
          continue;
        }
        const where = `${probe.method} ${probe.url.slice(0, 80)} [${label}] → ${response.statusCode}`;
        const status = response.statusCode;
        const isApi = new URL(probe.url, 'http://x').pathname.startsWith('/api');
        if (status >= 500) {
          problems.push(`${where}: ${response.body.slice(0, 300)}`);
          continue;
        }
        if (status < 400) {
          if (
            status >= 200 &&
            status < 300 &&
            isApi &&
            !allowSuccess &&
            probe.method !== 'GET' &&
            probe.method !== 'HEAD'
          ) {
            problems.push(`${where}: accepted bad input ${response.body.slice(0, 200)}`);
          }
          continue;
        }
        if (!isApi || probe.method === 'HEAD') continue;
        let body: unknown;
        try {
          body = response.json();
        } catch {
          problems.push(`${where}: not JSON: ${response.body.slice(0, 200)}`);
          continue;
        }
        const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
        if (
          typeof error?.code !== 'string' ||
          typeof error.message !== 'string' ||
          error.message === ''
        ) {
          problems.push(
            `${where}: not { error: { code, message } }: ${response.body.slice(0, 200)}`,
          );
        }
        if (!String(response.headers['content-type']).startsWith('application/json')) {
          problems.push(`${where}: content-type ${String(response.headers['content-type'])}`);
        }
      }
      return problems;
    }

    const auth = () => ({ authorization: adminToken });

    const JSON_ROUTES: { url: string; valid: Record<string, unknown>; isAdmin?: boolean }[] = [
      {
        url: '/api/burn/permits',
        valid: {
          applicantName: 'Pat Burner',
          phone: '435-555-0100',
          email: 'pat@example.com',
          street: '1 Main St',
          town: 'Kamas',
          material: 'yard-waste',
          materialDescription: 'Two piles of branches',
          pileSize: '2 piles of 6 ft × 6 ft',
          fromDay: '2026-04-01',
          toDay: '2026-04-10',
          acceptConditions: 'yes',
        },
      },
      { url: '/api/admin/burn/day', valid: { isBurningAllowed: true }, isAdmin: true },
      {
        url: '/api/admin/subscriptions/lists',
        valid: { name: 'Fuzzed list', description: '', isHidden: true },
        isAdmin: true,
      },
      {
        url: '/api/admin/subscriptions/preview',
        valid: {
          listId: 'news',
          itemKey: 'news:fuzz',
          subject: 'Fuzz',
          body: 'Text',
          url: '/news',
        },
        isAdmin: true,
      },
      {
        url: '/api/admin/subscriptions/notices',
        valid: {
          listId: 'news',
          itemKey: 'news:fuzz',
          subject: 'Fuzz',
          body: 'Text',
          url: '/news',
        },
        isAdmin: true,
      },
      { url: '/api/auth/login', valid: { username: 'nobody', password: 'not the password' } },
      { url: '/api/calendar/events', valid: { ...buildCalendarEventInput() }, isAdmin: true },
      {
        url: '/api/admin/accounts',
        valid: { username: 'fuzzed', password: 'a long enough password', roles: ['editor'] },
        isAdmin: true,
      },
      {
        url: '/api/admin/accounts/some-id/password',
        valid: { password: 'a long enough password' },
        isAdmin: true,
      },
      { url: '/api/auth/two-step/enable', valid: { code: '123456' }, isAdmin: true },
      {
        url: '/api/auth/password',
        valid: { currentPassword: 'not the password', newPassword: 'a long enough password' },
        isAdmin: true,
      },
      {
        url: '/api/meetings/schedule/dates',
        valid: {
          rule: { ordinal: 'Third', weekday: 'Wednesday', time: '18:30', place: 'Station 41' },
          year: '2027',
        },
        isAdmin: true,
      },
      { url: '/api/clearance', valid: { amount: 75_473, formData: buildResidentialClearance() } },
      { url: '/api/commercial', valid: { amount: 30_000, formData: buildCommercialClearance() } },
      { url: '/api/sprinkler', valid: { amount: 25_875, formData: buildSprinklerApplication() } },
      { url: '/api/clearance/complete', valid: { paymentIntentId: 'pi_unknown' } },
      { url: '/api/commercial/complete', valid: { paymentIntentId: 'pi_unknown' } },
      { url: '/api/propane/complete', valid: { paymentIntentId: 'pi_unknown' } },
      { url: '/api/sprinkler/complete', valid: { paymentIntentId: 'pi_unknown' } },
      {
        url: '/api/payments/sandbox/confirm',
        valid: { clientSecret: 'pi_x_secret_y', paymentMethod: 'pm_card_visa' },
      },
      {
        url: '/api/payments/sandbox/authenticate',
        valid: { clientSecret: 'pi_x_secret_y', outcome: 'complete' },
      },
    ];

    for (const route of JSON_ROUTES) {
      it(`POST ${route.url} answers malformed and wrongly typed bodies with a 4xx JSON error`, async () => {
        const headers = route.isAdmin ? auth() : {};
        const probes: Probe[] = badJsonBodies().map((probe) => ({
          ...probe,
          method: 'POST',
          url: route.url,
          headers: { ...headers, ...(probe.headers as Record<string, string>) },
        }));
        for (const probe of fieldMutations(route.valid))
          probes.push({ ...probe, method: 'POST', url: route.url, headers });
        expect(await findProblems(probes)).toEqual([]);
      });
    }

    it('POST /api/propane answers bad uploads and fields with a 4xx JSON error and keeps no record', async () => {
      const probes = badPropaneBodies().map((probe) => ({
        ...probe,
        method: 'POST' as const,
        url: '/api/propane',
      }));
      expect(await findProblems(probes)).toEqual([]);
      // Whatever was accepted was a real image; nothing was saved without its plot plan.
      const saved = await handle.db
        .selectFrom('permitApplications')
        .select('plotPlanFile')
        .where('formType', '=', 'propane')
        .execute();
      expect(saved.length).toBeGreaterThan(0);
      expect(saved.filter((row) => !row.plotPlanFile?.endsWith('.png'))).toEqual([]);
    });

    it('serves an uploaded plot plan with an odd file name to the office', async () => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/propane',
        ...multipart(propaneFields(), [plan({ filename: '计划\r\n"x".png' })]),
        // The bad uploads above used up the default address's upload budget.
        remoteAddress: '192.0.2.50',
      });
      expect(created.statusCode, created.body).toBe(200);
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/permits/${created.json<{ applicationId: string }>().applicationId}/plot-plan`,
        headers: auth(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(TINY_PNG)).toBe(true);
    });

    it('POST /api/payments/webhook refuses unsigned, forged and malformed events with a 4xx', async () => {
      const event = JSON.stringify({
        id: 'evt_1',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_x' } },
      });
      const signatures = [
        undefined,
        '',
        'garbage',
        't=1,v1=abc',
        `t=${'9'.repeat(400)},v1=${'f'.repeat(64)}`,
        'a'.repeat(10_000),
      ];
      const probes: Probe[] = [];
      for (const signature of signatures) {
        for (const body of badJsonBodies()) {
          probes.push({
            ...body,
            label: `${body.label}, signature ${String(signature).slice(0, 20)}`,
            method: 'POST',
            url: '/api/payments/webhook',
            headers: {
              ...(body.headers as Record<string, string>),
              ...(signature === undefined ? {} : { 'stripe-signature': signature }),
            },
          });
        }
        probes.push({
          label: `event, signature ${String(signature).slice(0, 20)}`,
          method: 'POST',
          url: '/api/payments/webhook',
          payload: event,
          headers: {
            'content-type': 'application/json',
            ...(signature === undefined ? {} : { 'stripe-signature': signature }),
          },
        });
      }
      expect(await findProblems(probes)).toEqual([]);
    });

    const ADMIN_ROUTES: { method: Method; url: string }[] = [
      { method: 'GET', url: '/api/auth/session' },
      { method: 'POST', url: '/api/auth/logout' },
      { method: 'POST', url: '/api/calendar/events' },
      { method: 'DELETE', url: '/api/calendar/events/some-id' },
      { method: 'GET', url: '/api/admin/permits' },
      { method: 'GET', url: '/api/admin/permits/some-id/pdf' },
      { method: 'GET', url: '/api/admin/permits/some-id/plot-plan' },
      { method: 'POST', url: '/api/admin/permits/some-id/resend-email' },
      { method: 'GET', url: '/api/auth/me' },
      { method: 'POST', url: '/api/auth/two-step/setup' },
      { method: 'POST', url: '/api/auth/two-step/enable' },
      { method: 'POST', url: '/api/auth/two-step/disable' },
      { method: 'GET', url: '/api/admin/accounts' },
      { method: 'POST', url: '/api/admin/accounts' },
      { method: 'PUT', url: '/api/admin/accounts/some-id/roles' },
      { method: 'POST', url: '/api/admin/accounts/some-id/password' },
      { method: 'POST', url: '/api/admin/accounts/some-id/disable' },
      { method: 'POST', url: '/api/admin/accounts/some-id/enable' },
      { method: 'POST', url: '/api/admin/accounts/some-id/reset-two-step' },
      { method: 'PUT', url: '/api/admin/settings/two-step' },
      { method: 'GET', url: '/api/admin/activity' },
      { method: 'GET', url: '/api/admin/operations' },
      { method: 'GET', url: '/api/admin/attention' },
      { method: 'POST', url: '/api/admin/operations/emails/some-id/retry' },
      { method: 'GET', url: '/api/content/items' },
      { method: 'GET', url: '/api/content/items/some-id' },
      { method: 'PUT', url: '/api/content/items/some-id' },
      { method: 'PUT', url: '/api/content/items/some-id/published' },
      { method: 'POST', url: '/api/content/items/some-id/versions/some-version/restore' },
      { method: 'GET', url: '/api/content/alerts' },
      { method: 'GET', url: '/api/content/alerts/readers' },
      { method: 'GET', url: '/api/content/spanish' },
      { method: 'GET', url: '/api/content/spanish/meetings' },
      { method: 'GET', url: '/api/content/spanish/documents' },
      { method: 'GET', url: '/api/content/items/some-id/spanish' },
      { method: 'PUT', url: '/api/content/items/some-id/spanish/some-block' },
      { method: 'POST', url: '/api/content/alerts' },
      { method: 'GET', url: '/api/admin/subscriptions/lists' },
      { method: 'POST', url: '/api/admin/subscriptions/lists' },
      { method: 'PUT', url: '/api/admin/subscriptions/lists/some-id' },
      { method: 'GET', url: '/api/admin/subscriptions/stats' },
      { method: 'GET', url: '/api/admin/subscriptions/subscribers' },
      { method: 'GET', url: '/api/admin/subscriptions/subscribers.csv' },
      { method: 'DELETE', url: '/api/admin/subscriptions/subscribers/some-id' },
      { method: 'GET', url: '/api/admin/subscriptions/messages' },
      { method: 'POST', url: '/api/admin/subscriptions/preview' },
      { method: 'POST', url: '/api/admin/subscriptions/notices' },
      { method: 'POST', url: '/api/content/preview' },
      { method: 'GET', url: '/api/admin/permits/some-id' },
      { method: 'POST', url: '/api/admin/permits/some-id/refund' },
      { method: 'POST', url: '/api/admin/permits/some-id/void' },
      { method: 'GET', url: '/api/admin/permits/reconciliation' },
      { method: 'GET', url: '/api/admin/permits/reconciliation.csv' },
      { method: 'GET', url: '/api/meetings/warnings' },
      { method: 'POST', url: '/api/meetings/schedule/dates' },
      { method: 'GET', url: '/api/news/posts' },
      { method: 'POST', url: '/api/news/posts' },
      { method: 'GET', url: '/api/news/posts/some-id' },
      { method: 'PUT', url: '/api/news/posts/some-id' },
      { method: 'PUT', url: '/api/news/posts/some-id/published' },
      { method: 'POST', url: '/api/news/posts/some-id/unpublish' },
      { method: 'GET', url: '/api/documents' },
      { method: 'POST', url: '/api/documents' },
      { method: 'PUT', url: '/api/documents/some-id' },
      { method: 'PUT', url: '/api/documents/some-id/file' },
      { method: 'PUT', url: '/api/documents/some-id/state' },
      { method: 'GET', url: '/api/admin/burn/today' },
      { method: 'POST', url: '/api/admin/burn/day' },
      { method: 'GET', url: '/api/admin/burn/settings' },
      { method: 'PUT', url: '/api/admin/burn/settings' },
      { method: 'GET', url: '/api/admin/burn/permits' },
      { method: 'GET', url: '/api/admin/burn/permits/some-id/timeline' },
      { method: 'POST', url: '/api/admin/burn/permits/some-id/approve' },
      { method: 'POST', url: '/api/admin/burn/permits/some-id/decline' },
      { method: 'POST', url: '/api/admin/burn/permits/some-id/revoke' },
      { method: 'GET', url: '/api/admin/burn/export.csv' },
      { method: 'GET', url: '/api/admin/inspections/settings' },
      { method: 'PUT', url: '/api/admin/inspections/settings' },
      { method: 'GET', url: '/api/admin/inspections/mine' },
      { method: 'GET', url: '/api/admin/inspections/bookings' },
      { method: 'POST', url: '/api/admin/inspections/feed-token' },
      { method: 'DELETE', url: '/api/admin/inspections/feed-token' },
      { method: 'GET', url: '/api/admin/inspections/affected-by-event/some-id' },
      { method: 'GET', url: '/api/admin/inspections/report' },
      { method: 'GET', url: '/api/admin/inspections/report.csv' },
      { method: 'GET', url: '/api/admin/inspections/some-id/result' },
      { method: 'POST', url: '/api/admin/inspections/some-id/result' },
      { method: 'POST', url: '/api/admin/inspections/some-id/photos' },
      { method: 'GET', url: '/api/admin/inspections/photos/some-id' },
      { method: 'GET', url: '/api/admin/records/requests' },
      { method: 'GET', url: '/api/admin/records/requests/some-id' },
      { method: 'POST', url: '/api/admin/records/requests/some-id/acknowledge' },
      { method: 'POST', url: '/api/admin/records/requests/some-id/appeal-decision' },
      { method: 'POST', url: '/api/admin/records/requests/some-id/extend' },
      { method: 'POST', url: '/api/admin/records/requests/some-id/expedite' },
      { method: 'POST', url: '/api/admin/records/requests/some-id/deny' },
      { method: 'PUT', url: '/api/admin/records/requests/some-id/public-log' },
      { method: 'GET', url: '/api/admin/records/report.csv' },
      { method: 'GET', url: '/api/admin/records/report' },
      { method: 'POST', url: '/api/admin/records/requests/some-id/estimate-fees' },
      { method: 'POST', url: '/api/admin/records/requests/some-id/clarify' },
      { method: 'POST', url: '/api/admin/records/requests/some-id/fee-waiver' },
      { method: 'POST', url: '/api/admin/records/requests/some-id/files' },
      { method: 'POST', url: '/api/admin/records/requests/some-id/fulfil' },
      { method: 'GET', url: '/api/admin/working-calendar' },
      { method: 'POST', url: '/api/admin/working-calendar/days' },
    ];

    it('answers every administrator route with 401 JSON for missing, garbage and revoked tokens', async () => {
      const probes: Probe[] = [];
      for (const route of ADMIN_ROUTES) {
        for (const authorization of [
          ...GARBAGE_AUTH,
          revokedToken,
          `${adminToken}x`,
          adminToken.slice(0, -1),
        ]) {
          probes.push({
            label: `authorization ${String(authorization).slice(0, 24)}`,
            ...route,
            headers: authorization === undefined ? {} : { authorization },
          });
        }
      }
      expect(await findProblems(probes)).toEqual([]);
      for (const probe of probes) {
        const response = await app.inject(probe);
        expect(response.statusCode, `${probe.method} ${probe.url} ${probe.label}`).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHORIZED');
      }
    });

    it('answers odd and unknown ids in paths with a 4xx JSON error', async () => {
      const probes: (Probe & { ok?: boolean })[] = [];
      for (const param of ODD_PARAMS) {
        probes.push(
          { label: 'pdf token', method: 'GET', url: `/api/permits/pdf/${param}` },
          { label: 'pdf token', method: 'HEAD', url: `/api/permits/pdf/${param}` },
          {
            label: 'event id',
            method: 'DELETE',
            url: `/api/calendar/events/${param}`,
            headers: auth(),
          },
          {
            label: 'permit pdf',
            method: 'GET',
            url: `/api/admin/permits/${param}/pdf`,
            headers: auth(),
          },
          {
            label: 'plot plan',
            method: 'GET',
            url: `/api/admin/permits/${param}/plot-plan`,
            headers: auth(),
          },
          {
            label: 'resend',
            method: 'POST',
            url: `/api/admin/permits/${param}/resend-email`,
            headers: auth(),
          },
          {
            label: 'e-mail retry',
            method: 'POST',
            url: `/api/admin/operations/emails/${param}/retry`,
            headers: auth(),
          },
          {
            label: 'document state',
            method: 'PUT',
            url: `/api/documents/${param}/state`,
            headers: auth(),
            payload: { state: 'archived' },
          },
          {
            label: 'document file',
            method: 'PUT',
            url: `/api/documents/${param}/file`,
            headers: auth(),
          },
        );
      }
      probes.push(
        { label: 'empty token', method: 'GET', url: '/api/permits/pdf/' },
        { label: 'double slash', method: 'GET', url: '/api/permits/pdf//x' },
        { label: 'nested', method: 'GET', url: '/api/permits/pdf/a/b' },
        { label: 'empty id', method: 'DELETE', url: '/api/calendar/events/', headers: auth() },
        {
          label: 'body on delete',
          method: 'DELETE',
          url: '/api/calendar/events/x',
          headers: { ...auth(), 'content-type': 'application/json' },
          payload: '{',
        },
      );
      expect(await findProblems(probes)).toEqual([]);
    });

    it('answers odd query strings, methods and unknown API paths with a 4xx JSON error', async () => {
      const probes: (Probe & { ok?: boolean })[] = [];
      for (const query of [
        'type=bogus',
        'status=bogus',
        'type=propane&type=sprinkler',
        'type[]=propane',
        'type[a]=b',
        'status=%00',
        'type=%E0%A4%A',
        `type=${'a'.repeat(5000)}`,
        '__proto__[x]=1',
        '&&&===',
      ]) {
        probes.push({
          label: query.slice(0, 30),
          method: 'GET',
          url: `/api/admin/permits?${query}`,
          headers: auth(),
        });
      }
      for (const url of [
        '/api/calendar/events',
        '/api/calendar/events.ics',
        '/api/permits/config',
        '/api/auth/session',
        '/api/auth/login',
        '/api/propane',
        '/api/payments/webhook',
      ]) {
        for (const method of ['PUT', 'PATCH', 'OPTIONS'] as const) {
          probes.push({
            label: 'unsupported method',
            method,
            url,
            headers: { 'content-type': 'application/json' },
            payload: '{',
          });
        }
        probes.push({
          label: 'odd query',
          method: 'GET',
          url: `${url}?x=%E0%A4%A&y[]=<script>&${'z'.repeat(3000)}=1`,
        });
      }
      for (const url of [
        '/api',
        '/api/',
        '/api/nope',
        '/api/../etc/passwd',
        '/api/..%2f..%2fetc%2fpasswd',
        '/api/%E0%A4%A',
        '/api/%00',
        '/api//calendar/events',
        '/api/calendar/events/',
        '/api/calendar/events.ics/x',
        '/API/calendar/events',
      ]) {
        probes.push(
          { label: 'unknown path', method: 'GET', url },
          { label: 'unknown path', method: 'POST', url, payload: {} },
        );
      }
      expect(await findProblems(probes)).toEqual([]);
    });

    it('answers site paths with odd encodings with a page, a redirect or a 404, never a 500', async () => {
      const urls = [
        '/%E0%A4%A',
        '/%',
        '/%00',
        '/about%00',
        '/..%2f..%2fetc/passwd',
        '/..%2F..%2F..%2Fpackage.json',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/about/../../etc/passwd',
        '/documents/..%2f..%2fpackage.json',
        '/documents/%2e%2e/%2e%2e/package.json',
        '/documents/%00',
        '/documents/%E0%A4%A',
        '/assets/..%2f..%2fpackage.json',
        '/assets/%E0%A4%A',
        '//double',
        '//about',
        '///etc/passwd',
        '/about?x=<script>alert(1)</script>',
        '/about?%E0%A4%A',
        '/about/',
        '/about//',
        '/ABOUT',
        '/about%2f',
        '/index.html',
        '/index.html/..',
        '/\\..\\..\\etc\\passwd',
        `/${'a'.repeat(5000)}`,
        `/about?${'q'.repeat(5000)}`,
        '/elections?x=%E0%A4%A',
        '/%F0%9F%94%A5',
        '/%C0%AE%C0%AE/',
      ];
      const problems: string[] = [];
      for (const url of urls) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await app.inject({ method, url });
          if (![200, 301, 302, 308, 400, 403, 404].includes(response.statusCode)) {
            problems.push(
              `${method} ${url.slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
          if (/root:x:0:0|"devDependencies"/.test(response.body))
            problems.push(`${method} ${url} leaks a file`);
        }
      }
      const post = await app.inject({
        method: 'POST',
        url: '/about',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      });
      if (post.statusCode >= 500) problems.push(`POST /about → ${post.statusCode}`);
      expect(problems).toEqual([]);
    });

    it('POST /api/burn/permits/:token/check-in answers odd tokens and bodies with a 4xx JSON error', async () => {
      const probes: Probe[] = [];
      for (const param of ODD_PARAMS) {
        probes.push({
          label: 'check-in token',
          method: 'POST',
          url: `/api/burn/permits/${param}/check-in`,
          payload: { startTime: '09:00', endTime: '15:00' },
        });
      }
      for (const probe of badJsonBodies()) {
        probes.push({ ...probe, method: 'POST', url: '/api/burn/permits/unknown-token/check-in' });
      }
      expect(await findProblems(probes)).toEqual([]);
    });

    // Routes keyed by a token or permit number rather than an id: probed with odd keys and bodies.
    const INSPECTION_TOKEN_ROUTES = [
      ['GET', '/api/inspections/feed/:file'],
      ['GET', '/api/inspections/:token/slots'],
      ['GET', '/api/inspections/:token/booking'],
      ['POST', '/api/inspections/:token/booking'],
      ['PUT', '/api/inspections/:token/booking'],
      ['DELETE', '/api/inspections/:token/booking'],
      ['GET', '/api/admin/inspections/bookings/:permitNumber'],
      ['POST', '/api/admin/inspections/bookings/:permitNumber'],
      ['PUT', '/api/admin/inspections/bookings/:permitNumber'],
      ['DELETE', '/api/admin/inspections/bookings/:permitNumber'],
      ['GET', '/api/admin/inspections/clearances/:permitNumber'],
      ['POST', '/api/admin/inspections/clearances/:permitNumber/revoke'],
    ] as const;

    const FEE_ROUTES = [
      ['GET', '/api/fees/current'],
      ['POST', '/api/fees/current/payment'],
      ['POST', '/api/fees/current/complete'],
    ] as const;

    it('answers the fee routes with garbage tokens and bodies with a 4xx JSON error', async () => {
      const probes: Probe[] = [];
      for (const [method, url] of FEE_ROUTES) {
        for (const authorization of [...GARBAGE_AUTH, `Fee ${'a'.repeat(32)}`, 'Fee ../../x']) {
          probes.push({
            label: `fee authorization ${String(authorization).slice(0, 24)}`,
            method,
            url,
            headers: authorization === undefined ? {} : { authorization },
            payload: { paymentIntentId: 'pi_x' },
          });
        }
        if (method === 'POST') {
          for (const probe of badJsonBodies()) {
            probes.push({
              ...probe,
              method,
              url,
              headers: { ...probe.headers, authorization: `Fee ${'a'.repeat(32)}` },
            });
          }
        }
      }
      expect(await findProblems(probes)).toEqual([]);
    });

    // The responders' property profile API (issue 30) and the dispatch centre's lookup.
    const PROPERTY_ROUTES = [
      ['GET', '/api/property/search'],
      ['POST', '/api/property/profiles/:id/read'],
      ['POST', '/api/property/profiles/:id/card'],
      ['GET', '/api/property/counts'],
      ['GET', '/api/dispatch/property'],
      ['POST', '/api/property/profiles/:id/site-plans/:planId'],
      ['POST', '/api/property/manage/:token/site-plans'],
      ['DELETE', '/api/property/manage/:token/site-plans/:planId'],
    ] as const;

    it('answers the property routes with garbage tokens, ids, queries and bodies with a 4xx JSON error', async () => {
      const probes: Probe[] = [];
      for (const [method, url] of PROPERTY_ROUTES) {
        const path = url
          .replace(':id', 'no-such-profile')
          .replace(':token', 'no-such-token')
          .replace(':planId', 'no-such-plan');
        for (const authorization of GARBAGE_AUTH) {
          probes.push({
            label: `property authorization ${String(authorization).slice(0, 24)}`,
            method,
            url: `${path}?address=Main`,
            headers: authorization === undefined ? {} : { authorization },
            payload: method === 'POST' ? { incident: '26-0001' } : undefined,
          });
        }
        if (url.includes(':id') || url.includes(':token')) {
          for (const segment of ODD_PARAMS) {
            probes.push({
              label: `property id ${segment.slice(0, 24)}`,
              method,
              url: url
                .replace(':id', segment)
                .replace(':token', segment)
                .replace(':planId', segment),
              headers: auth(),
              payload: { incident: '26-0001' },
            });
          }
          for (const probe of badJsonBodies()) {
            probes.push({ ...probe, method, url: path, headers: { ...probe.headers, ...auth() } });
          }
        }
      }
      for (const query of [
        '',
        '?address=',
        `?address=${'a'.repeat(5000)}`,
        '?address=%00',
        '?address[]=x',
      ]) {
        probes.push({
          label: `property search ${query.slice(0, 24)}`,
          method: 'GET',
          url: `/api/property/search${query}`,
          headers: auth(),
        });
      }
      expect(await findProblems(probes)).toEqual([]);
    });

    it('answers the inspection routes with odd tokens, permit numbers and bodies with a 4xx JSON error', async () => {
      const probes: Probe[] = [];
      for (const [method, url] of INSPECTION_TOKEN_ROUTES) {
        for (const param of ODD_PARAMS) {
          const path = url.replace(/:(?:token|file|permitNumber)/, param);
          const headers = url.startsWith('/api/admin') ? auth() : {};
          probes.push({ label: 'odd key', method, url: path, headers, payload: { start: 'x' } });
        }
        if (method !== 'GET' && method !== 'DELETE') {
          for (const probe of badJsonBodies()) {
            const path = url.replace(/:(?:token|file|permitNumber)/, 'unknown-key');
            probes.push({ ...probe, method, url: path });
          }
        }
      }
      expect(await findProblems(probes)).toEqual([]);
    });

    it('covers every API route the app registers', () => {
      const covered = new Set([
        ...JSON_ROUTES.map((route) => `POST ${route.url}`),
        ...ADMIN_ROUTES.map(
          (route) =>
            `${route.method} ${route.url.replace('some-id', ':id').replace('some-version', ':versionId').replace('some-block', ':block')}`,
        ),
        'GET /api/content/page-data',
        'POST /api/propane',
        'POST /api/payments/webhook',
        'GET /api/permits/pdf/:token',
        'GET /api/calendar/events',
        'GET /api/calendar/events.ics',
        'GET /api/permits/config',
        'GET /api/burn/status',
        'POST /api/burn/permits/:token/check-in',
        ...INSPECTION_TOKEN_ROUTES.map(([method, url]) => `${method} ${url}`),
        ...FEE_ROUTES.map(([method, url]) => `${method} ${url}`),
        ...PROPERTY_ROUTES.map(([method, url]) => `${method} ${url}`),
        // Keyed by a date, probed through the working calendar's own tests.
        'DELETE /api/admin/working-calendar/days/:day',
      ]);
      const registered: string[] = [];
      const stack: string[] = [];
      for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
        const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
        if (!match) continue;
        const depth = (match[1] ?? '').length / 4;
        stack.length = depth;
        stack.push(match[2] ?? '');
        const url = stack.join('');
        if (!url.startsWith('/api')) continue;
        for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
          if (method !== 'HEAD') registered.push(`${method} ${url}`);
        }
      }
      expect(registered.length).toBeGreaterThan(20);
      expect(registered.filter((route) => !covered.has(route))).toEqual([]);
    });

    it('answers requests Node cannot parse with a 4xx JSON error and the security headers', async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const raw = {
        'a made-up method': 'FOO /api/auth/login HTTP/1.1\r\nHost: x\r\n\r\n',
        'a space in the path': 'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n',
        'headers over 16 kB': `GET / HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'a'.repeat(20_000)}\r\n\r\n`,
        'a non-numeric Content-Length':
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
        'Content-Length with chunked encoding':
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      };
      const problems: string[] = [];
      for (const [label, request] of Object.entries(raw)) {
        const answer = await sendRaw(port, request);
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        if (
          !/^HTTP\/1\.1 4\d\d /.test(head) ||
          !/\r\nx-content-type-options: nosniff\r\n/i.test(head) ||
          !/\r\ncontent-security-policy: [^\r]*frame-ancestors 'none'/i.test(head) ||
          !/"code":"VALIDATION_FAILED","message":"[^"]+"/.test(body)
        ) {
          problems.push(`${label}: ${answer.slice(0, 200)}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('answers an expired administrator session with 401', async () => {
      advanceClock(13 * 60 * 60 * 1000);
      const response = await app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: auth(),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    });
  });
}
