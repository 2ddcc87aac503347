import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The files worth compressing ahead of time: text the browser fetches from assets/. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|map)$/;

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` (gzip, best level) beside every compressible
 * file in `dir`, for @fastify/static's `preCompressed` option (docs/decisions/103-javascript-weight.md).
 * Returns the number of files compressed.
 */
export function precompressAssets(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    fs.writeFileSync(
      `${file}.gz`,
      zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    );
    count += 1;
  }
  return count;
}
