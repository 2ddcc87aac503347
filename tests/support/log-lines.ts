import { Writable } from 'node:stream';

/**
 * A log destination for a test app (`logger: { level, stream }`) that keeps every line written to
 * it, so a test can read what the server logged.
 */
export function captureLogLines(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}
