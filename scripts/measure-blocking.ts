/**
 * Prints the main-thread blocking of loading pages in Debian's Chromium (issue 16, finding 13): the
 * sum over long tasks of their time past 50 ms (what Lighthouse calls Total Blocking Time), with
 * the CPU throttled 4× as Lighthouse's mobile run does, per URL, median over several loads. A
 * script that prints figures, not a test; run it when Lighthouse is too heavy for the machine.
 *   node scripts/measure-blocking.ts [runs] URL…
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

const args = process.argv.slice(2);
const runs = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 9;
const urls = args.length > 0 ? args : ['http://localhost:3000/about'];

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results = new Map<string, { blocking: number[]; longest: number[] }>(
  urls.map((url) => [url, { blocking: [], longest: [] }]),
);
// Interleaved, so a burst of load on the shared machine hits every URL alike.
for (let run = 0; run < runs; run += 1) {
  for (const url of urls) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (globalThis as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const tasks = await page.evaluate(
      () => (globalThis as unknown as { __longTasks: number[] }).__longTasks,
    );
    const result = results.get(url)!;
    result.blocking.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
    result.longest.push(Math.max(0, ...tasks));
    await context.close();
  }
}
await browser.close();

console.log(`| URL | loads | blocking ms, median | blocking ms, max | longest task ms, median |`);
console.log(`| --- | --- | --- | --- | --- |`);
for (const [url, { blocking, longest }] of results) {
  console.log(
    `| ${url} | ${runs} | ${median(blocking).toFixed(0)} | ${Math.max(...blocking).toFixed(0)} | ${median(longest).toFixed(0)} |`,
  );
}
