import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { GUEST_PATHS } from '../shared/constants.ts';
import { WEB_DIST } from '../shared/webDist.ts';
import { chunkParts } from './chunkParts.ts';
import { compileHints } from './compileHintsPlugin.ts';
import { precompress } from './precompress.ts';
import { prerenderGuestPages } from './prerenderPlugin.ts';
import { serviceWorker } from './serviceWorkerPlugin.ts';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
// React and react-query, which the apps load, in chunks of their own.
const VENDORS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 6 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 5 },
];

/**
 * The development server answers the guest pages with guest.html, as the API's server does. The
 * page's script blocks its first paint: it is 2 KB, fetched beside the stylesheet, and sets the
 * stored dark theme, which would otherwise show after a flash of the light one.
 */
const guestPages = (): Plugin => ({
  name: 'hostel-guest-pages',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (GUEST_PATHS.includes(new URL(req.url ?? '/', 'http://dev').pathname)) req.url = '/guest.html';
      next();
    });
  },
  transformIndexHtml: {
    order: 'post',
    handler: (html, { filename }) =>
      filename.endsWith('guest.html')
        ? html.replace(/<script type="module"(?![^>]*blocking)/, '<script type="module" blocking="render"')
        : html,
  },
});

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    guestPages(),
    // What a phone runs first: the script of index.html (which picks the app), the guest pages
    // and the student's app.
    compileHints([/\/web\/(index|guest)\.html$/, /\/web\/(guest|student)\//]),
    prerenderGuestPages(),
    serviceWorker(),
    precompress(),
  ],
  build: {
    outDir: WEB_DIST,
    // A browser without modulepreload still loads the modules, only without the head start; the
    // polyfill was one more file ahead of every page's first paint.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    // Two pages: the signed-in app, and the guest pages (/login, /register) without it.
    rollupOptions: {
      input: { index: path.join(webRoot, 'index.html'), guest: path.join(webRoot, 'guest.html') },
      // Our own modules in a few chunks by who loads them (chunkParts.ts), not a file for each
      // small shared module.
      output: {
        codeSplitting: {
          groups: [
            ...VENDORS,
            ...chunkParts(
              webRoot,
              VENDORS.map((v) => v.test),
            ),
          ],
        },
      },
    },
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
