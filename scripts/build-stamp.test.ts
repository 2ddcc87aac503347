import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRebuildReason, writeBuildStamp } from './build-stamp.ts';

describe('whether npm start rebuilds the site', () => {
  let project: string;
  let dist: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    fs.writeFileSync(path.join(project, file), text);
  };
  /** What `npm run build` leaves behind. */
  const build = () => {
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    fs.writeFileSync(path.join(dist, '404.html'), '<!doctype html>');
    writeBuildStamp(dist, project);
  };

  beforeEach(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-stamp-'));
    dist = path.join(project, 'dist/web');
    write('src/web/main.tsx', 'export {};');
    write('src/domain/content/home.ts', "export const HERO = 'Welcome';");
    write('src/server/main.ts', 'export {};');
    write('index.html', '<div id="root"></div>');
    write('vite.config.ts', 'export default {};');
    write('package-lock.json', '{"lockfileVersion":3}');
  });
  afterEach(() => {
    fs.rmSync(project, { recursive: true, force: true });
  });

  it('builds when there is no build', () => {
    expect(findRebuildReason(dist, project)).toBe('No build found');
  });

  it('builds when the build predates the stamp (an older checkout)', () => {
    build();
    fs.rmSync(path.join(dist, '.build-stamp'));
    expect(findRebuildReason(dist, project)).toBe('The build carries no stamp');
  });

  it('starts without building when nothing changed since the build', () => {
    build();
    expect(findRebuildReason(dist, project)).toBeNull();
  });

  it.each([
    ['a page text after git pull', 'src/domain/content/home.ts', "export const HERO = 'Hello';"],
    ['a component', 'src/web/main.tsx', 'export const x = 1;'],
    ['the lockfile after npm ci', 'package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ['the Vite config', 'vite.config.ts', 'export default { base: "/" };'],
    ['index.html', 'index.html', '<div id="app"></div>'],
    ['a new public file', 'public/documents/new.pdf', '%PDF-1.7'],
  ])('rebuilds after a change to %s', (_label, file, text) => {
    build();
    write(file, text);
    expect(findRebuildReason(dist, project)).toBe(
      'The sources or the lockfile changed since the last build',
    );
  });

  it('does not rebuild for a server-only change or a test file', () => {
    build();
    write('src/server/main.ts', 'export const changed = true;');
    write('src/web/main.test.tsx', 'test file');
    expect(findRebuildReason(dist, project)).toBeNull();
  });
});
