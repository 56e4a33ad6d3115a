import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { GUEST_PATHS } from '../../shared/constants.ts';
import { renderedGuestPage } from '../../shared/webDist.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { AppEnv } from './context.ts';
import { htmlSecurityHeaders } from './securityHeaders.ts';

/** Vite names every file under /assets/ by its content's hash: a name never changes meaning. */
const HASHED = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service worker, the manifest) is checked again on each use. */
const REVALIDATE = 'no-cache';

const cacheFor =
  (value: string): MiddlewareHandler =>
  (c, next) => {
    c.header('Cache-Control', value);
    return next();
  };

/** The compressed and plain copies of a file share its address: a cache must keep them apart. */
const varyOnEncoding: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.ok && !c.res.headers.has('vary')) c.res.headers.set('Vary', 'Accept-Encoding');
};

/** A path naming a file (under /assets/, or ending in an extension) rather than a page of the app. */
export const namesAFile = (urlPath: string) => urlPath.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(urlPath);

/**
 * A file that is not there is missing, not a page of the app: 404, never index.html, which would
 * be run as the script or shown as the image a page asked for.
 */
export const missingAsset = (c: Context) => c.text(MESSAGES.errors.notFound, 404, { 'Cache-Control': REVALIDATE });

/**
 * Serves the built web app from `dist`: its files with the .br or .gz copy made at build time that
 * the client accepts; each guest page as rendered at build time (login.html for /login) and
 * index.html for every other path, the signed-in app's routes (/all-rooms, ...) being client-side.
 * Every page carries the Content-Security-Policy.
 */
export function serveWebApp(root: Hono<AppEnv>, dist: string) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return;
  // The file answering each page's address: a guest page as rendered at build time (login.html for
  // /login), else guest.html, else (a build from before the guest entry) index.html; a page asked
  // for by its own file name; index.html for every other address.
  const has = (file: string) => fs.existsSync(path.join(dist, file));
  const guestFallback = has('guest.html') ? 'guest.html' : 'index.html';
  const fileAt = new Map<string, string>([
    ...GUEST_PATHS.map((urlPath): [string, string] => [
      urlPath,
      has(renderedGuestPage(urlPath)) ? renderedGuestPage(urlPath) : guestFallback,
    ]),
    ...['index.html', 'guest.html', ...GUEST_PATHS.map(renderedGuestPage)].filter(has).map((file): [string, string] => [`/${file}`, file]),
  ]);
  const pages = ['/', ...fileAt.keys()];
  const files = serveStatic({ root: dist, precompressed: true });
  const revalidate = cacheFor(REVALIDATE);
  root.use('/*', varyOnEncoding);
  root.use('/assets/*', cacheFor(HASHED), files);
  root.get('/assets/*', missingAsset);
  root.use('/*', (c, next) => {
    // The pages themselves go out below, with their policy, whichever address asks for them.
    if (pages.includes(c.req.path)) return next();
    c.header('Cache-Control', REVALIDATE);
    return files(c, next);
  });
  root.get('*', (c, next) => (namesAFile(c.req.path) && !pages.includes(c.req.path) ? missingAsset(c) : next()));
  const serve = new Map(
    [...new Set(['index.html', ...fileAt.values()])].map((file) => [
      file,
      serveStatic({ path: path.join(dist, file), precompressed: true }),
    ]),
  );
  root.get('*', revalidate, htmlSecurityHeaders(), (c, next) => serve.get(fileAt.get(c.req.path) ?? 'index.html')!(c, next));
}
