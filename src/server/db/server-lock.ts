import fs from 'node:fs';
import path from 'node:path';

// One file per running server: DATA_DIR/server-<pid>.pid. `npm run restore` refuses while any of
// them names a live process. A file left by a killed server names a dead pid and is ignored.
const LOCK_FILE = /^server-(\d+)\.pid$/;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Marks DATA_DIR as in use by this process; the returned function removes the mark. */
export function holdServerLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, `server-${process.pid}.pid`);
  fs.writeFileSync(file, `${process.pid}\n`);
  let isReleased = false;
  const release = () => {
    if (isReleased) return;
    isReleased = true;
    fs.rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}

/** Process ids of the servers running on DATA_DIR now, with their lock files. */
export function findRunningServers(dataDir: string): Array<{ pid: number; file: string }> {
  if (!fs.existsSync(dataDir)) return [];
  return fs
    .readdirSync(dataDir)
    .map((name) => ({ name, match: LOCK_FILE.exec(name) }))
    .filter(({ match }) => match !== null)
    .map(({ name, match }) => ({ pid: Number(match![1]), file: path.join(dataDir, name) }))
    .filter(({ pid }) => pid !== process.pid && isAlive(pid));
}
