import { describe, expect, it } from 'vitest';
import type net from 'node:net';
import { ODD_PARAMS, type Probe, sendRaw } from '#tests/support/bad-input-probes.ts';
import { useBadInputApp } from '#tests/support/bad-input-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

/*
 * The house rule: bad input anywhere gets a clear 4xx JSON error (or the route's documented
 * success), never a 500, a crash or an error-level log line. Each test below throws a table of
 * bad inputs at one route and lists every answer that breaks the rule.
 */

for (const store of storesUnderTest()) {
  describe(`bad input gets a 4xx, never a 500: paths and raw requests (${store.kind})`, () => {
    const ctx = useBadInputApp(store);
    const { auth, findProblems } = ctx;

    it('answers odd and unknown ids in paths with a 4xx JSON error', async () => {
      const probes: (Probe & { ok?: boolean })[] = [];
      for (const param of ODD_PARAMS) {
        probes.push(
          { label: 'pdf token', method: 'GET', url: `/api/permits/pdf/${param}` },
          { label: 'pdf token', method: 'HEAD', url: `/api/permits/pdf/${param}` },
          {
            label: 'event id',
            method: 'DELETE',
            url: `/api/calendar/events/${param}`,
            headers: auth(),
          },
          {
            label: 'permit pdf',
            method: 'GET',
            url: `/api/admin/permits/${param}/pdf`,
            headers: auth(),
          },
          {
            label: 'plot plan',
            method: 'GET',
            url: `/api/admin/permits/${param}/plot-plan`,
            headers: auth(),
          },
          {
            label: 'resend',
            method: 'POST',
            url: `/api/admin/permits/${param}/resend-email`,
            headers: auth(),
          },
          {
            label: 'e-mail retry',
            method: 'POST',
            url: `/api/admin/operations/emails/${param}/retry`,
            headers: auth(),
          },
          {
            label: 'document state',
            method: 'PUT',
            url: `/api/documents/${param}/state`,
            headers: auth(),
            payload: { state: 'archived' },
          },
          {
            label: 'document file',
            method: 'PUT',
            url: `/api/documents/${param}/file`,
            headers: auth(),
          },
        );
      }
      probes.push(
        { label: 'empty token', method: 'GET', url: '/api/permits/pdf/' },
        { label: 'double slash', method: 'GET', url: '/api/permits/pdf//x' },
        { label: 'nested', method: 'GET', url: '/api/permits/pdf/a/b' },
        { label: 'empty id', method: 'DELETE', url: '/api/calendar/events/', headers: auth() },
        {
          label: 'body on delete',
          method: 'DELETE',
          url: '/api/calendar/events/x',
          headers: { ...auth(), 'content-type': 'application/json' },
          payload: '{',
        },
      );
      expect(await findProblems(probes)).toEqual([]);
    });

    it('answers odd query strings, methods and unknown API paths with a 4xx JSON error', async () => {
      const probes: (Probe & { ok?: boolean })[] = [];
      for (const query of [
        'type=bogus',
        'status=bogus',
        'type=propane&type=sprinkler',
        'type[]=propane',
        'type[a]=b',
        'status=%00',
        'type=%E0%A4%A',
        `type=${'a'.repeat(5000)}`,
        '__proto__[x]=1',
        '&&&===',
      ]) {
        probes.push({
          label: query.slice(0, 30),
          method: 'GET',
          url: `/api/admin/permits?${query}`,
          headers: auth(),
        });
      }
      for (const url of [
        '/api/calendar/events',
        '/api/calendar/events.ics',
        '/api/permits/config',
        '/api/auth/session',
        '/api/auth/login',
        '/api/propane',
        '/api/payments/webhook',
      ]) {
        for (const method of ['PUT', 'PATCH', 'OPTIONS'] as const) {
          probes.push({
            label: 'unsupported method',
            method,
            url,
            headers: { 'content-type': 'application/json' },
            payload: '{',
          });
        }
        probes.push({
          label: 'odd query',
          method: 'GET',
          url: `${url}?x=%E0%A4%A&y[]=<script>&${'z'.repeat(3000)}=1`,
        });
      }
      for (const url of [
        '/api',
        '/api/',
        '/api/nope',
        '/api/../etc/passwd',
        '/api/..%2f..%2fetc%2fpasswd',
        '/api/%E0%A4%A',
        '/api/%00',
        '/api//calendar/events',
        '/api/calendar/events/',
        '/api/calendar/events.ics/x',
        '/API/calendar/events',
      ]) {
        probes.push(
          { label: 'unknown path', method: 'GET', url },
          { label: 'unknown path', method: 'POST', url, payload: {} },
        );
      }
      expect(await findProblems(probes)).toEqual([]);
    });

    it('answers site paths with odd encodings with a page, a redirect or a 404, never a 500', async () => {
      const urls = [
        '/%E0%A4%A',
        '/%',
        '/%00',
        '/about%00',
        '/..%2f..%2fetc/passwd',
        '/..%2F..%2F..%2Fpackage.json',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/about/../../etc/passwd',
        '/documents/..%2f..%2fpackage.json',
        '/documents/%2e%2e/%2e%2e/package.json',
        '/documents/%00',
        '/documents/%E0%A4%A',
        '/assets/..%2f..%2fpackage.json',
        '/assets/%E0%A4%A',
        '//double',
        '//about',
        '///etc/passwd',
        '/about?x=<script>alert(1)</script>',
        '/about?%E0%A4%A',
        '/about/',
        '/about//',
        '/ABOUT',
        '/about%2f',
        '/index.html',
        '/index.html/..',
        '/\\..\\..\\etc\\passwd',
        `/${'a'.repeat(5000)}`,
        `/about?${'q'.repeat(5000)}`,
        '/elections?x=%E0%A4%A',
        '/%F0%9F%94%A5',
        '/%C0%AE%C0%AE/',
      ];
      const problems: string[] = [];
      for (const url of urls) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await ctx.app.inject({ method, url });
          if (![200, 301, 302, 308, 400, 403, 404].includes(response.statusCode)) {
            problems.push(
              `${method} ${url.slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
          if (/root:x:0:0|"devDependencies"/.test(response.body))
            problems.push(`${method} ${url} leaks a file`);
        }
      }
      const post = await ctx.app.inject({
        method: 'POST',
        url: '/about',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      });
      if (post.statusCode >= 500) problems.push(`POST /about → ${post.statusCode}`);
      expect(problems).toEqual([]);
    });

    it('answers requests Node cannot parse with a 4xx JSON error and the security headers', async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as net.AddressInfo;
      const raw = {
        'a made-up method': 'FOO /api/auth/login HTTP/1.1\r\nHost: x\r\n\r\n',
        'a space in the path': 'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n',
        'headers over 16 kB': `GET / HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'a'.repeat(20_000)}\r\n\r\n`,
        'a non-numeric Content-Length':
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
        'Content-Length with chunked encoding':
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      };
      const problems: string[] = [];
      for (const [label, request] of Object.entries(raw)) {
        const answer = await sendRaw(port, request);
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        if (
          !/^HTTP\/1\.1 4\d\d /.test(head) ||
          !/\r\nx-content-type-options: nosniff\r\n/i.test(head) ||
          !/\r\ncontent-security-policy: [^\r]*frame-ancestors 'none'/i.test(head) ||
          !/"code":"VALIDATION_FAILED","message":"[^"]+"/.test(body)
        ) {
          problems.push(`${label}: ${answer.slice(0, 200)}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
}
