import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COMPILE_HINT } from '../../web/compileHintsPlugin.ts';
import { apiClient } from './support/api.ts';
import { describeInBrowser, launchChromium, openPage, PHONE } from './support/chromium.ts';
import { SUPERADMIN, startServer } from './support/server.ts';
import { see, sidewaysOverflow, signIn, signOut } from './support/ui.ts';

const menuItems = async (page: Page) => (await page.getByRole('menuitem').allTextContents()).map((t) => t.trim());

describeInBrowser('the app around the pages: roles, errors, theme and phones', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  let student: { email: string; password: string };
  let admin: { email: string; password: string };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
    const api = apiClient(server.baseUrl);
    const { token } = await api.superadmin();
    student = await api.registerStudent();
    admin = await api.createAdmin(token);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the production build of the web app, though the tests run under NODE_ENV=test', async () => {
    // The signed-in app's page: the guest pages (/login) load React only on their first use.
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
    // index.html's script loads the student's app or the react-admin app: the chunks it names.
    const entry = (await Promise.all(scripts.map(async (src) => (await fetch(new URL(src, server.baseUrl))).text()))).join('\n');
    const chunks = [...new Set([...entry.matchAll(/assets\/[\w.-]+\.js/g)].map((m) => `/${m[0]}`))];
    const texts = await Promise.all(chunks.map(async (src) => (await fetch(new URL(src, server.baseUrl))).text()));
    const code = [entry, ...texts].join('\n');
    expect(code.length).toBeGreaterThan(100_000);
    // What a phone runs first is compiled as it downloads (web/compileHintsPlugin.ts); the office's app is not.
    const chunk = (name: string) => texts[chunks.findIndex((src) => src.startsWith(`/assets/${name}-`))];
    expect(chunk('react').startsWith(COMPILE_HINT)).toBe(true);
    expect(chunk('adminStart').startsWith(COMPILE_HINT)).toBe(false);
    // React's warning about list keys exists only in its development build.
    expect(code).not.toContain('Each child in a list');
  });

  it('shows each role its own sidebar, and a student "Not allowed" on an admin page', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await signIn(page, student.email, student.password);
    expect(await menuItems(page)).toEqual([
      'Dashboard',
      'All Rooms',
      'Available Rooms',
      'Bed Map',
      'Reserve A Bed',
      'My Booking',
      'Messages',
      'Waitlist',
    ]);
    await page.goto('/users');
    await page.getByRole('heading', { name: 'Not allowed', level: 1 }).waitFor();
    await context.close();

    const asAdmin = await openPage(browser, server.baseUrl);
    await signIn(asAdmin.page, admin.email, admin.password);
    expect(await menuItems(asAdmin.page)).toEqual([
      'Dashboard',
      'Arrivals',
      'Booked Guest List',
      'Booking Options',
      'Room Statistics',
      'Payment History',
      'Pending Payments',
      'Cancellation Requests',
      'Notifications',
      'Waitlist',
      // No payment provider here: nothing can be unmatched, so the entry is left out.
      'All Users',
      'All Rooms',
      'Available Rooms',
      'Bed Map',
      'Porter List',
      'Reserve A Bed',
      'My Booking',
    ]);
    await asAdmin.page.goto('/users');
    await asAdmin.page.getByRole('heading', { name: 'All Users', level: 1 }).waitFor();
    expect(await asAdmin.page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await asAdmin.context.close();

    const asSuperadmin = await openPage(browser, server.baseUrl);
    await signIn(asSuperadmin.page, SUPERADMIN.email, SUPERADMIN.password);
    expect(await menuItems(asSuperadmin.page)).toContain('Stats Center');
    await asSuperadmin.page.goto('/users');
    await asSuperadmin.page
      .getByRole('button', { name: /^Delete / })
      .first()
      .waitFor();
    await asSuperadmin.context.close();
  }, 60_000);

  it('sends guests to /login, signed-in users away from /login, and unknown paths to "Page Not Found!"', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/all-rooms');
    await page.waitForURL((url) => url.pathname === '/login');
    await see(page, 'Get Started Now');
    await page.getByRole('button', { name: 'Login' }).click();
    await see(page, 'Email cannot be empty');
    await see(page, 'Password cannot be empty');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();

    await signIn(page, student.email, student.password);
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page Not Found!', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'GO HOME' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  }, 60_000);

  it('keeps dark mode after a reload', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await signIn(page, student.email, student.password);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await background()).toBe(dark);
    await signOut(page);
    expect(await background()).toBe(dark);

    // The guest page's first frame is already dark, even when its script comes late: the page
    // waits for it rather than showing the light theme first.
    await page.route(/\/assets\/guest-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.addInitScript(() => {
      const frame = () => {
        if (!document.body) return requestAnimationFrame(frame);
        (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(document.body).backgroundColor;
      };
      requestAnimationFrame(frame);
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Get Started Now' }).waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame)).toBe(dark);
    await context.close();
  }, 60_000);

  it('fits a 375-pixel phone: no page scrolls sideways, and the menu opens from the top bar', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, PHONE);
    await page.goto('/register');
    await see(page, 'Create An Account');
    expect(await sidewaysOverflow(page)).toBe(0);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    for (const path of [
      '/',
      '/all-rooms',
      '/book-room',
      '/users',
      '/all-semesters',
      '/restricted-rooms',
      '/stat-center',
      '/payment-history',
      '/history',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await sidewaysOverflow(page), path).toBe(0);
    }
    await page
      .getByRole('button', { name: /open menu|close menu/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'All Rooms' }).click();
    await page.getByRole('heading', { name: 'All Rooms', level: 1 }).waitFor();
    await context.close();
  }, 60_000);
});
