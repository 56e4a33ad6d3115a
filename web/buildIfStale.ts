import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_DIST } from './paths.ts';

/**
 * `npm start` builds the web app only when its sources (or the shared words and rules it
 * imports) are newer than the last build, so a restart is instant and a change is never stale.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [path.join(root, 'web'), path.join(root, 'api/shared')];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function webBuildIsStale(): boolean {
  const index = path.join(WEB_DIST, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return sources.some((dir) => fs.existsSync(dir) && newestMtime(dir) > built);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!fs.existsSync(path.join(root, 'web/index.html'))) process.exit(0);
  if (webBuildIsStale()) {
    console.log('Building the web app…');
    const result = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    process.exit(result.status ?? 1);
  }
}
