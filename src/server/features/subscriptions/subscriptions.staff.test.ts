import { describe, expect, it } from 'vitest';
import { BLANK_MEETING, type Meeting } from '#domain/meetings/board-meetings.ts';
import { createMemoryMailer } from '#tests/support/permits-test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import {
  sendNotices,
  signUp,
  subscribeAndConfirm,
  useSubscriptionsApp,
} from '#tests/support/factories/subscriptions.ts';
import { SUBSCRIPTION_CLEANUP_JOB } from './subscriptions.deps.ts';

// E-mail subscriptions (decision 191): notices from the meeting and job editors, the lists and the back office.

const HOUR_MS = 60 * 60 * 1000;

for (const store of storesUnderTest()) {
  describe(`e-mail subscriptions: the editors and the back office (${store.kind})`, () => {
    const { open, openWithSubscriber } = useSubscriptionsApp(store);

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
