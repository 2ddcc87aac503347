import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const outDir = path.resolve(process.env.DIST_DIR ?? 'dist/web');

/** Loaded by every page with script, the elections island included. */
const COMMON_MODULES =
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime|[\\/](client-only|calendar-day)\.tsx$|[\\/]zod-without-eval\.ts$/;

/**
 * Small zod-free modules the permit forms share with the back office's permit pages and the fee
 * pay page (the card payment flow, the sandbox card fields, the processing dialog, the error
 * summary, the date and time fields): one file instead of eleven, each file costing about 0.9 KB
 * of response headers.
 */
const PERMITS_LIB_MODULES =
  /src[\\/]domain[\\/](permits[\\/](permit-fee|permits-paths|permit-fields|payment-status)|documents[\\/]site-documents)\.ts$|src[\\/]web[\\/](payments[\\/](card-payment|card-errors)\.ts|payments[\\/](sandbox-card-fields|processing-dialog)\.tsx|features[\\/]permits[\\/]lib[\\/]payment-flow\.ts|components[\\/]ui[\\/]error-summary\.tsx)$|src[\\/]web[\\/]components[\\/]ui[\\/]date-time-(field|text)\.tsx?$/;

const APP_LIB_MODULES =
  /src[\\/]web[\\/](components[\\/]ui[\\/](?!date-time-|server-form|error-summary)|lib[\\/](api-client|auth-token)\.ts$|lib[\\/]page-text\.tsx$)|src[\\/]domain[\\/]i18n[\\/]fill-placeholders\.ts$|[\\/]page-header\.tsx$|src[\\/]domain[\\/](clock|calendar-date)\.ts$|[\\/]payment-messages\.ts$/;

/**
 * Kept out of the app shell's chunk: the entry itself (a chunk's modules all run when any of its
 * importers loads it) and what the elections island loads, so the island never runs the app.
 */
const NOT_IN_APP_SHELL =
  /[\\/]index\.html|[\\/]src[\\/]web[\\/]main\.tsx$|[\\/](?:islands|features[\\/]elections)[\\/]|[\\/](?:client-only|calendar-day)\.tsx$|[\\/]zod-without-eval\.ts$|[\\/]documents(?:\.ts|[\\/]manifest\.json)$/;

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * react-big-calendar imports react-overlays' `Overlay` (with Popper) for its "+N more" popup only;
 * it gets a stand-in that loads them when a popup first opens (decision 295).
 */
const LAZY_CALENDAR_OVERLAY = path.resolve('src/web/features/calendar/lazy-overlay.tsx');

/** react-big-calendar's lodash imports get the calendar's own versions (rbc-lodash.ts). */
const CALENDAR_LODASH = path.resolve('src/web/features/calendar/rbc-lodash.ts');
const CALENDAR_LODASH_PREFIX = '\0calendar-lodash:';

export default defineConfig({
  plugins: [
    react(),
    {
      name: 'lazy-calendar-overlay',
      enforce: 'pre',
      resolveId: (source, importer) =>
        source === 'react-overlays' && importer && /[\\/]react-big-calendar[\\/]/.test(importer)
          ? LAZY_CALENDAR_OVERLAY
          : null,
    },
    {
      name: 'calendar-lodash',
      enforce: 'pre',
      resolveId: (source, importer) => {
        const name = /^lodash\/(\w+)$/.exec(source)?.[1];
        return name && importer && /[\\/]react-big-calendar[\\/]/.test(importer)
          ? `${CALENDAR_LODASH_PREFIX}${name}`
          : null;
      },
      load: (id) =>
        id.startsWith(CALENDAR_LODASH_PREFIX)
          ? `export { ${id.slice(CALENDAR_LODASH_PREFIX.length)} as default } from ${JSON.stringify(CALENDAR_LODASH)};`
          : null,
    },
    {
      // The server answers /documents/* from the documents library (database); public/documents is
      // only its seed, so the build must not carry stale copies the static files would serve.
      name: 'drop-seed-documents',
      apply: 'build',
      closeBundle: () =>
        fs.rmSync(path.join(outDir, 'documents'), { recursive: true, force: true }),
    },
  ],
  publicDir: 'public',
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    modulePreload: {
      // Every browser the site supports preloads modules itself; one without it fetches them on
      // use. The polyfill would ride in every page's entry (the permit forms' 120 KB budget).
      polyfill: false,
      // The list of what each lazy route preloads sits in the chunk that imports it. The public
      // app shell imports the back office as two chunks (staff-routes, staff-layout): their lists
      // stay out of it, so the back office adds no bytes to public pages (issue 21). Each staff
      // page's own list sits in staff-routes, loaded with the first staff page.
      resolveDependencies: (filename, deps) =>
        /(?:^|\/)staff-(?:routes|layout)-[\w-]+\.js$/.test(filename) ? [] : deps,
    },
    rolldownOptions: {
      input: {
        app: path.resolve('index.html'),
        'candidate-forms-viewer': path.resolve('src/web/islands/candidate-forms-viewer.tsx'),
      },
      treeshake: {
        // Zod's builders have no side effects: a module's unused schemas (a route constant
        // imported from a schema module) then leave zod out of pages that parse nothing.
        manualPureFunctions: ['z'],
        // react-big-calendar imports dayjs' plugins for a dayjs localizer the calendar does not
        // use (it uses date-fns); dayjs has no side effects, so the unused imports drop out.
        moduleSideEffects: (id) => (/node_modules[\\/]dayjs[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // What every page with script loads first, in as few files as it takes: each file
            // costs a request and about 0.9 KB of response headers. React and the helpers the
            // island shares with the app:
            { name: 'common', test: COMMON_MODULES, priority: 3 },
            // The app's own first-load code (router, layout, routes table). The elections island
            // is an entry too: what it imports stays out, so the island does not load the app.
            {
              name: 'app-shell',
              tags: ['$initial'],
              test: (id) => !NOT_IN_APP_SHELL.test(id),
              priority: 2,
            },
            // Forms: react-hook-form draws them; zod and its resolver validate them, and the
            // permit forms load those on first use (issue 16, finding 13), so they are apart.
            { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/, priority: 1 },
            {
              name: 'validation',
              test: /node_modules[\\/](zod|@hookform)[\\/]/,
              priority: 1,
            },
            // Small helpers many routes share, none of which imports zod: one file, not eight.
            { name: 'app-lib', test: APP_LIB_MODULES, priority: 1 },
            { name: 'permits-lib', test: PERMITS_LIB_MODULES, priority: 1 },
            // The calendar's rules and API calls, which its lazy Add Event dialog shares (and the
            // back office's inspections page the rules): one file, not two, on the calendar's
            // first load (issue 26, decision 295). The small packages react-big-calendar shares
            // with its lazy popup (prop-types, clsx, Babel's helpers) ride along: three files
            // fewer, about 0.9 KB of headers each, room for the Spanish calendar (decision 330).
            {
              name: 'calendar-lib',
              test: /src[\\/](domain[\\/]calendar[\\/]availability|web[\\/]features[\\/]calendar[\\/]api[\\/]calendar-api)\.ts$|node_modules[\\/](prop-types|clsx|@babel[\\/]runtime)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
    // The calendar and payment chunks are large on purpose; they load only on their routes, with
    // the 120-second limit of src/web/app/lazy-with-timeout.ts.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/documents': `http://localhost:${apiPort}`,
    },
  },
});
