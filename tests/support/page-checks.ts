import { expect, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

/** The widths every page is checked at: two phones and a laptop (WCAG 2.1 1.4.10 Reflow). */
export const REFLOW_WIDTHS: readonly number[] = [320, 390, 1366];

/** Fails when the page scrolls sideways at its present width. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const width = page.viewportSize()?.width;
  expect(overflow, `horizontal overflow at ${width} px on ${where}`).toBeLessThanOrEqual(0);
}

/**
 * Loads what `page` shows into `checker`, a page of a JavaScript-enabled context, with its
 * scripts left out: axe needs script, and the page must be checked as it is without it. `origin`
 * is any page of the same site, so the stylesheet and images load as they do for the visitor.
 */
export async function loadWithoutScript(page: Page, checker: Page, origin: string): Promise<void> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  await checker.goto(origin);
  await checker.setContent(html, { waitUntil: 'load' });
}

/** Reflow and axe of the page as it is, at each width. */
export async function checkAtWidths(
  page: Page,
  where: string,
  widths: readonly number[] = REFLOW_WIDTHS,
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, where);
    await expectNoAxeViolations(page);
  }
}

/**
 * Reflow and axe at each width of what a page without JavaScript shows (see loadWithoutScript).
 */
export async function checkWithoutScriptAtWidths(
  page: Page,
  checker: Page,
  origin: string,
  widths: readonly number[],
): Promise<void> {
  const where = page.url();
  await loadWithoutScript(page, checker, origin);
  await checkAtWidths(checker, where, widths);
}

/** Bytes on the wire (bodies and response headers) of the requests given, as measure-js counts. */
export async function sumTransferredBytes(requests: Iterable<Request>): Promise<number> {
  let bytes = 0;
  for (const request of requests) {
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  return bytes;
}
