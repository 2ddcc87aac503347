/**
 * Records requests for server tests, built the way people make them: the requester files the
 * public form, staff act through the back office's API. Each factory names the state it leaves
 * the request in ("a filed records request", "one awaiting clarification", "a denied one").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { openTestApp, type TestApp } from '../test-app.ts';
import type { TestStore } from '../test-db.ts';

/** The public form's required fields, as a requester fills them in. */
export const RECORDS_FORM = {
  requesterName: 'Dana Reporter',
  email: 'dana@example.org',
  mailingAddress: 'PO Box 12, Kamas, UT 84036',
  description: 'Incident reports for the Weber Canyon fire',
  format: 'electronic',
} as const;

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

/** A form body as a browser without JavaScript posts it. */
export const formBody = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** The back office's address for one request. */
export const staffRequestUrl = (id: string) => `/api/admin/records/requests/${id}`;

/** A records test app with its own data folder, where the outbox writes each e-mail. */
export interface RecordsTestApp {
  t: TestApp;
  dataDir: string;
  close: () => Promise<void>;
}

export async function openRecordsTestApp(
  store: TestStore,
  options: { clockStart: string; env?: Record<string, string>; hasPages?: boolean },
): Promise<RecordsTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'records-'));
  const t = await openTestApp(store, {
    clockStart: options.clockStart,
    env: { DATA_DIR: dataDir, ...options.env },
    hasPages: options.hasPages ?? true,
  });
  return {
    t,
    dataDir,
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every e-mail written to the data folder's outbox, oldest first, soft line breaks undone. */
export function readOutboxMails(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .sort()
        .map((file) => fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, ''))
    : [];
}

/** Posts the public form; the answer is the raw response (303 when filed, 400 with errors). */
export function postRecordsForm(
  t: TestApp,
  values: Record<string, string>,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/public-records/request/online',
    headers: FORM_HEADERS,
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: formBody(values),
  });
}

export interface FiledRecordsRequest {
  id: string;
  accessToken: string;
  /** The requester's private status page. */
  statusUrl: string;
}

/** A filed records request: the public form posted with RECORDS_FORM and `overrides`. */
export async function fileRecordsRequest(
  t: TestApp,
  overrides: Record<string, string> = {},
): Promise<FiledRecordsRequest> {
  const filed = await postRecordsForm(t, { ...RECORDS_FORM, ...overrides });
  const statusUrl = filed.headers.location!.split('?')[0]!;
  const accessToken = statusUrl.split('/').at(-1)!;
  const row = await t.db
    .selectFrom('recordsRequests')
    .select(['id'])
    .where('accessToken', '=', accessToken)
    .executeTakeFirstOrThrow();
  return { id: row.id, accessToken, statusUrl };
}

/** Staff post one of the officer's actions (`acknowledge`, `deny`, …) on a request. */
export function postStaffAction(
  t: TestApp,
  authorization: string,
  id: string,
  action: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `${staffRequestUrl(id)}/${action}`,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });
}

/** Staff read one request: details, timeline, e-mails and files. */
export function getStaffRequest(
  t: TestApp,
  authorization: string,
  id: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: staffRequestUrl(id), headers: { authorization } });
}

/** The requester posts one of the status page's forms (`appeal`, `clarify`, `withdraw`). */
export function postStatusForm(
  t: TestApp,
  statusUrl: string,
  form: 'appeal' | 'clarify' | 'withdraw',
  values: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `${statusUrl}/${form}`,
    headers: FORM_HEADERS,
    payload: formBody(values),
  });
}

/** The grounds the denying factories give unless told otherwise. */
export const DENIAL = {
  isPartial: false,
  classification: 'protected',
  grounds: 'Security plans.',
} as const;

/** A denied one: filed, then denied in whole by `authorization`. */
export async function fileDeniedRecordsRequest(
  t: TestApp,
  authorization: string,
  denial: Partial<Record<keyof typeof DENIAL, unknown>> = {},
  overrides: Record<string, string> = {},
): Promise<FiledRecordsRequest> {
  const filed = await fileRecordsRequest(t, overrides);
  await postStaffAction(t, authorization, filed.id, 'deny', { ...DENIAL, ...denial });
  return filed;
}

/** One awaiting clarification: filed, then asked `message` by `authorization`. */
export async function fileRecordsRequestAwaitingClarification(
  t: TestApp,
  authorization: string,
  message = 'Which incident numbers?',
  overrides: Record<string, string> = {},
): Promise<FiledRecordsRequest> {
  const filed = await fileRecordsRequest(t, overrides);
  await postStaffAction(t, authorization, filed.id, 'clarify', { message });
  return filed;
}
