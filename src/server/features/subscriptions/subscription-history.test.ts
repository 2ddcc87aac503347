// The back office's sending history pages its notices with a total (issue 36): it used to stop at
// the newest 200 rows without saying so.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '#domain/pagination.ts';
import {
  SUBSCRIPTIONS_API,
  type SubscriptionMessageList,
} from '#domain/subscriptions/subscriptions-api.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';

const NOTICES = 205;

describe.each(storesUnderTest())('the sending history on $kind', (store) => {
  let t: TestApp;
  let auth: string;
  beforeEach(async () => {
    t = await openTestApp(store, { clockStart: '2026-11-16T17:00:00.000Z' });
    auth = await t.logInAsAdmin();
    const start = Date.parse('2026-01-01T12:00:00.000Z');
    await t.db
      .insertInto('subscriptionMessages')
      .values(
        Array.from({ length: NOTICES }, (_, index) => {
          const at = new Date(start + index * 3_600_000).toISOString();
          return {
            id: `notice-${String(index).padStart(3, '0')}`,
            listId: 'news',
            itemKey: `news:${index}`,
            subject: `Notice ${index}`,
            body: 'Text',
            url: '/news',
            sendAt: at,
            status: 'sent-to-outbox' as const,
            createdBy: 'test',
            createdAt: at,
            fannedOutAt: at,
          };
        }),
      )
      .execute();
  });
  afterEach(() => t.close());

  const read = (query = '') =>
    t.app.inject({
      method: 'GET',
      url: `${SUBSCRIPTIONS_API.messages}${query}`,
      headers: { authorization: auth },
    });

  it('answers every notice past 200, a page at a time, newest first, with the total', async () => {
    const first = await read();
    expect(first.statusCode).toBe(200);
    const page1 = first.json<SubscriptionMessageList>();
    expect(page1).toMatchObject({ page: 1, perPage: PAGE_SIZE, total: NOTICES });
    expect(page1.messages).toHaveLength(PAGE_SIZE);
    expect(page1.messages[0]?.subject).toBe(`Notice ${NOTICES - 1}`);

    const subjects: string[] = [];
    const pages = Math.ceil(NOTICES / PAGE_SIZE);
    for (let page = 1; page <= pages; page += 1) {
      const answer = (await read(`?page=${page}`)).json<SubscriptionMessageList>();
      expect(answer.total).toBe(NOTICES);
      subjects.push(...answer.messages.map((message) => message.subject));
    }
    // Five pages of 50, 50, 50, 50 and 5: every notice once, the oldest last.
    expect(subjects).toHaveLength(NOTICES);
    expect(new Set(subjects).size).toBe(NOTICES);
    expect(subjects.at(-1)).toBe('Notice 0');
    // Past the last page: no rows, the same total.
    expect((await read(`?page=${pages + 1}`)).json<SubscriptionMessageList>()).toMatchObject({
      total: NOTICES,
      messages: [],
    });
  });

  it('refuses a page that is not a whole number from 1 with a 400', async () => {
    for (const query of ['?page=0', '?page=two', '?page=1.5']) {
      const answer = await read(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });
});
