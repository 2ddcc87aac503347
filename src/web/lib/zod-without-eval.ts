// Zod compiles object parsers with `new Function` after probing whether eval is allowed. The
// site's Content-Security-Policy forbids eval, and the browser reports even the caught probe as a
// violation, so the browser build parses without it (issue 12, item 1). Import this first.
//
// Zod reads its settings from `globalThis.__zod_globalConfig` (shared by every copy of zod on a
// page), so setting `jitless` there needs no zod: pages that parse nothing on first paint, such
// as the calendar, do not download zod for this (docs/decisions/103-javascript-weight.md).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

Object.assign((globalThis.__zod_globalConfig ??= {}), { jitless: true });

export {};
