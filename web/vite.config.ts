import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { WEB_DIST } from '../shared/webDist.ts';
import { precompress } from './precompress.ts';
import { serviceWorker } from './serviceWorkerPlugin.ts';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react(), serviceWorker(), precompress()],
  build: {
    outDir: WEB_DIST,
    emptyOutDir: true,
    // Images stay files of their own, fetched only by the pages that show them, rather than
    // data: URLs inside the scripts every page loads.
    assetsInlineLimit: 0,
    // The first page's size is measured by the benchmark, gzipped; this warning is about raw size.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    // The app shares its words and role rules with the API (../shared).
    fs: { allow: [path.resolve(webRoot, '..')] },
    proxy: { '/api': 'http://localhost:3000' },
  },
});
