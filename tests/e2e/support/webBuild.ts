import fs from 'node:fs';
import path from 'node:path';
import { buildWeb, webBuildIsStale } from '../../../web/buildIfStale.ts';
import { WEB_DIST } from '../../../shared/webDist.ts';

const lock = path.join(path.dirname(WEB_DIST), '.web-build.lock');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Builds the web app when dist/web is missing or older than its sources. Test files run in
 * parallel: one builds while the others wait on a lock directory.
 */
export async function ensureWebBuilt() {
  fs.mkdirSync(path.dirname(WEB_DIST), { recursive: true });
  for (let waited = 0; ; waited += 250) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // A lock left by a killed run is older than any build takes. The holder may remove it
      // between our mkdir and this stat: then there is nothing to age, and we try again.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (waited > 120_000 || age > 180_000) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(250);
    }
  }
  try {
    if (!webBuildIsStale()) return;
    if (buildWeb().status !== 0) throw new Error('vite build failed');
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
