import type { FastifyPluginAsync } from 'fastify';
import { MAIN_NAVIGATION } from '#domain/content/navigation.ts';

/**
 * The one shape of the plain server-rendered pages the services add (open burning, inspections
 * booking, records requests…): no script at all, one small stylesheet, every input labelled, and
 * the same error helpers, so a form without JavaScript reads the same on every feature.
 */

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
const e = escapeHtml;

export const PLAIN_PAGE_STYLESHEET_PATH = '/plain-page.css';

export const PLAIN_PAGE_STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f2937;background:#fff}
a{color:#1d4ed8}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
header,main,footer{max-width:52rem;margin:0 auto;padding:1rem}
header{border-bottom:1px solid #d1d5db}
header a{font-weight:600}
.site-links{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:.5rem 0 0;padding:0}
header .site-links a,footer .site-links a{font-weight:400}
footer{border-top:1px solid #d1d5db}
h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0 1rem}
h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
.field{margin:0 0 1rem}
label,legend{display:block;font-weight:600}
.inline{display:inline}
input[type=text],input[type=email],input[type=tel],input[type=date],input[type=time],input[type=number],select,textarea{display:block;width:100%;max-width:30rem;padding:.5rem;font:inherit;border:1px solid #4b5563;border-radius:.25rem}
textarea{min-height:5rem}
fieldset{border:1px solid #d1d5db;border-radius:.25rem;padding:.75rem 1rem;margin:0 0 1rem}
fieldset.slots-day{border:0;padding:0}
fieldset.slots-day legend{font-weight:700;font-size:1.1rem;margin:0 0 .25rem;padding:0}
.slots{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.slots label{display:flex;align-items:center;gap:.4rem;min-height:2.75rem;padding:.4rem .8rem;border:1px solid #4b5563;border-radius:.25rem;cursor:pointer;font-weight:400}
.slots input{width:1.25rem;height:1.25rem;margin:0}
.hint{color:#4b5563;margin:.1rem 0 .25rem}
.error{color:#9b1c1c;font-weight:600;margin:.25rem 0}
.summary{border:3px solid #9b1c1c;padding:1rem;margin:1rem 0}
.summary h2{margin-top:0}
.notice{border-left:6px solid #1d4ed8;background:#eff6ff;padding:.75rem 1rem;margin:1rem 0}
.refused{border-left:6px solid #9b1c1c;background:#fef2f2;padding:.75rem 1rem;margin:1rem 0}
.status{border:2px solid;border-radius:.5rem;padding:1rem;margin:1rem 0}
.status--allowed{border-color:#166534;background:#f0fdf4}
.status--forbidden{border-color:#9b1c1c;background:#fef2f2}
.status strong{font-size:1.4rem;display:block}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.6rem 1.2rem;border:0;border-radius:.25rem;background:#9b1c1c;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#9b1c1c;border:2px solid #9b1c1c}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
ol.timeline{padding-left:1.25rem}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;border-bottom:1px solid #d1d5db;padding:.4rem;vertical-align:top;overflow-wrap:anywhere}
.table-wrap{overflow-x:auto}
@media (max-width:40rem){dl{grid-template-columns:1fr}table,thead,tbody,tr,th,td{display:block}thead{position:absolute;left:-9999px}td::before{content:attr(data-label) ": ";font-weight:600}}
@media print{header,footer,.skip{display:none}a{color:#000}}
`;

export interface PlainPageLink {
  href: string;
  label: string;
}

/** The site's main sections (the header navigation of every other page), in its order. */
const SITE_SECTIONS: readonly PlainPageLink[] = MAIN_NAVIGATION.map((entry) => ({
  href: entry.path,
  label: entry.label,
}));

/** The links of every page's footer: e-mail updates, privacy and accessibility. */
const FOOTER_LINKS: readonly PlainPageLink[] = [
  { href: '/subscribe', label: 'Get updates by e-mail' },
  { href: '/privacy', label: 'Privacy Notice' },
  { href: '/accessibility', label: 'Accessibility' },
];

function linkList(links: readonly PlainPageLink[]): string {
  return `<ul class="site-links">${links
    .map((link) => `<li><a href="${e(link.href)}">${e(link.label)}</a></li>`)
    .join('')}</ul>`;
}

/**
 * A whole page: the district's name and the feature's links on top, then the site's main
 * sections as on every other page; the body; a footer line and the site's footer links.
 */
export function plainPage(input: {
  title: string;
  districtName: string;
  /** Links after the district's name in the header (the section the page belongs to). */
  links: readonly PlainPageLink[];
  body: string;
  /** One sentence in the footer (the rule the feature follows, who to call). */
  footer: string;
  /** Pages reached from a private link keep it out of the Referer header. */
  noReferrer?: boolean;
}): string {
  const header = [
    `<a href="/">${e(input.districtName)}</a>`,
    ...input.links.map((link) => `<a href="${e(link.href)}">${e(link.label)}</a>`),
  ].join(' · ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${input.noReferrer ? '<meta name="referrer" content="no-referrer">\n' : ''}<title>${e(input.title)} | ${e(input.districtName)}</title>
<link rel="stylesheet" href="${PLAIN_PAGE_STYLESHEET_PATH}">
</head>
<body>
<a class="skip" href="#main">Skip to main content</a>
<header><p>${header}</p>
<nav aria-label="Main">${linkList(SITE_SECTIONS)}</nav></header>
<main id="main">
${input.body}
</main>
<footer><p>${e(input.footer)}</p>
<nav aria-label="Footer">${linkList(FOOTER_LINKS)}</nav></footer>
</body>
</html>`;
}

/** The message under a field that failed, with the id its input points at. */
export function fieldError(name: string, errors: Readonly<Record<string, string>>): string {
  return errors[name] ? `<p class="error" id="${name}-error">Error: ${e(errors[name])}</p>` : '';
}

/** ` aria-describedby` for a field's hint and error, when it has either. */
export function describedBy(
  name: string,
  errors: Readonly<Record<string, string>>,
  hasHint = false,
): string {
  const ids = [hasHint ? `${name}-hint` : '', errors[name] ? `${name}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ` aria-describedby="${ids.join(' ')}"` : '';
}

/** ` aria-invalid="true"` on a field that failed. */
export function invalid(name: string, errors: Readonly<Record<string, string>>): string {
  return errors[name] ? ' aria-invalid="true"' : '';
}

/** Serves the one stylesheet of the plain pages. */
export const plainPageRoutes: FastifyPluginAsync = async (app) => {
  app.get(PLAIN_PAGE_STYLESHEET_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(PLAIN_PAGE_STYLESHEET),
  );
};
