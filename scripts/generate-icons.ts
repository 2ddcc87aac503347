/**
 * Draws the site's icons and its link-preview image from the SVG artwork in public/ (issue 16,
 * "Finding pages"): favicon.ico (16, 32 and 48 px), apple-touch-icon.png (180 px) and
 * images/og-image.png (1200 × 630, the hero illustration with the district's name). Debian's
 * Chromium draws the SVG, png-to-ico packs the ICO; the outputs are committed, so a fresh clone
 * and the build need neither. Run it again when the artwork changes:
 *   node scripts/generate-icons.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import pngToIco from 'png-to-ico';
import { DISTRICT } from '../src/domain/content/district.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { escapeHtml } from '../src/domain/html-escape.ts';

const PUBLIC_DIR = path.resolve('public');

async function drawPng(
  browser: Browser,
  html: string,
  width: number,
  height: number,
): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`, {
    waitUntil: 'load',
  });
  const png = await page.screenshot({ type: 'png', omitBackground: true });
  await page.close();
  return png;
}

const logo = await readFile(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
// The preview leaves out the artwork's "Placeholder illustration" label, its only rounded rect.
const hero = (await readFile(path.join(PUBLIC_DIR, 'images/hero-placeholder.svg'), 'utf8'))
  .replace(/<rect [^>]*rx="15"[^>]*\/>/, '')
  .replace(/<text [^>]*>Placeholder illustration<\/text>/, '');
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
const heroUrl = `data:image/svg+xml;base64,${Buffer.from(hero).toString('base64')}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const icon = (size: number, background = 'transparent', padding = 0) =>
    drawPng(
      browser,
      `<div style="width:${size}px;height:${size}px;background:${background};display:grid;place-items:center">
        <img src="${logoUrl}" width="${size - 2 * padding}" height="${size - 2 * padding}" alt="">
      </div>`,
      size,
      size,
    );
  const ico = await pngToIco([await icon(16), await icon(32), await icon(48)]);
  await writeFile(path.join(PUBLIC_DIR, 'favicon.ico'), ico);
  // iOS draws the touch icon on its own rounded square; give it an opaque ground and a margin.
  await writeFile(path.join(PUBLIC_DIR, 'apple-touch-icon.png'), await icon(180, '#ffffff', 18));
  const preview = await drawPng(
    browser,
    `<div style="position:relative;width:1200px;height:630px;background:#fff7ed;font-family:'DejaVu Sans',sans-serif">
      <img src="${heroUrl}" width="1200" height="630" style="object-fit:cover;display:block" alt="">
      <div style="position:absolute;left:48px;bottom:48px;display:flex;align-items:center;gap:24px;padding:20px 32px;background:#ffffffee;border-radius:16px">
        <img src="${logoUrl}" width="96" height="96" alt="">
        <span style="font-size:48px;font-weight:700;color:#1f2937">${escapeHtml(DISTRICT.name)}</span>
      </div>
    </div>`,
    1200,
    630,
  );
  await writeFile(path.join(PUBLIC_DIR, 'images/og-image.png'), preview);
  console.log('Wrote public/favicon.ico, public/apple-touch-icon.png, public/images/og-image.png');
} finally {
  await browser.close();
}
