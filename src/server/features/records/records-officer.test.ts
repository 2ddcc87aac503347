import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ATTENTION_PATH, AttentionResponseSchema } from '#domain/staff/attention-api.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const FORM = {
  requesterName: 'Dana Reporter',
  email: 'dana@example.org',
  mailingAddress: 'PO Box 12, Kamas, UT 84036',
  description: 'Incident reports for the Weber Canyon fire',
  format: 'electronic',
};
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

for (const store of storesUnderTest()) {
  describe(`records officer's work (${store.kind})`, () => {
    let t: TestApp;
    let dataDir: string;
    let officer: string;
    async function open(clockStart: string, env: Record<string, string> = {}) {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'records-officer-'));
      t = await openTestApp(store, { clockStart, env: { DATA_DIR: dataDir, ...env } });
      officer = await t.logInAsNew('clerk', ['records-officer']);
    }
    afterEach(async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    const mails = () => {
      const dir = path.join(dataDir, 'outbox');
      return fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .sort()
            .map((file) => fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, ''))
        : [];
    };
    /** Files a request and answers its id and private status path. */
    async function file(description = FORM.description) {
      const filed = await t.app.inject({
        method: 'POST',
        url: '/public-records/request/online',
        headers: FORM_HEADERS,
        payload: new URLSearchParams({ ...FORM, description }).toString(),
      });
      const statusPath = filed.headers.location!.split('?')[0]!;
      const row = await t.db
        .selectFrom('recordsRequests')
        .select(['id'])
        .where('description', '=', description)
        .executeTakeFirstOrThrow();
      return { id: row.id, statusPath };
    }
    const act = (id: string, action: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${id}/${action}`,
        headers: { authorization: officer },
        ...(payload ? { payload } : {}),
      });
    const detail = async (id: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/records/requests/${id}`,
          headers: { authorization: officer },
        })
      ).json<{
        request: { status: string; dueDay: string; pausedBusinessDays: number };
        emails: { template: string }[];
      }>();

    it('counts open requests due in 2 business days or less, overdue included', async () => {
      // Monday, November 2, 2026, 10:00 MST: due Tuesday, November 17.
      await open('2026-11-02T17:00:00.000Z');
      await file('Hydrant maintenance logs');
      let logins = 0;
      const count = async () => {
        // Sessions end after days; sign in again after each jump of the clock.
        officer = await t.logInAsNew(`clerk${++logins}`, ['records-officer']);
        const response = await t.app.inject({
          method: 'GET',
          url: ATTENTION_PATH,
          headers: { authorization: officer },
        });
        expect(response.statusCode, response.body).toBe(200);
        const items = AttentionResponseSchema.parse(response.json()).items;
        return items.find((item) => item.label === 'Records requests due')?.count;
      };
      expect(await count()).toBe(0);
      // Friday, November 13: 2 business days left (Monday 16, Tuesday 17).
      t.advanceClock(11 * DAY);
      expect(await count()).toBe(1);
      // Thursday, November 19: overdue, still counted.
      t.advanceClock(6 * DAY);
      expect(await count()).toBe(1);
    });
  });
}
