import fs from 'node:fs';
import path from 'node:path';
import { buildWeb, webBuildIsStale } from '../web/buildIfStale.ts';
import { WEB_DIST } from '../shared/webDist.ts';
import { gzipKb, reactFloorKb } from './lib/bundleSize.ts';
import type { Benchmark } from './lib/context.ts';
import { launchChromium, timeToFirstRender, withStaticLoginPage } from './lib/firstRender.ts';
import type { Figure } from './lib/report.ts';
import { REPO_ROOT, startServerProcess } from './lib/serverProcess.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

/** The JavaScript index.html itself asks for: its module entry and the chunks it preloads. */
function entryScripts(): string[] {
  const html = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
  return refs.map((ref) => path.join(WEB_DIST, ref.replace(/^\.?\//, '')));
}

/** Builds dist/web when the sources are newer than it; false when there is no web app to build. */
function ensureBuilt(log: (m: string) => void): boolean {
  if (!fs.existsSync(path.join(REPO_ROOT, 'web/vite.config.ts')) || !fs.existsSync(path.join(REPO_ROOT, 'web/index.html'))) return false;
  if (webBuildIsStale()) {
    log('building the web app (vite build)…');
    const result = buildWeb(['ignore', 'ignore', 'pipe']);
    if (result.status !== 0) throw new Error(`vite build failed: ${result.stderr?.toString().slice(-2000)}`);
  }
  return fs.existsSync(path.join(WEB_DIST, 'index.html'));
}

/**
 * The production bundle's first page (every script the browser loads to show /login, gzip)
 * against React's own floor, and the login page's first render in headless Chromium, served by
 * the real server, against a static page with the same form served from this process.
 */
export const webBench: Benchmark = {
  name: '6 web',
  async run(ctx) {
    if (!ensureBuilt(ctx.log)) {
      ctx.log('web app not built');
      return [];
    }
    const floorKb = await reactFloorKb();
    const runs = ctx.quick ? 3 : 7;
    return withBenchDatabase(ctx, 'web', async (db) => {
      const server = await startServerProcess({ script: 'api/server.ts', databaseUrl: db.url, cpuProfileDir: ctx.cpuProfileDir });
      const browser = await launchChromium();
      try {
        const login = await timeToFirstRender(browser, `${server.url}/login`, runs);
        const floor = await withStaticLoginPage((url) => timeToFirstRender(browser, url, runs));
        const loaded = login.scripts.map((p) => path.join(WEB_DIST, p)).filter((f) => fs.existsSync(f));
        const files = [...new Set([...entryScripts(), ...loaded])];
        const firstPageKb = await gzipKb(files);
        ctx.details.web = { login, floor, files: files.map((f) => path.relative(REPO_ROOT, f)), firstPageKb, floorKb };
        const figures: Figure[] = [
          {
            bench: '6 web',
            name: 'first page JavaScript (gzip)',
            value: firstPageKb,
            unit: 'KB',
            baseline: { name: 'React + ReactDOM alone', value: floorKb },
            target: { kind: 'atMost', value: 400 },
            note: `${files.length} file(s): ${files.map((f) => path.basename(f)).join(', ')}`,
          },
          {
            bench: '6 web',
            name: 'login page first render (median, cold)',
            value: login.ms / 1000,
            unit: 's',
            baseline: { name: 'static page with the same form', value: floor.ms / 1000 },
            target: { kind: 'atMost', value: 1.5 },
            note: `runs: ${login.all.map((ms) => ms.toFixed(0)).join(', ')} ms; static page ${floor.all.map((ms) => ms.toFixed(0)).join(', ')} ms`,
          },
        ];
        return figures;
      } finally {
        await browser.close();
        await server.stop();
      }
    });
  },
};
