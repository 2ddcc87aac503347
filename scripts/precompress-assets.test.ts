import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress-assets.ts';

describe('precompressAssets', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes Brotli and gzip copies of scripts and stylesheets, and leaves images alone', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const script = 'export const answer = 42;\n'.repeat(50);
    fs.writeFileSync(path.join(dir, 'app-1.js'), script);
    fs.writeFileSync(path.join(dir, 'app-1.css'), 'body { margin: 0 }');
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.from([137, 80, 78, 71]));

    expect(precompressAssets(dir)).toBe(2);

    const br = fs.readFileSync(path.join(dir, 'app-1.js.br'));
    expect(brotliDecompressSync(br).toString('utf8')).toBe(script);
    expect(br.length).toBeLessThan(script.length / 5);
    expect(gunzipSync(fs.readFileSync(path.join(dir, 'app-1.js.gz'))).toString('utf8')).toBe(
      script,
    );
    expect(fs.existsSync(path.join(dir, 'app-1.css.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
  });

  it('does nothing for a build without assets', () => {
    dir = path.join(os.tmpdir(), 'precompress-missing-folder');
    expect(precompressAssets(dir)).toBe(0);
  });
});
