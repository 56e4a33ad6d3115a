import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `vite build` puts the web app and where the server serves it from. */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/web');

/** The file holding the guest page at `urlPath` rendered at build time: login.html for /login. */
export const renderedGuestPage = (urlPath: string) => `${urlPath.slice(1)}.html`;
