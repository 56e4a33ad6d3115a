import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `vite build` puts the web app and where the server serves it from. */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/web');
