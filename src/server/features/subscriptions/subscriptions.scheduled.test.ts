import { describe, expect, it } from 'vitest';
import { createMemoryMailer, type PermitsTestApp } from '#tests/support/permits-test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import {
  sendNotices,
  signUp,
  subscribeAndConfirm,
  useSubscriptionsApp,
} from '#tests/support/factories/subscriptions.ts';
import { countConfirmedSubscribers } from './subscriptions.repo.ts';
import { createNewsPost, publishNewsVersion } from '#tests/support/factories/news.ts';

// E-mail subscriptions (decision 191): notices of scheduled news posts and alerts, and the urgent lane.

const HOUR_MS = 60 * 60 * 1000;

for (const store of storesUnderTest()) {
  describe(`e-mail subscriptions: scheduled posts and alerts (${store.kind})`, () => {
    const { open, openWithSubscriber } = useSubscriptionsApp(store);

    it('notifies the News list of a scheduled post at its start when staff tick Notify subscribers, once', async () => {
      const mailer = createMemoryMailer();
      const app = await open(mailer);
      let auth = await app.logInAsAdmin();
      await subscribeAndConfirm(app, mailer, 'reader@example.org', ['news']);
      const post = (title: string) => ({
        title,
        date: '2026-03-02',
        summary: 'The chipper comes to Oakley on Saturday.',
        bodyHtml: '<p>Stack branches by the road.</p>',
        // 12:00 MST, three hours after the test clock's 09:00.
        publishAtLocal: '2026-03-02T12:00',
        attachments: [],
      });
      const created = async (title: string) =>
        (await createNewsPost(app.app, auth, post(title))).id;
      const publish = async (id: string, title: string, notifySubscribers?: boolean) => {
        await publishNewsVersion(app.app, auth, id, {
          ...post(title),
          ...(notifySubscribers === undefined ? {} : { notifySubscribers }),
        });
      };
      const chipper = await created('Chipper Day');
      const quiet = await created('Quiet correction');
      await publish(chipper, 'Chipper Day', true);
      await publish(quiet, 'Quiet correction');
      const notices = () =>
        mailer.sent.filter((mail) => !mail.subject.startsWith('Confirm')).map((m) => m.subject);
      await sendNotices(app);
      expect(notices()).toEqual([]);
      app.advanceClock(3 * HOUR_MS);
      auth = await app.logInAsAdmin();
      // Published again after it went live: still one notice.
      await publish(chipper, 'Chipper Day', true);
      await sendNotices(app);
      expect(notices()).toEqual([expect.stringMatching(/^Chipper Day – /)]);
      const mail = mailer.sent.find((m) => m.subject.startsWith('Chipper Day'));
      expect(mail?.text).toContain('The chipper comes to Oakley on Saturday.');
      expect(mail?.text).toContain('https://district.example.org/news/chipper-day');
    });

    /** A news post with a "Publish at" (district wall clock), created and published. */
    async function publishNewsPost(
      app: PermitsTestApp,
      auth: string,
      title: string,
      publishAtLocal: string | null,
      notifySubscribers = true,
    ) {
      const post = {
        title,
        date: '2026-03-02',
        summary: `${title}: the chipper comes to Oakley on Saturday.`,
        bodyHtml: '<p>Stack branches by the road.</p>',
        publishAtLocal,
        attachments: [],
      };
      const { id } = await createNewsPost(app.app, auth, post);
      const republish = async (at: string | null, notify: boolean) => {
        await publishNewsVersion(app.app, auth, id, {
          ...post,
          publishAtLocal: at,
          notifySubscribers: notify,
        });
      };
      await republish(publishAtLocal, notifySubscribers);
      return { id, republish };
    }

    /** An alert, created and published; `republish` publishes a new version of it. */
    async function publishAlert(
      app: PermitsTestApp,
      auth: string,
      data: Partial<Record<string, unknown>>,
      notifySubscribers?: boolean,
    ) {
      const alert = {
        level: 'warning',
        heading: 'Evacuate Weber Canyon',
        text: 'Leave the Weber Canyon area now.',
        link: null,
        startsAtLocal: null,
        endsAtLocal: null,
        ...data,
      };
      const created = await app.app.inject({
        method: 'POST',
        url: '/api/content/alerts',
        headers: { authorization: auth },
        payload: {
          data: alert,
          ...(notifySubscribers === undefined ? {} : { notifySubscribers }),
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ id: string }>().id;
      const republish = async (changes: Partial<Record<string, unknown>>, notify?: boolean) => {
        const response = await app.app.inject({
          method: 'PUT',
          url: `/api/content/items/${id}/published`,
          headers: { authorization: auth },
          payload: {
            data: { ...alert, ...changes },
            ...(notify === undefined ? {} : { notifySubscribers: notify }),
          },
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      return { id, republish };
    }

    const noticesIn = (mailer: ReturnType<typeof createMemoryMailer>) =>
      mailer.sent.filter((mail) => !mail.subject.startsWith('Confirm')).map((mail) => mail.subject);

    it('sends an urgent alert published after a news post before the news, in the urgent lane', async () => {
      const mailer = createMemoryMailer();
      const app = await open(mailer);
      const auth = await app.logInAsAdmin();
      for (const email of ['one@example.org', 'two@example.org', 'three@example.org']) {
        await subscribeAndConfirm(app, mailer, email, ['news', 'alerts']);
      }
      // Signed up, not confirmed: the start-up line's count leaves it out.
      expect((await signUp(app, 'pending@example.org', ['alerts'])).statusCode).toBe(200);
      expect(await countConfirmedSubscribers(app.deps.db)).toBe(3);
      await publishNewsPost(app, auth, 'Chipper Day', null);
      app.advanceClock(60_000);
      // A warning marked urgent notifies without the box ticked, as an emergency does.
      await publishAlert(app, auth, { isUrgent: true });
      await sendNotices(app);
      const notices = noticesIn(mailer);
      expect(notices).toHaveLength(6);
      expect(notices.slice(0, 3)).toEqual(
        Array.from({ length: 3 }, () => expect.stringMatching(/^Warning: Evacuate Weber Canyon/)),
      );
      expect(notices.slice(3)).toEqual(
        Array.from({ length: 3 }, () => expect.stringMatching(/^Chipper Day/)),
      );
      const history = await app.app.inject({
        method: 'GET',
        url: '/api/admin/subscriptions/messages',
        headers: { authorization: auth },
      });
      expect(
        history
          .json<{ messages: Array<{ subject: string; isUrgent: boolean }> }>()
          .messages.map(({ subject, isUrgent }) => ({ subject, isUrgent })),
      ).toEqual(
        expect.arrayContaining([
          { subject: 'Warning: Evacuate Weber Canyon', isUrgent: true },
          { subject: 'Chipper Day', isUrgent: false },
        ]),
      );
    });

    it('sends no notice for a scheduled post unpublished or a scheduled alert withdrawn before its time', async () => {
      const { app, mailer, auth } = await openWithSubscriber('reader@example.org', [
        'news',
        'alerts',
      ]);
      // The test clock reads 09:00 MST; both items are due at 12:00.
      const post = await publishNewsPost(app, auth, 'Chipper Day', '2026-03-02T12:00');
      const alert = await publishAlert(
        app,
        auth,
        { level: 'emergency', startsAtLocal: '2026-03-02T12:00' },
        true,
      );
      const unpublished = await app.app.inject({
        method: 'POST',
        url: `/api/news/posts/${post.id}/unpublish`,
        headers: { authorization: auth },
      });
      expect(unpublished.statusCode, unpublished.body).toBe(200);
      // Withdrawn: "End now" before it ever started.
      await alert.republish({ startsAtLocal: null, endsAtLocal: '2026-03-02T09:00' }, false);
      app.advanceClock(HOUR_MS);
      await sendNotices(app);
      app.advanceClock(3 * HOUR_MS);
      await sendNotices(app);
      expect(noticesIn(mailer)).toEqual([]);
      const rows = await app.deps.db
        .selectFrom('subscriptionMessages')
        .select(['listId', 'status'])
        .orderBy('listId')
        .execute();
      expect(rows).toEqual([
        { listId: 'alerts', status: 'cancelled' },
        { listId: 'news', status: 'cancelled' },
      ]);
    });

    it('sends a moved scheduled post and alert at their new times, not the first ones', async () => {
      const { app, mailer, auth } = await openWithSubscriber('reader@example.org', [
        'news',
        'alerts',
      ]);
      // 09:00 MST now. The post moves from 12:00 to 14:00; the alert from 13:00 to 11:00, its
      // second publish with the box unticked.
      const post = await publishNewsPost(app, auth, 'Chipper Day', '2026-03-02T12:00');
      await post.republish('2026-03-02T14:00', true);
      const alert = await publishAlert(
        app,
        auth,
        { heading: 'Red flag warning', startsAtLocal: '2026-03-02T13:00' },
        true,
      );
      await alert.republish(
        { heading: 'Red flag warning', startsAtLocal: '2026-03-02T11:00' },
        false,
      );
      app.advanceClock(2 * HOUR_MS + 60_000);
      await sendNotices(app);
      expect(noticesIn(mailer)).toEqual([expect.stringMatching(/^Warning: Red flag warning/)]);
      app.advanceClock(HOUR_MS);
      await sendNotices(app);
      // 12:01: the post's first time has passed, and nothing went.
      expect(noticesIn(mailer)).toHaveLength(1);
      app.advanceClock(2 * HOUR_MS);
      await sendNotices(app);
      expect(noticesIn(mailer)).toEqual([
        expect.stringMatching(/^Warning: Red flag warning/),
        expect.stringMatching(/^Chipper Day/),
      ]);
    });
  });
}
