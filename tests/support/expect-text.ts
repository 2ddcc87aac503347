import { expect } from 'vitest';

/** Expects `text` (a page, a mail) to contain each of `parts`; a failure names the missing part. */
export function expectToContainEach(text: string, parts: readonly string[]): void {
  for (const part of parts) expect(text, part).toContain(part);
}
