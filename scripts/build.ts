/**
 * Production build: the browser bundle, a server-rendering bundle, then one prerendered HTML
 * file per page (dist/web/<path>/index.html) plus dist/web/404.html.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { DISTRICT } from '#domain/content/district.ts';
import { NOT_FOUND_ROUTE, SITE_ROUTES, type SiteRoute } from '#domain/content/site-routes.ts';
import { writeBuildStamp } from './build-stamp.ts';

// DIST_DIR may come from .env, as for the server; the environment wins.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist/web');
// The server bundle imports react etc. from node_modules, so it must live inside the project even
// when DIST_DIR is elsewhere (e.g. /tmp); one folder per DIST_DIR keeps parallel builds apart.
const ssrDir = path.resolve(
  'node_modules/.cache/ssr-build',
  path.relative('/', distDir).replaceAll(path.sep, '_'),
);

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function headFor(title: string, description: string, isNoIndex: boolean): string {
  return [
    `<title>${escapeHtml(`${title} | ${DISTRICT.name}`)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    isNoIndex ? '<meta name="robots" content="noindex" />' : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

await build({ logLevel: 'warn', build: { outDir: distDir } });
await build({
  logLevel: 'warn',
  build: {
    manifest: false,
    rollupOptions: { input: 'src/web/entry-server.tsx' },
    ssr: 'src/web/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});

const appTemplate = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
// Content pages ship no script: drop the app's entry and preloads, keep its stylesheet.
const staticTemplate = appTemplate
  .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  name?: string;
  src?: string;
}
const manifest = JSON.parse(
  fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

function islandTags(island: string): string {
  const chunk = Object.values(manifest).find((entry) => entry.isEntry && entry.name === island);
  if (!chunk) throw new Error(`The build has no entry for the island ${island}`);
  // Preload every chunk the island imports (transitively) so the browser fetches them in
  // parallel with the entry instead of discovering them one level at a time.
  const preloads = new Set<string>();
  const visit = (keys: readonly string[] | undefined) => {
    for (const key of keys ?? []) {
      const imported = manifest[key];
      if (!imported || preloads.has(imported.file)) continue;
      preloads.add(imported.file);
      visit(imported.imports);
    }
  };
  visit(chunk.imports);
  return [
    `<script type="module" crossorigin src="/${chunk.file}"></script>`,
    ...[...preloads].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

function templateFor(route: Pick<SiteRoute, 'isAppShell' | 'island'>): string {
  if (route.isAppShell) return appTemplate;
  if (route.island)
    return staticTemplate.replace(
      '<!--app-head-->',
      `<!--app-head-->\n    ${islandTags(route.island)}`,
    );
  return staticTemplate;
}
const { renderPage } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as {
  renderPage: (url: string) => Promise<string>;
};

async function writePage(url: string, file: string, head: string, template: string) {
  const html = await renderPage(url);
  const page = template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
  const target = path.join(distDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, page);
}

for (const route of SITE_ROUTES) {
  const file = route.path === '/' ? 'index.html' : path.join(route.path, 'index.html');
  const head = headFor(route.title, route.description, route.isNoIndex ?? false);
  await writePage(route.path, file, head, templateFor(route));
}
await writePage(
  '/__not-found__',
  '404.html',
  headFor(NOT_FOUND_ROUTE.title, NOT_FOUND_ROUTE.description, true),
  staticTemplate,
);
fs.rmSync(ssrDir, { recursive: true, force: true });
writeBuildStamp(distDir, process.cwd());
console.log(
  `Prerendered ${SITE_ROUTES.length + 1} pages into ${path.relative(process.cwd(), distDir)}`,
);
