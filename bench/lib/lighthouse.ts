import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './firstRender.ts';
import { processorBlockingMs, type TraceEvent } from './processorBlocking.ts';

/** What Lighthouse's mobile preset (simulated slow 4G, a mid-range phone's CPU) says of one page. */
export type PageReport = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The same blocking time from the page's own processor time only (processorBlocking.ts). */
  processorTbtMs: number;
  kib: number;
  /** The accessibility and best-practice audits that failed, by id. */
  failed: string[];
};

/** Debian's Chromium, headless, with its own profile and the DevTools port Lighthouse drives it by. */
async function launchDebuggable() {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--no-first-run',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const wsUrl = await new Promise<string>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools address: ${err.slice(-500)}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(err);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${err.slice(-500)}`)));
  });
  return {
    wsUrl,
    port: Number(new URL(wsUrl).port),
    async stop() {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('close', r));
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One Lighthouse run on `url` in a fresh profile. `localStorage` is written first on a page of
 * the same origin that loads no script (the API's health answer), so a signed-in page starts signed in with an
 * empty HTTP cache and no service worker, as a first visit would.
 */
export async function lighthouseRun(url: string, localStorage?: Record<string, string>): Promise<PageReport> {
  const chrome = await launchDebuggable();
  try {
    if (localStorage) {
      const browser = await chromium.connectOverCDP(chrome.wsUrl);
      const page = await browser.contexts()[0].newPage();
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
      }, localStorage);
      await page.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Lighthouse would clear the origin's storage, and with it the session just written.
      disableStorageReset: Boolean(localStorage),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failed = ['accessibility', 'best-practices'].flatMap((id) =>
      (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: audits['first-contentful-paint'].numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
      tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
      processorTbtMs: processorBlockingMs(
        result.artifacts.Trace.traceEvents as TraceEvent[],
        result.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? NaN,
      ),
      kib: (audits['total-byte-weight'].numericValue ?? NaN) / 1024,
      failed,
    };
  } finally {
    await chrome.stop();
  }
}

/** The run with the median performance score of `runs` (Lighthouse's advice against its own noise). */
export async function lighthouseMedian(url: string, runs: number, localStorage?: Record<string, string>) {
  const reports: PageReport[] = [];
  for (let i = 0; i < runs; i++) {
    // Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): that run is made again.
    reports.push(await lighthouseRun(url, localStorage).catch(() => lighthouseRun(url, localStorage)));
  }
  reports.sort((a, b) => a.performance - b.performance);
  return { median: reports[Math.floor(reports.length / 2)], scores: reports.map((r) => r.performance) };
}
