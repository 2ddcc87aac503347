/**
 * `npm start`: build the site first when there is no build or it is older than the sources or
 * the lockfile (scripts/build-stamp.ts). Reads DIST_DIR from `.env` like the server does.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findRebuildReason } from './build-stamp.ts';

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist/web');
const reason = findRebuildReason(distDir, process.cwd());
if (reason) {
  console.log(`${reason}: building the site into ${distDir} first (about 30 seconds)…`);
  const result = spawnSync(process.execPath, ['scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
