import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLANK_MEETING, type Meeting } from '#domain/meetings/board-meetings.ts';
import type { Mailer } from '#server/adapters/mailer.ts';
import { createOutbox } from '#server/outbox/outbox.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import {
  linkIn,
  postConfirmation,
  postManage,
  postOneClickUnsubscribe,
  postNotice,
  sendNotices,
  signUp,
  subscribeAndConfirm,
  tokenOf,
  waitForMail,
} from '#tests/support/factories/subscriptions.ts';
import { registerSubscriptions } from './subscription-mail.service.ts';
import {
  SUBSCRIPTION_CLEANUP_JOB,
  SUBSCRIPTION_FANOUT_JOB,
  SUBSCRIPTION_NOTICE_TEMPLATE,
} from './subscriptions.deps.ts';
import { countConfirmedSubscribers } from './subscriptions.repo.ts';

const HOUR_MS = 60 * 60 * 1000;

for (const store of storesUnderTest()) {
  describe(`e-mail subscriptions (${store.kind})`, () => {
    let t: PermitsTestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });

    async function open(mailer: Mailer = createMemoryMailer()) {
      t = await openPermitsTestApp(store, {
        mailer,
        hasPages: true,
        env: { MAIL_BULK_PER_MINUTE: '10000', PUBLIC_URL: 'https://district.example.org' },
      });
      return t;
    }

    /** An app with staff logged in and `email` a confirmed subscriber of `lists`. */
    async function openWithSubscriber(email: string, lists: string[]) {
      const mailer = createMemoryMailer();
      const app = await open(mailer);
      const auth = await app.logInAsAdmin();
      await subscribeAndConfirm(app, mailer, email, lists);
      return { app, mailer, auth };
    }

    it('sends one confirmation mail and nothing else before the address is confirmed', async () => {
      const mailer = createMemoryMailer();
      const app = await open(mailer);
      const auth = await app.logInAsAdmin();

      const page = await app.app.inject({ method: 'GET', url: '/subscribe' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Get updates by e-mail');
      expect(page.body).toContain('Fire restrictions and alerts');
      expect(page.body).not.toContain('<script');

      const first = await signUp(app, 'Resident@Example.org', ['alerts', 'news']);
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('Check your e-mail');
      await waitForMail(app, mailer, 'resident@example.org');
      const again = await signUp(app, 'resident@example.org', ['alerts']);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toContain('Check your e-mail');
      await postNotice(app, auth);
      await sendNotices(app);

      expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
        ['resident@example.org', expect.stringContaining('Confirm your e-mail updates')],
      ]);

      // A known address answers exactly like a new one.
      const unknown = await signUp(app, 'someone-else@example.org', ['news']);
      expect(unknown.statusCode).toBe(first.statusCode);
      expect(unknown.body.includes('Check your e-mail')).toBe(true);

      const confirmLink = linkIn(mailer.sent[0], '/subscribe/confirm');
      const confirmPage = await app.app.inject({ method: 'GET', url: confirmLink });
      expect(confirmPage.statusCode).toBe(200);
      expect(confirmPage.headers['cache-control']).toContain('no-store');
      const confirmed = await postConfirmation(app, tokenOf(confirmLink));
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('You are subscribed');
      const reused = await postConfirmation(app, tokenOf(confirmLink));
      expect(reused.statusCode).toBe(410);
      expect(reused.body).toContain('This link does not work');

      // A confirmed subscriber asking again gets the same page as a stranger, byte for byte
      // apart from the address it repeats.
      const sameAnswer = (body: string, email: string) => body.replaceAll(email, 'ADDRESS');
      const subscribed = await signUp(app, 'resident@example.org', ['news']);
      const stranger = await signUp(app, 'stranger@example.org', ['news']);
      expect(subscribed.statusCode).toBe(stranger.statusCode);
      expect(sameAnswer(subscribed.body, 'resident@example.org')).toBe(
        sameAnswer(stranger.body, 'stranger@example.org'),
      );

      // The notice queued before confirmation reached nobody; a new one reaches the resident.
      await postNotice(app, auth, { itemKey: 'alert:2', subject: 'Evacuation warning' });
      await sendNotices(app);
      const notices = mailer.sent.filter((mail) => mail.subject.startsWith('Evacuation warning'));
      expect(notices.map((mail) => mail.to)).toEqual(['resident@example.org']);
      const notice = notices[0]!;
      expect(notice.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(notice.headers?.['List-Unsubscribe']).toMatch(
        /^<mailto:unsubscribe@example\.org\?subject=[^>]+>, <https:\/\/district\.example\.org\/subscribe\/unsubscribe\/[\w-]+>$/,
      );
      expect(notice.text).toContain('https://district.example.org/news/stage-1');
      expect(notice.html).toContain('<html lang="en">');
    });

    it('sends one address at most three confirmation mails a day, with the same answer each time', async () => {
      const mailer = createMemoryMailer();
      const app = await open(mailer);
      const target = 'target@example.org';
      const mailsToTarget = async () => {
        await app.deps.outbox.drain();
        await app.service.sendDueEmails();
        return mailer.sent.filter((mail) => mail.to === target).length;
      };
      const answers: string[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await signUp(app, target, ['news']);
        answers.push(`${response.statusCode}`);
        // Past the window in which a fresh link is simply kept.
        app.advanceClock(16 * 60 * 1000);
      }
      expect(new Set(answers)).toEqual(new Set([answers[0]]));
      await vi.waitFor(async () => expect(await mailsToTarget()).toBe(3));
      // A day later the address may be asked once more.
      app.advanceClock(24 * HOUR_MS);
      await signUp(app, target, ['news']);
      await vi.waitFor(async () => expect(await mailsToTarget()).toBe(4));
    });

    it('answers 429 after 20 sign-ups from one network address in 10 minutes', async () => {
      const app = await open();
      const statuses: number[] = [];
      for (let index = 0; index < 21; index += 1) {
        statuses.push((await signUp(app, `person${index}@example.org`, ['news'])).statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status < 400)).toBe(true);
      expect(statuses[20]).toBe(429);
    });

    it('rejects an invalid address and an empty choice with messages, and an expired link', async () => {
      const mailer = createMemoryMailer();
      const app = await open(mailer);
      const bad = await signUp(app, 'not-an-address', []);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Enter an e-mail address in the correct format');
      expect(bad.body).toContain('Choose at least one kind of update.');

      await signUp(app, 'late@example.org', ['news']);
      const token = tokenOf(
        linkIn(await waitForMail(app, mailer, 'late@example.org'), '/subscribe/confirm'),
      );
      app.advanceClock(49 * HOUR_MS);
      const expired = await postConfirmation(app, token);
      expect(expired.statusCode).toBe(410);
      const forged = await app.app.inject({ method: 'GET', url: '/subscribe/manage?token=forged' });
      expect(forged.statusCode).toBe(404);
      expect(forged.body).toContain('This link does not work');
    });

    it('unsubscribes at once on a one-click POST, idempotently, and answers 200 to unknown tokens', async () => {
      const { app, mailer, auth } = await openWithSubscriber('leaver@example.org', ['alerts']);
      await postNotice(app, auth);
      await sendNotices(app);
      const notice = mailer.sent.find((mail) => mail.subject.startsWith('Stage 1'));
      const target = /<https?:\/\/[^/]+(\/subscribe\/unsubscribe\/[^>]+)>/.exec(
        notice?.headers?.['List-Unsubscribe'] ?? '',
      )?.[1];
      expect(target).toBeDefined();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await postOneClickUnsubscribe(app, target!);
        expect(response.statusCode).toBe(200);
      }
      const unknown = await postOneClickUnsubscribe(app, '/subscribe/unsubscribe/no-such-token');
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe('You are unsubscribed.');

      await postNotice(app, auth, { itemKey: 'alert:next', subject: 'Next alert' });
      await sendNotices(app);
      expect(mailer.sent.filter((mail) => mail.subject.startsWith('Next alert'))).toEqual([]);
    });

    it('lets a resident change lists or leave all from the manage page', async () => {
      const { app, mailer, auth } = await openWithSubscriber('chooser@example.org', [
        'alerts',
        'news',
      ]);
      await postNotice(app, auth);
      await sendNotices(app);
      const notice = mailer.sent.find((mail) => mail.subject.startsWith('Stage 1'));
      const manageLink = linkIn(notice, '/subscribe/manage');
      const page = await app.app.inject({ method: 'GET', url: manageLink });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('chooser@example.org');
      const saved = await postManage(app, [
        ['token', tokenOf(manageLink)],
        ['lists', 'news'],
        ['action', 'save'],
      ]);
      expect(saved.statusCode).toBe(303);
      await postNotice(app, auth, { itemKey: 'alert:3', subject: 'Third alert' });
      await postNotice(app, auth, { listId: 'news', itemKey: 'news:1', subject: 'District news' });
      await sendNotices(app);
      expect(mailer.sent.filter((mail) => mail.subject.startsWith('Third alert'))).toEqual([]);
      expect(mailer.sent.filter((mail) => mail.subject.startsWith('District news'))).toHaveLength(
        1,
      );

      const left = await postManage(app, [
        ['token', tokenOf(manageLink)],
        ['action', 'leave'],
      ]);
      expect(left.body).toContain('You are unsubscribed');
    });

    it('sends each notice once per subscriber across a second publish, two workers and a crash mid-batch', async () => {
      const mailer = createMemoryMailer();
      const app = await open(mailer);
      const auth = await app.logInAsAdmin();
      for (let index = 0; index < 12; index += 1) {
        await subscribeAndConfirm(app, mailer, `r${index}@example.org`, ['alerts']);
      }
      const before = mailer.sent.length;
      const first = await postNotice(app, auth);
      const second = await postNotice(app, auth);
      expect(first.json()).toMatchObject({ isNew: true });
      expect(second.json()).toMatchObject({ id: first.json().id, isNew: false });

      // Worker A sends four, then hangs for ever on the fifth (its process died mid-batch).
      let calls = 0;
      const hanging: Mailer = {
        kind: 'smtp',
        send: async (message) => {
          calls += 1;
          if (calls > 4) return new Promise<void>(() => undefined);
          await mailer.send(message);
        },
        close: () => undefined,
      };
      const subscriptions = {
        db: app.db,
        clock: () => new Date(Date.parse('2026-03-02T16:00:00.000Z')),
        env: app.deps.env,
        readDistrictName: async () => 'District',
      };
      const workerA = createOutbox({
        db: app.db,
        clock: app.deps.clock,
        mailer: hanging,
        bulkPerMinute: 10000,
      });
      const workerB = createOutbox({
        db: app.db,
        clock: app.deps.clock,
        mailer,
        bulkPerMinute: 10000,
      });
      const noJobs = { register: () => undefined };
      for (const outbox of [workerA, workerB]) {
        registerSubscriptions({ ...subscriptions, clock: app.deps.clock, outbox }, noJobs, {
          fanOutMs: 1000,
          cleanupMs: 1000,
        });
      }
      void workerA.sendDue();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await workerB.sendDue();
      // A second fan-out (another server's job, or a rerun after a crash) queues nothing new.
      await app.deps.jobs.run(SUBSCRIPTION_FANOUT_JOB);
      app.advanceClock(20 * 60 * 1000);
      await workerB.sendDue();

      const notices = mailer.sent
        .slice(before)
        .filter((mail) => mail.subject.startsWith('Stage 1'));
      expect(notices).toHaveLength(12);
      expect(new Set(notices.map((mail) => mail.to)).size).toBe(12);
      const rows = await app.db
        .selectFrom('outboxMessages')
        .select('dedupeKey')
        .where('template', '=', SUBSCRIPTION_NOTICE_TEMPLATE)
        .execute();
      expect(rows).toHaveLength(12);
    });

    it('suspends an address after three permanent refusals and shows it in the back office', async () => {
      const memory = createMemoryMailer();
      const refusing: Mailer = {
        kind: 'smtp',
        send: async (message) => {
          if (message.to === 'gone@example.org' && !message.subject.startsWith('Confirm')) {
            throw Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
          }
          await memory.send(message);
        },
        close: () => undefined,
      };
      const app = await open(refusing);
      const auth = await app.logInAsAdmin();
      await subscribeAndConfirm(app, memory, 'gone@example.org', ['alerts']);
      for (let index = 1; index <= 4; index += 1) {
        await postNotice(app, auth, { itemKey: `alert:b${index}`, subject: `Alert ${index}` });
        await sendNotices(app);
        app.advanceClock(2 * 60 * 1000);
      }
      const subscribers = await app.app.inject({
        method: 'GET',
        url: '/api/admin/subscriptions/subscribers',
        headers: { authorization: auth },
      });
      expect(subscribers.headers['cache-control']).toBe('no-store');
      expect(subscribers.json()).toEqual([
        expect.objectContaining({
          email: 'gone@example.org',
          status: 'suspended',
          hardFailures: 3,
        }),
      ]);
      const attention = await app.app.inject({
        method: 'GET',
        url: '/api/admin/attention',
        headers: { authorization: auth },
      });
      expect(attention.json<{ items: unknown[] }>().items).toContainEqual(
        expect.objectContaining({ id: 'subscriptions.suspended', count: 1 }),
      );
      const history = await app.app.inject({
        method: 'GET',
        url: '/api/admin/subscriptions/messages',
        headers: { authorization: auth },
      });
      const counts = history.json<Array<{ subject: string; counts: Record<string, number> }>>();
      expect(counts.find((row) => row.subject === 'Alert 1')?.counts).toMatchObject({ failed: 1 });
      // The fourth notice found no active subscriber.
      expect(counts.find((row) => row.subject === 'Alert 4')?.counts).toMatchObject({
        queued: 0,
        sent: 0,
        failed: 0,
      });
    });

    it('sends a published emergency alert once by default, and a warning only when asked', async () => {
      const { app, mailer, auth } = await openWithSubscriber('alerted@example.org', ['alerts']);
      const publish = (level: string, heading: string, notifySubscribers?: boolean) =>
        app.app.inject({
          method: 'POST',
          url: '/api/content/alerts',
          headers: { authorization: auth },
          payload: {
            data: {
              level,
              heading,
              text: 'Leave the Weber Canyon area now.',
              link: null,
              startsAtLocal: null,
              endsAtLocal: null,
            },
            ...(notifySubscribers === undefined ? {} : { notifySubscribers }),
          },
        });
      expect((await publish('emergency', 'Evacuate Weber Canyon')).statusCode).toBe(201);
      expect((await publish('warning', 'Red flag warning')).statusCode).toBe(201);
      expect((await publish('warning', 'High wind warning', true)).statusCode).toBe(201);
      await sendNotices(app);
      const alerts = mailer.sent.filter((mail) => !mail.subject.startsWith('Confirm'));
      expect(alerts.map((mail) => mail.subject).sort()).toEqual([
        expect.stringMatching(/^Emergency: Evacuate Weber Canyon – /),
        expect.stringMatching(/^Warning: High wind warning – /),
      ]);
      expect(alerts[0]?.text).toContain('Leave the Weber Canyon area now.');
    });

    it('notifies a scheduled item when it goes live, not when it is saved', async () => {
      const { app, mailer, auth } = await openWithSubscriber('waiting@example.org', ['news']);
      const startsAt = new Date(Date.parse('2026-03-02T16:00:00.000Z') + 3 * HOUR_MS);
      await postNotice(app, auth, {
        listId: 'news',
        itemKey: 'news:scheduled',
        subject: 'Open house',
        sendAt: startsAt.toISOString(),
      });
      await sendNotices(app);
      expect(mailer.sent.filter((mail) => mail.subject.startsWith('Open house'))).toEqual([]);
      app.advanceClock(3 * HOUR_MS);
      await sendNotices(app);
      expect(mailer.sent.filter((mail) => mail.subject.startsWith('Open house'))).toHaveLength(1);
    });

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
      const created = async (title: string) => {
        const response = await app.app.inject({
          method: 'POST',
          url: '/api/news/posts',
          headers: { authorization: auth },
          payload: post(title),
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ id: string }>().id;
      };
      const publish = async (id: string, title: string, notifySubscribers?: boolean) => {
        const response = await app.app.inject({
          method: 'PUT',
          url: `/api/news/posts/${id}/published`,
          headers: { authorization: auth },
          payload: {
            ...post(title),
            ...(notifySubscribers === undefined ? {} : { notifySubscribers }),
          },
        });
        expect(response.statusCode, response.body).toBe(200);
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
      const created = await app.app.inject({
        method: 'POST',
        url: '/api/news/posts',
        headers: { authorization: auth },
        payload: post,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ id: string }>().id;
      const republish = async (at: string | null, notify: boolean) => {
        const response = await app.app.inject({
          method: 'PUT',
          url: `/api/news/posts/${id}/published`,
          headers: { authorization: auth },
          payload: { ...post, publishAtLocal: at, notifySubscribers: notify },
        });
        expect(response.statusCode, response.body).toBe(200);
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
          .json<Array<{ subject: string; isUrgent: boolean }>>()
          .map(({ subject, isUrgent }) => ({ subject, isUrgent })),
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

    it('notifies meeting and job subscribers from the minutes and careers editors, once per change', async () => {
      const { app, mailer, auth } = await openWithSubscriber('watcher@example.org', [
        'meetings',
        'jobs',
      ]);
      const read = async (itemId: string) => {
        const response = await app.app.inject({
          method: 'GET',
          url: `/api/content/items/${itemId}`,
          headers: { authorization: auth },
        });
        expect(response.statusCode).toBe(200);
        return response.json<{ data: Record<string, unknown> }>().data;
      };
      const publish = async (itemId: string, data: unknown, notifySubscribers?: boolean) => {
        const response = await app.app.inject({
          method: 'PUT',
          url: `/api/content/items/${itemId}/published`,
          headers: { authorization: auth },
          payload: { data, ...(notifySubscribers === undefined ? {} : { notifySubscribers }) },
        });
        expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
      };
      const notices = async () => {
        await sendNotices(app);
        return mailer.sent
          .filter(
            (mail) => mail.to === 'watcher@example.org' && !mail.subject.startsWith('Confirm'),
          )
          .map((mail) => mail.subject.replace(/ – .*$/, ''));
      };
      const minutes = await read('minutes');
      const meeting: Meeting = {
        ...BLANK_MEETING,
        date: '2026-03-18',
        place: 'Station 41',
        meetingType: 'Special',
      };
      const withMeeting = (changes: Partial<typeof meeting>) => ({
        ...minutes,
        meetings: [{ ...meeting, ...changes }, ...(minutes.meetings as unknown[])],
      });
      // Published without the box ticked: nothing goes out.
      await publish('minutes', withMeeting({}));
      expect(await notices()).toEqual([]);
      // Ticked later, it tells what changed since the published version.
      await publish('minutes', withMeeting({ place: 'Station 42' }), true);
      expect(await notices()).toEqual(['Changed: Special board meeting — March 18, 2026']);
      expect(mailer.sent.at(-1)?.text).toContain('(it was at 18:30, Station 41)');
      // Published twice with the same content: nothing more.
      await publish('minutes', withMeeting({ place: 'Station 42' }), true);
      expect(await notices()).toHaveLength(1);
      const moved = withMeeting({
        place: 'Station 42',
        time: '19:00',
        agendaTitle: 'March special meeting agenda',
        agendaHref: 'https://www.utah.gov/pmn/agenda-march.pdf',
      });
      await publish('minutes', moved, true);
      const meetingMails = await notices();
      expect(meetingMails.slice(1).sort()).toEqual([
        'Agenda posted: Special board meeting — March 18, 2026',
        'Changed: Special board meeting — March 18, 2026',
      ]);
      const changed = mailer.sent.filter((mail) => mail.subject.startsWith('Changed:')).at(-1);
      expect(changed?.text).toContain('Wednesday, March 18, 2026 at 19:00, Station 42');
      expect(changed?.text).toContain(
        'https://district.example.org/public-records/minutes#meeting-2026-03-18-1900',
      );
      // A new meeting is announced; a past one (before the clock's March 2) is not.
      await publish(
        'minutes',
        {
          ...moved,
          meetings: [
            { ...meeting, date: '2026-04-15', meetingType: 'Regular' },
            { ...meeting, date: '2026-02-18', meetingType: 'Regular' },
            ...(moved.meetings as unknown[]),
          ],
        },
        true,
      );
      expect((await notices()).slice(3)).toEqual([
        'Meeting notice: Regular board meeting — April 15, 2026',
      ]);

      const careers = await read('careers');
      const opening = {
        title: 'Seasonal Wildland Firefighter',
        type: 'Seasonal',
        status: 'Open',
        description: 'Fight wildland fires across the district from May to October.',
        requirements: ['Red card (NWCG FFT2)'],
        closingDate: '2026-04-15',
        applyHref: '',
      };
      const withOpening = {
        ...careers,
        positions: [opening, ...(careers.positions as unknown[])],
      };
      await publish('careers', withOpening, true);
      await publish('careers', withOpening, true);
      const all = await notices();
      expect(all.filter((subject) => subject.startsWith('Job opening'))).toEqual([
        'Job opening: Seasonal Wildland Firefighter (Seasonal)',
      ]);
      const job = mailer.sent.find((mail) => mail.subject.startsWith('Job opening'));
      expect(job?.text).toContain('Applications close on 2026-04-15.');
      expect(job?.text).toContain('https://district.example.org/recruitment-and-hiring');
    });

    it('lets staff rename, describe and hide a list, with messages for bad input', async () => {
      const app = await open();
      const auth = await app.logInAsAdmin();
      const put = (id: string, payload: Record<string, unknown>) =>
        app.app.inject({
          method: 'PUT',
          url: `/api/admin/subscriptions/lists/${id}`,
          headers: { authorization: auth },
          payload,
        });
      const renamed = await put('jobs', {
        name: 'Firefighter jobs',
        description: 'Paid and volunteer positions.',
        isHidden: true,
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.headers['cache-control']).toBe('no-store');
      const page = await app.app.inject({ method: 'GET', url: '/subscribe' });
      expect(page.body).not.toContain('Firefighter jobs');
      expect(page.body).not.toContain('Job openings');
      const stats = await app.app.inject({
        method: 'GET',
        url: '/api/admin/subscriptions/stats',
        headers: { authorization: auth },
      });
      expect(stats.json<{ lists: unknown[] }>().lists).toContainEqual(
        expect.objectContaining({ id: 'jobs', name: 'Firefighter jobs', isHidden: true }),
      );
      const empty = await put('jobs', { name: ' ', description: '', isHidden: false });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ error: { fields: { name: 'Enter a name.' } } });
      const unknown = await put('no-such-list', { name: 'X', description: '', isHidden: false });
      expect(unknown.statusCode).toBe(404);
    });

    it('guards the back office, exports CSV, removes an address and forgets unconfirmed sign-ups', async () => {
      const mailer = createMemoryMailer();
      const app = await open(mailer);
      const auth = await app.logInAsAdmin();
      const anonymous = await app.app.inject({
        method: 'GET',
        url: '/api/admin/subscriptions/subscribers',
      });
      expect(anonymous.statusCode).toBe(401);

      await subscribeAndConfirm(app, mailer, '+cmd@example.org', ['alerts']);
      await signUp(app, 'never@example.org', ['news']);
      const csv = await app.app.inject({
        method: 'GET',
        url: '/api/admin/subscriptions/subscribers.csv',
        headers: { authorization: auth },
      });
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['cache-control']).toBe('no-store');
      expect(csv.body).toContain("'+cmd@example.org,active,alerts");
      expect(csv.body).toContain('never@example.org,pending');

      const added = await app.app.inject({
        method: 'POST',
        url: '/api/admin/subscriptions/lists',
        headers: { authorization: auth },
        payload: {
          name: 'Station 42 Oakley news',
          description: 'From the Oakley station.',
          isHidden: false,
        },
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ id: 'station-42-oakley-news' });
      const form = await app.app.inject({ method: 'GET', url: '/subscribe' });
      expect(form.body).toContain('Station 42 Oakley news');

      app.advanceClock(8 * 24 * HOUR_MS);
      await app.deps.jobs.run(SUBSCRIPTION_CLEANUP_JOB);
      const freshAuth = await app.logInAsAdmin();
      const list = (
        await app.app.inject({
          method: 'GET',
          url: '/api/admin/subscriptions/subscribers',
          headers: { authorization: freshAuth },
        })
      ).json<Array<{ id: string; email: string }>>();
      expect(list.map((row) => row.email)).toEqual(['+cmd@example.org']);
      const removed = await app.app.inject({
        method: 'DELETE',
        url: `/api/admin/subscriptions/subscribers/${list[0]!.id}`,
        headers: { authorization: freshAuth },
      });
      expect(removed.statusCode).toBe(204);
      const activity = await app.db
        .selectFrom('activityLog')
        .select('action')
        .where('action', 'like', 'subscri%')
        .execute();
      expect(activity.map((row) => row.action)).toEqual(
        expect.arrayContaining([
          'subscriber.confirm',
          'subscriptions.list-add',
          'subscriber.remove',
        ]),
      );
    });
  });
}
