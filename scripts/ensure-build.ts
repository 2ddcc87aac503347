/** `npm start` on a fresh clone: build the site once if the build is missing. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  SERVER_ENTRY_FILE,
  serverBundleDir,
  TEMPLATES_FILE,
} from '#server/adapters/page-renderer.ts';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist/web');
const ssrDir = serverBundleDir(distDir);
if (
  !fs.existsSync(path.join(ssrDir, SERVER_ENTRY_FILE)) ||
  !fs.existsSync(path.join(ssrDir, TEMPLATES_FILE))
) {
  console.log('No build found: building the site first (about a minute)…');
  const result = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
