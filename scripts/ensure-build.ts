/**
 * `npm start`: build the site first when there is no build or it is older than the sources or
 * the lockfile (scripts/build-stamp.ts). Reads DIST_DIR from `.env` like the server does.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  SERVER_ENTRY_FILE,
  serverBundleDir,
  TEMPLATES_FILE,
} from '#server/adapters/page-renderer.ts';
import { findRebuildReason } from './build-stamp.ts';

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist/web');
const ssrDir = serverBundleDir(distDir);
const hasServerBundle =
  fs.existsSync(path.join(ssrDir, SERVER_ENTRY_FILE)) &&
  fs.existsSync(path.join(ssrDir, TEMPLATES_FILE));
const reason = hasServerBundle ? findRebuildReason(distDir, process.cwd()) : 'No build found';
if (reason) {
  console.log(`${reason}: building the site into ${distDir} first (about 30 seconds)…`);
  const result = spawnSync(process.execPath, ['scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
