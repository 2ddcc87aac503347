/**
 * The set-up the records officer API tests share: a records app on one store opened per test at
 * its own clock, closed after it, with the request filing, the queue and the mails sent.
 */
import { afterEach, expect } from 'vitest';
import type { TestApp } from '#tests/support/test-app.ts';
import {
  RECORDS_FORM,
  fileRecordsRequest,
  openRecordsTestApp,
  readOutboxMails,
  type RecordsTestApp,
} from '#tests/support/factories/records.ts';
import type { TestStore } from '#tests/support/test-db.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface QueueItem {
  id: string;
  requestNumber: string;
  status: string;
  statusLabel: string;
  dueDay: string;
  businessDaysLeft: number | null;
  isOverdue: boolean;
}

/** Call inside a `describe`; `open(clockStart)` starts the test's app. */
export function useRecordsOfficerApp(store: TestStore) {
  const suite = {
    records: undefined as unknown as RecordsTestApp,
    t: undefined as unknown as TestApp,
    async open(clockStart: string) {
      suite.records = await openRecordsTestApp(store, { clockStart });
      suite.t = suite.records.t;
    },
    mails: () => readOutboxMails(suite.records.dataDir),
    file: (description: string = RECORDS_FORM.description) =>
      fileRecordsRequest(suite.t, { description }),
    async queue(query = '') {
      const officer = await suite.t.logInAsNew(`officer${Date.now()}`, ['records-officer']);
      const response = await suite.t.app.inject({
        method: 'GET',
        url: `/api/admin/records/requests${query}`,
        headers: { authorization: officer },
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
      return { officer, items: response.json<{ requests: QueueItem[] }>().requests };
    },
  };
  afterEach(() => suite.records.close());
  return suite;
}
