/**
 * Whether `dist/` was built from the sources as they are now. `npm run build` writes a hash of
 * everything the build reads into DIST_DIR/.build-stamp; `npm start` rebuilds when it differs, so
 * a `git pull` or `npm ci` never leaves the old site served.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the browser and server-rendering bundles are built from, relative to the project. */
export const BUILD_INPUTS = [
  'src/domain',
  'src/web',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build.ts',
  'scripts/precompress-assets.ts',
  // Its `sideEffects` list steers the bundler's tree-shaking.
  'package.json',
] as const;

export const BUILD_STAMP_FILE = '.build-stamp';

// Tests change no built page.
const isTestFile = (file: string) => /\.(?:test|spec)\.[cm]?tsx?$/.test(file);

function listFiles(projectDir: string, relative: string): string[] {
  const full = path.join(projectDir, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(projectDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !isTestFile(file));
}

/** SHA-256 over the path and content of every build input, in a stable order. */
export function hashBuildInputs(projectDir: string): string {
  const hash = createHash('sha256');
  const files = BUILD_INPUTS.flatMap((input) => listFiles(projectDir, input)).sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(projectDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function writeBuildStamp(distDir: string, projectDir: string): void {
  fs.writeFileSync(path.join(distDir, BUILD_STAMP_FILE), `${hashBuildInputs(projectDir)}\n`);
}

/** Why the site must be built before the server starts, or null when the build is current. */
export function findRebuildReason(distDir: string, projectDir: string): string | null {
  if (!fs.existsSync(distDir)) return 'No build found';
  const stampFile = path.join(distDir, BUILD_STAMP_FILE);
  if (!fs.existsSync(stampFile)) return 'The build carries no stamp';
  if (fs.readFileSync(stampFile, 'utf8').trim() !== hashBuildInputs(projectDir)) {
    return 'The sources or the lockfile changed since the last build';
  }
  return null;
}
