/**
 * Prints the JavaScript a visitor's browser downloads on the app's heaviest routes: bytes on the
 * wire (compressed, as the server sent them), per route and per script, with Debian's Chromium.
 * A script that prints figures, not a test (issue 11's budget: at most 150 KB on the permit and
 * calendar pages). Build and start the server first (`npm run build`, `PORT=3000 npm start`), then:
 *   npm run measure:js [-- http://localhost:3000] [-- --files]
 * `--files` lists every script of every route with its size.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

const args = process.argv.slice(2);
const baseUrl = args.find((arg) => !arg.startsWith('--')) ?? 'http://localhost:3000';
const listFiles = args.includes('--files');

interface Measurement {
  label: string;
  /** Opens the route and, for a step, does what a visitor does next. */
  visit: (page: Page) => Promise<void>;
}

const open = (path: string) => async (page: Page) => {
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
};

const MEASUREMENTS: readonly Measurement[] = [
  {
    label: '/permits/applications (Residential, first load)',
    visit: open('/permits/applications'),
  },
  {
    label: '/permits/applications, then Propane',
    visit: async (page) => {
      await open('/permits/applications')(page);
      await page.getByRole('button', { name: 'Propane', exact: true }).click();
      await page.getByRole('button', { name: 'Propane', pressed: true }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  { label: '/permits/calendar (visitor)', visit: open('/permits/calendar') },
  { label: '/es/permits/calendar (visitor)', visit: open('/es/permits/calendar') },
  { label: '/es/permits/applications', visit: open('/es/permits/applications') },
  { label: '/admin (login form)', visit: open('/admin') },
  { label: '/admin/permits (login form)', visit: open('/admin/permits') },
  { label: '/about (content page)', visit: open('/about') },
  { label: '/public-records/elections (island)', visit: open('/public-records/elections') },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows: string[] = [];
const details: string[] = [];
for (const measurement of MEASUREMENTS) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  const scripts = new Map<string, { url: string; encoding: string }>();
  const bytesByRequest = new Map<string, number>();
  client.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    scripts.set(event.requestId, {
      url: event.response.url,
      encoding: String(headers['content-encoding'] ?? 'none'),
    });
  });
  client.on('Network.loadingFinished', (event) => {
    bytesByRequest.set(event.requestId, event.encodedDataLength);
  });
  await measurement.visit(page);
  let total = 0;
  const encodings = new Set<string>();
  for (const [id, script] of scripts) {
    const bytes = bytesByRequest.get(id) ?? 0;
    total += bytes;
    encodings.add(script.encoding);
    details.push(
      `${measurement.label}\t${(bytes / 1024).toFixed(1)} KB\t${script.encoding}\t${new URL(script.url).pathname}`,
    );
  }
  rows.push(
    `| ${measurement.label} | ${scripts.size} | ${(total / 1024).toFixed(1)} | ${[...encodings].join(', ') || '-'} |`,
  );
  await context.close();
}
await browser.close();
console.log(`JavaScript transferred, ${baseUrl}, ${new Date().toISOString()}`);
console.log('| route | scripts | JS KB on the wire | encoding |');
console.log('| --- | --- | --- | --- |');
console.log(rows.join('\n'));
if (listFiles) console.log(`\n${details.join('\n')}`);
