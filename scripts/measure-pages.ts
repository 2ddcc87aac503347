/**
 * Prints, for every route, the JavaScript a first visit downloads (bytes on the wire, gzip) and
 * the load timings, using Debian's Chromium. Start the server first (`npm start`), then:
 *   node scripts/measure-pages.ts [http://localhost:3000]
 */
import { chromium } from 'playwright-core';
import { SITE_ROUTES } from '#domain/content/site-routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows: string[] = [];
for (const route of SITE_ROUTES.filter((candidate) => !candidate.path.includes(':'))) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  const scriptRequests = new Set<string>();
  const bytesByRequest = new Map<string, number>();
  client.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scriptRequests.add(event.requestId);
  });
  client.on('Network.loadingFinished', (event) => {
    bytesByRequest.set(event.requestId, event.encodedDataLength);
  });
  await page.goto(new URL(route.path, baseUrl).href, { waitUntil: 'networkidle' });
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { fcp: paint?.startTime ?? 0, load: navigation?.loadEventEnd ?? 0 };
  });
  let scriptBytes = 0;
  for (const id of scriptRequests) scriptBytes += bytesByRequest.get(id) ?? 0;
  rows.push(
    `| ${route.path} | ${scriptRequests.size} | ${(scriptBytes / 1024).toFixed(1)} | ${timing.fcp.toFixed(0)} | ${timing.load.toFixed(0)} |`,
  );
  await context.close();
}
await browser.close();
console.log('| route | scripts | JS KB (gzip, on the wire) | FCP ms | load ms |');
console.log('|---|---|---|---|---|');
console.log(rows.join('\n'));
