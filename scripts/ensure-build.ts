/** `npm start` on a fresh clone: build the site once if the build is missing. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist/web');
if (
  !fs.existsSync(path.join(distDir, 'index.html')) ||
  !fs.existsSync(path.join(distDir, '404.html'))
) {
  console.log('No build found: building the site first (about a minute)…');
  const result = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
