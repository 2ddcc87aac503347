import { parseFeed } from '@rowanmanning/feed-parser';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { createNewsPost, publishNewsVersion } from '#tests/support/factories/news.ts';

const [sqlite] = storesUnderTest();
const TITLE = 'Tour the station <and> meet the crew.';
const SUMMARY = 'Bring kids & friends: hoses < 10 ft are shown.';
const POST = {
  title: TITLE,
  date: '2026-03-02',
  summary: SUMMARY,
  bodyHtml:
    '<p>See <a href="/documents/burn-permit.pdf">the form</a> and <a href="../about">us</a>.</p>',
  publishAtLocal: null,
  attachments: [],
};

/**
 * What a reader shows for an Atom text construct (RFC 4287 3.1): type="text" as it is,
 * type="html" parsed as HTML.
 */
function shownText(element: Element | null | undefined): string {
  const text = element?.textContent ?? '';
  if (element?.getAttribute('type') !== 'html') return text;
  return JSDOM.fragment(text).textContent ?? '';
}

describe('the news Atom feed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(sqlite!, {
      hasPages: true,
      clockStart: '2026-03-02T16:00:00.000Z',
      env: { PUBLIC_URL: 'https://fire.example.org' },
    });
    const editor = await t.logInAsNew('feed-editor', ['editor']);
    const post = await createNewsPost(t.app, editor, POST);
    await publishNewsVersion(t.app, editor, post.id, POST);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a plain-text title and summary whole in a feed parser and as a reader shows them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/news/feed.xml' });
    expect(response.statusCode).toBe(200);
    const feed = parseFeed(response.body);
    expect(feed.items.map((item) => item.title)).toContain(TITLE);
    const dom = new JSDOM(response.body, { contentType: 'application/xml' });
    const entry = [...dom.window.document.querySelectorAll('entry')].find((candidate) =>
      shownText(candidate.querySelector('title')).includes('Tour the station'),
    );
    expect(shownText(entry?.querySelector('title'))).toBe(TITLE);
    expect(shownText(entry?.querySelector('summary'))).toBe(SUMMARY);
  });

  it('makes every link absolute, including relative links in a post body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/news/feed.xml' });
    const feed = parseFeed(response.body);
    expect(feed.url).toBe('https://fire.example.org/news');
    const item = feed.items.find((candidate) => candidate.title === TITLE);
    expect(item?.url).toMatch(/^https:\/\/fire\.example\.org\/news\//);
    const body = JSDOM.fragment(item?.content ?? '');
    const hrefs = [...body.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://fire.example.org/documents/burn-permit.pdf',
      'https://fire.example.org/about',
    ]);
    const dom = new JSDOM(response.body, { contentType: 'application/xml' });
    for (const link of dom.window.document.querySelectorAll('link')) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    for (const entry of dom.window.document.querySelectorAll('entry')) {
      const content = entry.querySelector('content')?.textContent ?? '';
      for (const link of JSDOM.fragment(content).querySelectorAll('a[href]')) {
        expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|tel:)/);
      }
    }
  });

  it('answers a conditional request for an unchanged feed with 304 and no body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/news/feed.xml' });
    expect(first.headers.etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/news/feed.xml',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
