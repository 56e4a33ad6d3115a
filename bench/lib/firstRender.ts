import http from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import { median } from './stats.ts';

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, timeout: 30_000 });
}

/**
 * Milliseconds from asking for `url` to the password field being visible, each time in a fresh
 * browser context (a cold cache, as a student's first visit), median of `runs`. Also returns
 * the JavaScript files the page loaded on the way.
 */
export async function timeToFirstRender(browser: Browser, url: string, runs: number) {
  const times: number[] = [];
  const scripts = new Set<string>();
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
    });
    const t0 = performance.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
    await page.waitForSelector('input[type="password"]', { state: 'visible', timeout: 30_000 });
    times.push(performance.now() - t0);
    await context.close();
  }
  return { ms: median(times), all: times, scripts: [...scripts] };
}

/** The same page at its floor: a server answering one static form, from this process. */
export async function withStaticLoginPage<T>(work: (url: string) => Promise<T>): Promise<T> {
  const html =
    '<!doctype html><html><head><title>Login</title></head><body><form><input type="email"><input type="password"></form></body></html>';
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  try {
    return await work(`http://127.0.0.1:${port}/login`);
  } finally {
    server.close();
  }
}
