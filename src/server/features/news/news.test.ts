import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { expectToContainEach } from '#tests/support/expect-text.ts';
import { createNewsPost, publishNewsVersion } from '#tests/support/factories/news.ts';

interface Post {
  id: string;
  slug: string;
  status: string;
  path: string;
  publishAt: string | null;
  bodyHtml: string;
}

const HOUR_MS = 3_600_000;

function postInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Burn Season Opens',
    date: '2026-03-02',
    summary: 'Open burning is allowed again from March 2 with a permit.',
    bodyHtml: '<p>Call dispatch before you burn.</p>',
    publishAtLocal: null,
    attachments: [{ documentKey: 'burn-permit' }],
    ...overrides,
  };
}

for (const store of storesUnderTest()) {
  describe(`news and site search on ${store.kind}`, () => {
    let t: TestApp;
    let editor: string;

    beforeAll(async () => {
      // 09:00 in Kamas (MST).
      t = await openTestApp(store, { hasPages: true, clockStart: '2026-03-02T16:00:00.000Z' });
      editor = await t.logInAsNew(`news-editor-${store.kind}`, ['editor']);
    });
    afterAll(async () => {
      await t.close();
    });

    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const create = (overrides: Record<string, unknown> = {}) =>
      createNewsPost<Post>(t.app, editor, postInput(overrides));
    const publish = (post: Post, overrides: Record<string, unknown> = {}) =>
      publishNewsVersion<Post>(t.app, editor, post.id, postInput(overrides));
    const search = async (query: string) => {
      const response = await get(`/search?q=${encodeURIComponent(query)}`);
      expect(response.statusCode).toBe(200);
      return response.body;
    };

    it('shows the specification’s announcement as the first post, on /news, its page and the feed', async () => {
      const news = await get('/news');
      expect(news.statusCode).toBe(200);
      expectToContainEach(news.body, [
        'District Announcement',
        '/documents/',
        'rel="alternate" type="application/atom+xml"',
        'href="/news/feed.xml"',
      ]);
      expect(news.body).not.toContain('<script');
      const post = await get('/news/district-announcement');
      expect(post.statusCode).toBe(200);
      expect(post.body).toContain('<title>District Announcement |');
      const feed = await get('/news/feed.xml');
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toContain('application/atom+xml');
      expect(feed.body).toContain('<title type="html"><![CDATA[District Announcement]]></title>');
    });

    it('keeps a draft out of /news, its address (404), the feed and search, then publishes it everywhere', async () => {
      const draft = await create({ title: 'Hydrant Flushing Week' });
      expect(draft.status).toBe('draft');
      expect((await get('/news')).body).not.toContain('Hydrant Flushing Week');
      expect((await get(draft.path)).statusCode).toBe(404);
      expect((await get('/news/feed.xml')).body).not.toContain('Hydrant Flushing Week');
      expect(await search('hydrant')).not.toContain('Hydrant Flushing Week');

      const published = await publish(draft, { title: 'Hydrant Flushing Week' });
      expect(published.status).toBe('published');
      expect(published.path).toBe(draft.path);
      const news = (await get('/news')).body;
      expect(news).toContain('Hydrant Flushing Week');
      // Newest first: the 2026 post comes before the 2025 announcement.
      expect(news.indexOf('Hydrant Flushing Week')).toBeLessThan(
        news.indexOf('District Announcement'),
      );
      const page = await get(draft.path);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Call dispatch before you burn.');
      expect(page.body).toContain('/documents/burn-permit.pdf');
      expect((await get('/news/feed.xml')).body).toContain('Hydrant Flushing Week');
      expect(await search('hydrant')).toContain(`href="${draft.path}"`);

      const log = await t.db
        .selectFrom('activityLog')
        .select(['action', 'actorUsername'])
        .where('subject', 'like', `Hydrant Flushing Week (%`)
        .orderBy('occurredAt')
        .execute();
      expect(log.map((entry) => entry.action)).toEqual(['news.create', 'news.publish']);
      expect(log[0]?.actorUsername).toBe(`news-editor-${store.kind}`);
    });

    it('shows a scheduled post from its "publish at" time (Mountain Time), not before', async () => {
      const post = await create({ title: 'Chipper Day Scheduled' });
      // 10:00 MST = 17:00 UTC, an hour from the test clock's 09:00.
      const scheduled = await publish(post, {
        title: 'Chipper Day Scheduled',
        publishAtLocal: '2026-03-02T10:00',
      });
      expect(scheduled.publishAt).toBe('2026-03-02T17:00:00.000Z');
      // Render and cache the page before the boundary.
      expect((await get('/news')).body).not.toContain('Chipper Day Scheduled');
      expect((await get(post.path)).statusCode).toBe(404);
      expect((await get('/news/feed.xml')).body).not.toContain('Chipper Day Scheduled');
      expect(await search('chipper')).not.toContain('Chipper Day Scheduled');

      t.advanceClock(HOUR_MS);
      expect((await get('/news')).body).toContain('Chipper Day Scheduled');
      expect((await get(post.path)).statusCode).toBe(200);
      expect((await get('/news/feed.xml')).body).toContain('Chipper Day Scheduled');
      expect(await search('chipper')).toContain('Chipper Day Scheduled');
    });

    it('unpublishes a post: its address answers 404 and search no longer finds it', async () => {
      const post = await publish(await create({ title: 'Pancake Breakfast' }), {
        title: 'Pancake Breakfast',
      });
      expect((await get(post.path)).statusCode).toBe(200);
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/news/posts/${post.id}`,
        headers: { authorization: editor },
        payload: postInput({ title: 'Pancake Breakfast' }),
      });
      expect(refused.statusCode).toBe(409);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/news/posts/${post.id}/unpublish`,
        headers: { authorization: editor },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Post>().status).toBe('draft');
      expect((await get(post.path)).statusCode).toBe(404);
      expect((await get('/news')).body).not.toContain('Pancake Breakfast');
      expect(await search('pancake')).not.toContain('Pancake Breakfast');
    });

    it('sanitizes the body and refuses bad input and accounts without the permission', async () => {
      const post = await create({
        title: 'Sanitized Post',
        bodyHtml:
          '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>',
      });
      expect(post.bodyHtml).not.toContain('script');
      expect(post.bodyHtml).not.toContain('onclick');
      expect(post.bodyHtml).not.toContain('javascript:');

      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/news/posts',
        headers: { authorization: editor },
        payload: postInput({
          title: '',
          date: '2026-02-31x',
          attachments: [{ title: 'x', href: 'ftp://x' }],
        }),
      });
      expect(bad.statusCode).toBe(400);
      const fields = bad.json<{ error: { fields: Record<string, string> } }>().error.fields;
      expect(Object.keys(fields)).toEqual(expect.arrayContaining(['title', 'date']));

      const marshal = await t.logInAsNew(`news-marshal-${store.kind}`, ['fire-marshal']);
      const before = await t.db.selectFrom('newsPosts').select('id').execute();
      for (const [method, url] of [
        ['GET', '/api/news/posts'],
        ['POST', '/api/news/posts'],
        ['PUT', `/api/news/posts/${post.id}/published`],
        ['POST', `/api/news/posts/${post.id}/unpublish`],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { authorization: marshal },
          ...(method === 'GET' || url.endsWith('unpublish') ? {} : { payload: postInput() }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      expect(await t.db.selectFrom('newsPosts').select('id').execute()).toHaveLength(before.length);
      expect((await get(post.path)).statusCode).toBe(404);
    });

    it('attaches library documents: the post lists their type and size, follows the library and refuses unknown ones', async () => {
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/news/posts',
        headers: { authorization: editor },
        payload: postInput({ attachments: [{ documentKey: 'no-such-document' }] }),
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.fields['attachments.0']).toMatch(/not in the library/);

      const post = await publish(await create({ title: 'Notice With Attachments' }), {
        title: 'Notice With Attachments',
        attachments: [
          { documentKey: 'public-notice-la' },
          { documentKey: 'burn-permit', label: 'Get a burn permit' },
        ],
      });
      const size = (await get('/documents/public-notice-la.pdf')).rawPayload.length;
      const page = (await get(post.path)).body;
      expectToContainEach(page, [
        'href="/documents/public-notice-la.pdf"',
        'Public Notice LA',
        'Get a burn permit',
        'PDF, opens in a new tab',
      ]);
      expect(page).toContain(`PDF, ${Math.round(size / 1024)} KB`);

      // The library decides: an unpublished document leaves the post, a published one returns.
      const library = await t.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: { authorization: editor },
      });
      const notice = library
        .json<{ documents: { id: string; key: string }[] }>()
        .documents.find((document) => document.key === 'public-notice-la');
      const setState = (state: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/documents/${notice?.id}/state`,
          headers: { authorization: editor },
          payload: { state },
        });
      expect((await setState('unpublished')).statusCode).toBe(200);
      expect((await get(post.path)).body).not.toContain('public-notice-la.pdf');
      expect((await setState('published')).statusCode).toBe(200);
      expect((await get(post.path)).body).toContain('href="/documents/public-notice-la.pdf"');

      // A post saved before attachments came from the library keeps its link.
      await t.db
        .updateTable('newsPosts')
        .set({
          attachments: JSON.stringify([{ title: 'County notice', href: 'https://example.org/n' }]),
        })
        .where('id', '=', post.id)
        .execute();
      t.advanceClock(1000);
      const resaved = await t.app.inject({
        method: 'PUT',
        url: `/api/news/posts/${post.id}/published`,
        headers: { authorization: editor },
        payload: postInput({
          title: 'Notice With Attachments',
          attachments: [{ title: 'County notice', href: 'https://example.org/n' }],
        }),
      });
      expect(resaved.statusCode, resaved.body).toBe(200);
      expect((await get(post.path)).body).toContain('href="https://example.org/n"');
    });

    it('ranks a title match above a body match and marks the terms in the snippet', async () => {
      await publish(await create({ title: 'Wildland Crew Returns' }), {
        title: 'Wildland Crew Returns',
        summary: 'The seasonal crew is back.',
        bodyHtml: '<p>Our crew starts training on Monday.</p>',
      });
      await publish(await create({ title: 'Station Open House' }), {
        title: 'Station Open House',
        summary: 'Meet the firefighters.',
        bodyHtml: '<p>Ask about the wildland program and see the engines.</p>',
      });
      const body = await search('wildland');
      const titleMatch = body.indexOf('Wildland Crew Returns');
      const bodyMatch = body.indexOf('Station Open House');
      expect(titleMatch).toBeGreaterThan(-1);
      expect(bodyMatch).toBeGreaterThan(-1);
      expect(titleMatch).toBeLessThan(bodyMatch);
      expect(body).toMatch(/<mark>wildland<\/mark>/i);
    });

    it('finds page texts, and says so for an empty query or one with no result', async () => {
      expect(await search('GRAMA')).toContain('href="/public-records/request"');
      expect(await search('')).toContain('Enter a word or phrase to search for.');
      expect(await search('zzqqxxnothing')).toContain('No results for “zzqqxxnothing”.');
    });

    it('answers queries with HTML or SQL characters safely, escaping what it shows', async () => {
      await publish(await create({ title: 'Fish & <b>Chips</b> Night' }), {
        title: 'Fish & <b>Chips</b> Night',
        summary: 'Fish & chips <i>at</i> station 1.',
        bodyHtml: '<p>Fish &amp; chips for the volunteers.</p>',
      });
      const html = await search('<script>alert(1)</script>');
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      for (const query of [`' OR 1=1; --`, `"unterminated`, 'NEAR(a b)', 'chips*) OR (', '%_\\']) {
        expect((await get(`/search?q=${encodeURIComponent(query)}`)).statusCode).toBe(200);
      }
      const chips = await search('chips');
      expect(chips).toContain('Fish &amp; &lt;b&gt;Chips&lt;/b&gt; Night');
      expect(chips).not.toContain('<b>Chips</b>');
      expect(chips).toMatch(/<mark>chips<\/mark>/i);
    });
  });
}
