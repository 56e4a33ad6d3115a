import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { MESSAGES } from '../../shared/messages.ts';
import type { AppEnv } from './context.ts';

/** A path naming a file (under /assets/, or ending in an extension) rather than a page of the app. */
export const namesAFile = (urlPath: string) => urlPath.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(urlPath);

/**
 * The built web app from `dist`: its files as they are, and its single page for the client-side
 * routes (/login, /all-rooms, ...). A file that is not there is a 404: index.html in its place
 * would be run as the script or shown as the image a page asked for.
 */
export function serveWebApp(dist: string) {
  return (root: Hono<AppEnv>) => {
    if (!fs.existsSync(path.join(dist, 'index.html'))) return;
    root.use('/*', serveStatic({ root: dist }));
    root.get('*', async (c, next) => {
      if (namesAFile(c.req.path)) return c.json({ message: MESSAGES.errors.notFound }, 404);
      return next();
    });
    root.get('*', serveStatic({ path: path.join(dist, 'index.html') }));
  };
}
