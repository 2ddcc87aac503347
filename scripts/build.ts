/**
 * Production build: the browser bundle in dist/web, and beside it (dist/web-ssr) the server
 * bundle of src/web/entry-server.tsx with the page templates. The server renders every page from
 * the published content at request time with them (docs/decisions/050-live-content-pages.md).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import type { IslandId } from '#domain/content/site-routes.ts';
import {
  SERVER_ENTRY_FILE,
  serverBundleDir,
  TEMPLATES_FILE,
  type PageTemplates,
} from '#server/adapters/page-renderer.ts';
import { writeBuildStamp } from './build-stamp.ts';
import { precompressAssets } from './precompress-assets.ts';

// DIST_DIR may come from .env, as for the server; the environment wins.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist/web');
const ssrDir = serverBundleDir(distDir);
const ISLANDS: readonly IslandId[] = ['candidate-forms-viewer'];

await build({ logLevel: 'warn', build: { outDir: distDir } });
await build({
  logLevel: 'warn',
  // One self-contained file: the server loads it from wherever DIST_DIR is, without node_modules.
  ssr: { noExternal: true },
  build: {
    manifest: false,
    rollupOptions: { input: 'src/web/entry-server.tsx', output: { codeSplitting: false } },
    ssr: 'src/web/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});

const appTemplate = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
// Content pages ship no script: drop the app's entry and preloads, keep its stylesheet.
const staticTemplate = appTemplate
  .replace(/<script type="module"[^>]*><\/script>/g, '')
  .replace(/<link rel="modulepreload"[^>]*>/g, '')
  // Drop the lines those tags stood on (a loop, not a whitespace pattern: see decision 110).
  .split('\n')
  .filter((line, index, lines) => line.trim() !== '' || index === lines.length - 1)
  .join('\n');

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

const templates: PageTemplates = {
  buildId: createHash('sha256').update(appTemplate).digest('base64url').slice(0, 12),
  app: appTemplate,
  static: staticTemplate,
  islands: Object.fromEntries(
    ISLANDS.map((island) => [
      island,
      staticTemplate.replace('<!--app-head-->', `<!--app-head-->\n    ${islandTags(island)}`),
    ]),
  ),
};
fs.writeFileSync(path.join(ssrDir, TEMPLATES_FILE), JSON.stringify(templates));
// The template is not a page: the server renders every page, so nothing may serve it raw.
fs.rmSync(path.join(distDir, 'index.html'));
if (!fs.existsSync(path.join(ssrDir, SERVER_ENTRY_FILE))) {
  throw new Error(`The server bundle ${SERVER_ENTRY_FILE} is missing from ${ssrDir}`);
}
// Brotli and gzip copies beside every script and stylesheet, served by @fastify/static
// (preCompressed): smaller than compressing on each request, and no CPU per request.
precompressAssets(path.join(distDir, 'assets'));
writeBuildStamp(distDir, process.cwd());
console.log(
  `Built ${path.relative(process.cwd(), distDir)} and its server bundle ${path.relative(process.cwd(), ssrDir)}`,
);
