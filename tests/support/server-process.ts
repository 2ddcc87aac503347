import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output: () => string;
  /** SIGTERM and wait for the exit (the server closes cleanly and releases DATA_DIR). */
  stop: () => Promise<void>;
}

/**
 * Starts `node src/server/main.ts` with only the given environment (plus PATH) and resolves with
 * its origin once it logs that it listens. PORT defaults to 0: the system picks a free port.
 * `onSpawn` gets the process at once: the server may work (send mail) before the test reads its
 * "listening" line, so a test that must act on it from such work cannot wait for the promise.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { onSpawn?: (child: ChildProcess) => void } = {},
): Promise<ServerProcess> {
  const child = spawn(path.resolve('node_modules/.bin/node'), ['src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
  });
  return { origin, child, output: () => output, stop };
}
