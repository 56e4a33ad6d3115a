import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { GUEST_PATHS } from '../shared/constants.ts';
import { renderedGuestPage } from '../shared/webDist.ts';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serviceWorker.js');

/** The files a built page loads: its script, the chunks it preloads, its styles and icons. */
const loadedBy = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);

/**
 * The files of the entry chunk of the page whose module matches `entry`, with what they import
 * (scripts, styles, images), following dynamic imports `depth` levels deep.
 */
function entryFiles(bundle: Rollup.OutputBundle, entry: RegExp, depth: number): string[] {
  const files = new Set<string>();
  const visit = (fileName: string, left: number) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(`/${fileName}`)) return;
    files.add(`/${fileName}`);
    const meta = (chunk as { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } }).viteMetadata;
    for (const file of [...(meta?.importedCss ?? []), ...(meta?.importedAssets ?? [])]) files.add(`/${file}`);
    for (const next of chunk.imports) visit(next, left);
    if (left > 0) for (const next of chunk.dynamicImports) visit(next, left - 1);
  };
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && chunk.isEntry && entry.test(chunk.facadeModuleId ?? '')) visit(chunk.fileName, depth);
  return [...files];
}

/**
 * The guest pages' scripts, those guest.html names and those its entry imports once it has
 * painted (React, the register page), with their styles and images: a visitor offline still
 * signs in from the kept copy.
 */
const guestFiles = (bundle: Rollup.OutputBundle) => entryFiles(bundle, /\/guest(\.html|\/main\.tsx)$/, Infinity);

/**
 * index.html's script chooses the student's app or the react-admin app (web/main.tsx): each
 * app's first files, without the pages each loads when first opened.
 */
const signedInFiles = (bundle: Rollup.OutputBundle) => entryFiles(bundle, /\/web\/(index\.html|main\.tsx)$/, 1);

/**
 * Writes sw.js from web/serviceWorker.js: the shell it keeps at install is the pages (index.html
 * as '/', each guest page rendered at build time at its address: login.html as '/login') and the
 * files they load, and its version is a hash of the pages, which name every file by its hash (new
 * build, new cache). Runs after prerenderPlugin.ts has written the guest pages.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'hostel-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const pages = ['index.html', ...GUEST_PATHS.map(renderedGuestPage)].map((name) => bundle[name]);
      if (pages.some((page) => !page || page.type !== 'asset')) return;
      const sources = pages.map((page) => String((page as { source: string | Uint8Array }).source));
      const shell = ['/', ...GUEST_PATHS, ...new Set([...sources.flatMap(loadedBy), ...guestFiles(bundle), ...signedInFiles(bundle)])];
      const version = crypto.createHash('sha256').update(sources.join('\n')).digest('hex').slice(0, 12);
      const source = fs
        .readFileSync(TEMPLATE, 'utf8')
        .replace("'__VERSION__'", JSON.stringify(version))
        .replace("['__SHELL__']", JSON.stringify(shell))
        .replace("['__GUEST_PATHS__']", JSON.stringify(GUEST_PATHS));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
