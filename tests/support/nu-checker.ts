import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The Nu Html Checker's jar, from the vnu-jar package (its Java download script is denied). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** A page to check: a name for the messages (its address) and its HTML. */
export interface PageToCheck {
  name: string;
  html: string;
}

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/**
 * The Nu Html Checker's errors in `pages` (issue 29: "the Nu HTML checker 0 errors"), one line
 * each as `name line:column message «extract»`; an empty list when every page is valid. All
 * pages go to ONE Java process (the JVM takes seconds to start), as files in a temporary folder.
 * Needs `java` on PATH (.ci/run installs a JRE when the machine has none).
 */
export async function findNuErrors(pages: readonly PageToCheck[]): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-check-'));
  try {
    const nameOfFile = new Map<string, string>();
    const files = pages.map((page, index) => {
      const file = path.join(dir, `page-${String(index).padStart(3, '0')}.html`);
      fs.writeFileSync(file, page.html);
      nameOfFile.set(file, page.name);
      return file;
    });
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        'java',
        ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        // The checker exits 1 when it finds an error; its JSON on stdout says which.
        (error, stdout, stderr) => {
          if (stdout.trim().startsWith('{')) resolve(stdout);
          else
            reject(new Error(`The Nu Html Checker did not run: ${error?.message ?? ''} ${stderr}`));
        },
      );
    });
    const { messages } = JSON.parse(output) as { messages: NuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => {
        const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
        const where = `${message.lastLine ?? '?'}:${message.firstColumn ?? message.lastColumn ?? '?'}`;
        const extract = message.extract ? ` «${message.extract.trim()}»` : '';
        return `${nameOfFile.get(file) ?? file} ${where} ${message.message}${extract}`;
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
