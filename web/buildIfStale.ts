import { spawnSync, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_DIST } from '../shared/webDist.ts';

/**
 * `npm start` builds the web app only when its sources (or the shared words and rules it
 * imports) are newer than the last build, so a restart is instant and a change is never stale.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [path.join(root, 'web'), path.join(root, 'shared')];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

// Written by buildWeb once a production build succeeded; a build without it is built again
// (one made before it existed may be a development build). Outside dist/web, which is served.
const PRODUCTION_STAMP = path.join(path.dirname(WEB_DIST), 'web.production-build');

export function webBuildIsStale(): boolean {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html')) || !fs.existsSync(PRODUCTION_STAMP)) return true;
  const built = fs.statSync(PRODUCTION_STAMP).mtimeMs;
  return sources.some((dir) => fs.existsSync(dir) && newestMtime(dir) > built);
}

/**
 * Builds the web app for production, whoever asks: `npm start`, the browser tests, the benchmark.
 * The tests run under NODE_ENV=test, and a build that inherited it bundled React's development
 * build, much larger, which `npm start` then served as fresh.
 */
export function buildWeb(stdio: StdioOptions = 'inherit') {
  fs.rmSync(PRODUCTION_STAMP, { force: true });
  const result = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio,
    timeout: 300_000,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status === 0) fs.writeFileSync(PRODUCTION_STAMP, `${new Date().toISOString()}\n`);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!fs.existsSync(path.join(root, 'web/index.html'))) process.exit(0);
  if (webBuildIsStale()) {
    console.log('Building the web app…');
    process.exit(buildWeb().status ?? 1);
  }
}
