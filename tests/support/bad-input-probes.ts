import net from 'node:net';
import type { InjectOptions } from 'fastify';
import {
  TINY_PDF,
  TINY_PNG,
  buildPropaneApplication,
} from '#tests/fixtures/permit-applications.ts';
import { TEST_ADMIN } from './test-app.ts';

/*
 * The bad inputs the bad-input tests (src/server/features/site/bad-input.*.test.ts) throw at the
 * routes: odd strings, ids, tokens, JSON and multipart bodies.
 */

export type Method = 'GET' | 'HEAD' | 'POST' | 'DELETE' | 'PUT' | 'PATCH' | 'OPTIONS';
export type Probe = Omit<InjectOptions, 'method' | 'url'> & {
  label: string;
  method: Method;
  url: string;
};

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
export const ODD_PARAMS = [
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
export const GARBAGE_AUTH = [
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
export function badJsonBodies(): Omit<Probe, 'method' | 'url'>[] {
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
export function fieldMutations(
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
export function multipart(
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

export function propaneFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: 10_712,
    timestamp: '2026-03-02T16:00:00.000Z',
    ...buildPropaneApplication(),
    ...overrides,
  };
}

export const plan = (overrides: Partial<FilePart> = {}): FilePart => ({
  name: 'plotPlan',
  filename: 'plan.png',
  bytes: TINY_PNG,
  type: 'image/png',
  ...overrides,
});

/** Bad propane uploads; `ok` marks the few a browser could send that the office accepts. */
export function badPropaneBodies(): (Omit<Probe, 'method' | 'url'> & { ok?: boolean })[] {
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

/** Writes raw bytes to a listening server and returns what it answers before closing. */
export function sendRaw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}
