import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api.ts';
import { describeInBrowser, launchChromium, openPage, PHONE } from './support/chromium.ts';
import { startServer } from './support/server.ts';
import { see, signIn } from './support/ui.ts';

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
    for (const [path, heading] of [
      ['/book-room', 'Reserve A Bed'],
      ['/available-rooms', 'Available Rooms'],
      ['/history', 'Booked History'],
      ['/', 'Dashboard'],
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
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

  it('serves robots.txt', async () => {
    const res = await fetch(`${server.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^User-agent: \*/m);
  });
});
