import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiClient } from './support/api.ts';
import { describeInBrowser, launchChromium, openPage } from './support/chromium.ts';
import { SUPERADMIN, startServer } from './support/server.ts';
import { see, signIn, signOut } from './support/ui.ts';

describeInBrowser('staff accounts: a reset password, and a deactivation', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  let admin: { email: string; password: string; fname: string; lname: string };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
    const api = apiClient(server.baseUrl);
    admin = await api.createAdmin((await api.superadmin()).token);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the one-time password once; signing in with it leads to Change Password, then on', async () => {
    const boss = await openPage(browser, server.baseUrl);
    await signIn(boss.page, SUPERADMIN.email, SUPERADMIN.password);
    await boss.page.getByRole('menuitem', { name: 'Staff' }).click();
    await boss.page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    const name = `${admin.fname} ${admin.lname}`;
    await boss.page.getByRole('button', { name: `Reset password of ${name}` }).click();
    await boss.page.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
    const shown = boss.page.getByRole('dialog', { name: `One-time password for ${name}` });
    const oneTime = (await shown.getByLabel('One-time password', { exact: true }).textContent())!.trim();
    expect(oneTime).toMatch(/^[2-9a-zA-Z]{12}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    expect(await boss.page.getByText(oneTime).count()).toBe(0);

    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(oneTime);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/change-password');
    await page.goto('/all-rooms');
    await page.waitForURL((url) => url.pathname === '/change-password');
    await page.getByLabel('One-time password', { exact: true }).fill(oneTime);
    await page.getByLabel('New password', { exact: true }).fill('a-password-of-my-own');
    await page.getByLabel('New password again').fill('a-password-of-my-own');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await signOut(page);
    await signIn(page, admin.email, 'a-password-of-my-own');
    await context.close();
    await boss.context.close();
  }, 90_000);

  it('signs a deactivated admin out at their next call, and says why at sign-in', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await signIn(page, admin.email, 'a-password-of-my-own');

    const boss = await openPage(browser, server.baseUrl);
    await signIn(boss.page, SUPERADMIN.email, SUPERADMIN.password);
    await boss.page.goto('/staff');
    await boss.page.getByRole('button', { name: `Deactivate ${admin.fname} ${admin.lname}` }).click();
    const dialog = boss.page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Moved to another hall');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await see(boss.page, 'Moved to another hall');

    await page.goto('/users');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill('a-password-of-my-own');
    await page.getByRole('button', { name: 'Login' }).click();
    await see(page, 'This account has been deactivated. Please ask a superadmin to reactivate it.');
    await context.close();
    await boss.context.close();
  }, 90_000);
});
