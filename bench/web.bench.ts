import fs from 'node:fs';
import path from 'node:path';
import { buildWeb, webBuildIsStale } from '../web/buildIfStale.ts';
import { renderedGuestPage, WEB_DIST } from '../shared/webDist.ts';
import { gzipKb, reactFloorKb } from './lib/bundleSize.ts';
import type { Benchmark } from './lib/context.ts';
import { launchChromium, timeToFirstRender, withStaticLoginPage } from './lib/firstRender.ts';
import { lighthouseMedian, type PageReport } from './lib/lighthouse.ts';
import type { Figure } from './lib/report.ts';
import { BENCH_SUPERADMIN, REPO_ROOT, startServerProcess } from './lib/serverProcess.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

/** The JavaScript the page the server answers /login with (login.html) asks for itself: its module entry and the chunks it preloads. */
function entryScripts(): string[] {
  const html = fs.readFileSync(path.join(WEB_DIST, renderedGuestPage('/login')), 'utf8');
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

async function call(baseUrl: string, method: string, route: string, body: unknown, token?: string) {
  const res = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as any;
  if (!res.ok) throw new Error(`${method} ${route} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A current semester with two rooms, and a student signed in: what the app keeps in local storage. */
async function studentSession(baseUrl: string): Promise<Record<string, string>> {
  const admin = await call(baseUrl, 'POST', '/login', BENCH_SUPERADMIN);
  const day = 86_400_000;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  const semester = (
    await call(
      baseUrl,
      'POST',
      '/semesters',
      { name: 'Lighthouse Term', description: 'Bench', start_date: iso(Date.now() - 30 * day), end_date: iso(Date.now() + 90 * day) },
      admin.token,
    )
  ).data;
  for (const room_number of ['L-101', 'L-102']) {
    await call(
      baseUrl,
      'POST',
      '/rooms',
      {
        semester_id: semester.id,
        room_number,
        room_type_id: '1',
        floor: 'Ground Floor',
        room_status: 'available',
        gender: 'female',
        room_capacity: 4,
        price_per_bed: 1500,
        availability_duration: '4 Months',
        description: 'A quiet room',
      },
      admin.token,
    );
  }
  const student = {
    fname: 'Esi',
    lname: 'Owusu',
    phone_number: '0241234567',
    email: 'lighthouse-student@bench.test',
    password: 'password123',
    gender: 'female',
    country: 'Ghana',
    agree_to_terms: true,
  };
  await call(baseUrl, 'POST', '/register', student);
  const { token, user } = await call(baseUrl, 'POST', '/login', { email: student.email, password: student.password });
  return { token, user: JSON.stringify(user) };
}

/** The issue's targets: performance 95 signed out and 90 signed in, FCP under 2 s, /login under 200 KiB. */
function lighthouseFigures(page: string, signedIn: boolean, report: PageReport, scores: number[]): Figure[] {
  const bench = '6 web';
  return [
    {
      bench,
      name: `${page} Lighthouse performance (mobile)`,
      value: report.performance,
      unit: 'score',
      target: { kind: 'atLeast', value: signedIn ? 90 : 95 },
      note: `runs: ${scores.join(', ')}; total blocking time ${report.tbtMs.toFixed(0)} ms; ${report.processorTbtMs.toFixed(0)} ms counted from the page's own processor time`,
    },
    { bench, name: `${page} first contentful paint`, value: report.fcpMs / 1000, unit: 's', target: { kind: 'atMost', value: 2 } },
    { bench, name: `${page} largest contentful paint`, value: report.lcpMs / 1000, unit: 's' },
    {
      bench,
      name: `${page} bytes transferred`,
      value: report.kib,
      unit: 'KiB',
      ...(page === '/login' ? { target: { kind: 'atMost', value: 200 } as const } : {}),
    },
    {
      bench,
      name: `${page} accessibility, best practices (lower)`,
      value: Math.min(report.accessibility, report.bestPractices),
      unit: 'score',
      target: { kind: 'atLeast', value: 100 },
      note: `accessibility ${report.accessibility}, best practices ${report.bestPractices}${report.failed.length ? `; failed: ${report.failed.join(', ')}` : ''}`,
    },
  ];
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
        await browser.close();
        const session = await studentSession(server.url);
        const lighthouseRuns = ctx.quick ? 1 : 3;
        const pages: [string, boolean][] = [
          ['/login', false],
          ['/register', false],
          ['/', true],
          ['/book-room', true],
        ];
        const lighthouse: Figure[] = [];
        const reports: Record<string, PageReport> = {};
        ctx.details.lighthouse = reports;
        for (const [page, signedIn] of pages) {
          ctx.log(`Lighthouse ${page} (${lighthouseRuns} run(s))…`);
          const { median, scores } = await lighthouseMedian(`${server.url}${page}`, lighthouseRuns, signedIn ? session : undefined);
          reports[page] = median;
          lighthouse.push(...lighthouseFigures(page, signedIn, median, scores));
        }
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
          ...lighthouse,
        ];
        return figures;
      } finally {
        await browser.close().catch(() => {});
        await server.stop();
      }
    });
  },
};
