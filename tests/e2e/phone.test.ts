import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '../../shared/messages.ts';
import { apiClient } from './support/api.ts';
import { describeInBrowser, launchChromium, openPage, PHONE } from './support/chromium.ts';
import { startServer } from './support/server.ts';
import { choose, fillRegistration, see, signIn } from './support/ui.ts';

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return async () => [...violations, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

describeInBrowser('the app on a phone: its Content-Security-Policy', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  let student: { email: string; password: string };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
    student = await apiClient(server.baseUrl).registerStudent();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('holds signed out and signed in, and the pages still work under it', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, PHONE);
    const violations = await watchPolicy(page);
    const first = await page.goto('/login');
    expect(first?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    await see(page, 'Get Started Now');
    expect(await violations()).toEqual([]);
    await page.goto('/register');
    await see(page, 'Create An Account');
    expect(await violations()).toEqual([]);

    await signIn(page, student.email, student.password);
    // A student's ordinary visit logs no error: a 4xx the page expects (no place on the waitlist,
    // say) is one in the console all the same, and what a phone's browser reports as a fault.
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`)));
    for (const [path, heading] of [
      ['/book-room', 'Reserve A Bed'],
      ['/available-rooms', 'Available Rooms'],
      ['/history', 'My Booking'],
      ['/', 'Dashboard'],
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
    expect(errors).toEqual([]);
    // The policy is enforced, not merely sent: a script the page injects inline does not run.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
      return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).some((v) => v.startsWith('script-src'))).toBe(true);
    await context.close();
  }, 90_000);

  it('opens /register as HTML, loads React on its first use, and keeps what was typed before it came', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const reactLoaded = () => scripts.some((path) => /^\/assets\/(react|start)-/.test(path));
    await page.goto('/register');
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { name: 'Create An Account' }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(reactLoaded()).toBe(false);

    // The Country list tapped first, before React: the tap is made again once React has come.
    await choose(page, 'Country', 'Ghana');
    await expect.poll(() => page.getByRole('combobox', { name: 'Country' }).textContent()).toBe('Ghana');
    // Filled as fast as the browser takes it: the first fields go in while React is still loading.
    const email = `early-${Date.now()}@hostel.test`;
    await fillRegistration(page, { fname: 'Ama', lname: 'Mensah', email, password: 'password123' });
    await page.getByRole('button', { name: 'Register' }).click();
    await see(page, 'Registration successful');
    await page.getByRole('heading', { name: 'Get Started Now' }).waitFor();
    expect(reactLoaded()).toBe(true);

    // A fresh /login, sent with Enter twice straight after typing: the submit waits for React,
    // then signs in once.
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/login') signIns.push(request.method());
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('password123');
    await page.getByLabel('Password').press('Enter');
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(signIns).toEqual(['POST']);
    await context.close();
  }, 90_000);

  it('installs: a manifest with icons, and a service worker that keeps the shell but no /api answer', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, PHONE, 'allow');
    await page.goto('/login');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(new URL(manifestHref!, server.baseUrl))).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: expect.stringMatching(/^#/) });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === size);
      const res = await fetch(new URL(icon.src, server.baseUrl));
      expect(res.headers.get('content-type'), size).toBe('image/png');
    }

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.baseUrl}/`);
    await signIn(page, student.email, student.password);
    await page.goto('/book-room');
    await page.getByRole('heading', { name: 'Reserve A Bed', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(kept).toContain('/');
    expect(kept.filter((u) => u.startsWith('/assets/')).length).toBeGreaterThan(3);
    expect(kept.filter((u) => u.startsWith('/api/'))).toEqual([]);

    // A second visit without a network still opens the app, from the kept shell and scripts.
    await context.setOffline(true);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await context.setOffline(false);
    await context.close();
  }, 90_000);

  it("registers its service worker only once the student's page has settled", async () => {
    const { page, context } = await openPage(browser, server.baseUrl, PHONE, 'allow');
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        (window as unknown as { registeredAt: number }).registeredAt = performance.now();
        return register.apply(this, args);
      };
    });
    await signIn(page, student.email, student.password);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForFunction(() => 'registeredAt' in window, undefined, { timeout: 30_000 });
    const { registeredAt, finished } = await page.evaluate(() => ({
      registeredAt: (window as unknown as { registeredAt: number }).registeredAt,
      finished: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, end: (entry as PerformanceResourceTiming).responseEnd })),
    }));
    // The dashboard's own code and data came first, then QUIET_MS (2 s) with nothing arriving.
    const before = finished.filter((entry) => entry.end <= registeredAt);
    expect(before.some((entry) => entry.path.startsWith('/api/'))).toBe(true);
    expect(before.some((entry) => entry.path.startsWith('/assets/'))).toBe(true);
    for (const entry of before) expect(registeredAt - entry.end, entry.path).toBeGreaterThanOrEqual(2000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active !== null)).toBe(true);
    await context.close();
  }, 90_000);

  it('says when the phone goes offline, and shows the page once it is back online', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, PHONE);
    await signIn(page, student.email, student.password);
    const offline = page.getByRole('alert').filter({ hasText: MESSAGES.errors.offline });
    await context.setOffline(true);
    await offline.waitFor();
    // A page whose reads the dashboard did not make waits for the network rather than failing: it says so meanwhile.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Available Rooms' }).click();
    await page.getByRole('heading', { name: 'Available Rooms', level: 1 }).waitFor();
    const loading = page.getByRole('status', { name: 'Loading' });
    await loading.waitFor();
    await context.setOffline(false);
    await loading.waitFor({ state: 'detached' });
    // My Booking opens at once with the bookings the dashboard read.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'My Booking' }).click();
    await see(page, 'you have not booked a room yet');
    expect(await offline.count()).toBe(0);
    await context.close();
  }, 60_000);

  it('serves robots.txt', async () => {
    const res = await fetch(`${server.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^User-agent: \*/m);
  });
});
