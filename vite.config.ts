import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const outDir = path.resolve(process.env.DIST_DIR ?? 'dist/web');

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [
    react(),
    {
      // The server answers /documents/* from the documents library (database); public/documents is
      // only its seed, so the build must not carry stale copies the static files would serve.
      name: 'drop-seed-documents',
      apply: 'build',
      closeBundle: () =>
        fs.rmSync(path.join(outDir, 'documents'), { recursive: true, force: true }),
    },
  ],
  publicDir: 'public',
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      input: {
        app: path.resolve('index.html'),
        'candidate-forms-viewer': path.resolve('src/web/islands/candidate-forms-viewer.tsx'),
      },
    },
    // The calendar and payment chunks are large on purpose; they load only on their routes, with
    // the 120-second limit of src/web/app/lazy-with-timeout.ts.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/documents': `http://localhost:${apiPort}`,
    },
  },
});
