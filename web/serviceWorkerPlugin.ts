import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serviceWorker.js');

/**
 * Writes sw.js from web/serviceWorker.js: the shell it keeps at install is index.html and the
 * files index.html loads, and its version is a hash of index.html, which names every file by its hash (new build, new cache).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'hostel-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const loaded = [...String(html.source).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      const shell = ['/', ...new Set(loaded)];
      const version = crypto.createHash('sha256').update(String(html.source)).digest('hex').slice(0, 12);
      const source = fs
        .readFileSync(TEMPLATE, 'utf8')
        .replace("'__VERSION__'", JSON.stringify(version))
        .replace("['__SHELL__']", JSON.stringify(shell));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
