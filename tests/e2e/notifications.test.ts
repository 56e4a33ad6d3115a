import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiClient, currentSemesterDates } from './support/api.ts';
import { describeInBrowser, launchChromium, openPage, PHONE } from './support/chromium.ts';
import { SUPERADMIN, startServer } from './support/server.ts';
import { see, signIn, sidewaysOverflow } from './support/ui.ts';

// The server here has no SMS gateway and no mail server: nothing is sent, nothing fails, and the office is told.
describeInBrowser('notifications, with no provider set', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the office its Notifications page saying they are off, and the booking’s messages', async () => {
    const api = apiClient(server.baseUrl);
    const { token } = await api.superadmin();
    const dates = currentSemesterDates();
    const semester = await api.createSemester(token, { name: 'Harmattan', description: 'This semester', ...dates });
    const room = await api.createRoom(token, { semester_id: semester.id, room_number: 'N1', room_capacity: 2 });
    const student = await api.registerStudent({ fname: 'Abena', lname: 'Ofori' });
    const { token: studentToken } = await api.login(student.email, student.password);
    const booking = await api.book(studentToken, room, dates.start_date);

    const { page } = await openPage(browser, server.baseUrl);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await see(page, 'Notifications are off: no SMS gateway or mail server is set.');

    // Nothing was sent, so the booking's timeline tells its steps alone.
    await page.goto(`/booking/${booking.id}`);
    const timeline = page.getByRole('list', { name: 'Payment history' });
    await timeline.getByText('Bed booked').waitFor();
    expect(await timeline.getByText(/to the student/).count()).toBe(0);
    // A student's own page is no staff member's, by the shared rules (own-notifications).
    await page.goto('/messages');
    await page.getByRole('heading', { name: 'Not allowed', level: 1 }).waitFor();
  }, 120_000);

  it('lets a student on a phone read their messages and turn email off, which the server keeps', async () => {
    const api = apiClient(server.baseUrl);
    const student = await api.registerStudent({ fname: 'Yaw', lname: 'Darko' });
    const { page } = await openPage(browser, server.baseUrl, PHONE);
    await signIn(page, student.email, student.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Messages' }).click();
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await see(page, /SMS about money always comes/);
    const email = page.getByRole('checkbox', { name: 'Email me too' });
    await expect.poll(() => email.isChecked()).toBe(true);
    expect(await sidewaysOverflow(page)).toBe(0);

    await email.click();
    await see(page, 'Saved.');
    await page.reload();
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Email me too' }).isChecked()).toBe(false);
  }, 120_000);
});
