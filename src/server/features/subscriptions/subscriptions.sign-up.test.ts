import { describe, expect, it, vi } from 'vitest';
import { createMemoryMailer } from '#tests/support/permits-test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import {
  linkIn,
  postConfirmation,
  postManage,
  postNotice,
  postOneClickUnsubscribe,
  sendNotices,
  signUp,
  tokenOf,
  useSubscriptionsApp,
  waitForMail,
} from '#tests/support/factories/subscriptions.ts';

// E-mail subscriptions (decision 191): signing up, confirming, changing lists and leaving.

const HOUR_MS = 60 * 60 * 1000;

for (const store of storesUnderTest()) {
  describe(`e-mail subscriptions: signing up and leaving (${store.kind})`, () => {
    const { open, openWithSubscriber } = useSubscriptionsApp(store);

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
  });
}
