import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiClient, currentSemesterDates } from './support/api.ts';
import { describeInBrowser, launchChromium, openPage } from './support/chromium.ts';
import { SUPERADMIN, startServer } from './support/server.ts';
import { see, signIn } from './support/ui.ts';

describeInBrowser("the office's queue of pending payments", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('is counted in the sidebar, found by the payment reference, and approved in bulk after a confirmation', async () => {
    const api = apiClient(server.baseUrl);
    const { token } = await api.superadmin();
    const dates = currentSemesterDates();
    const semester = await api.createSemester(token, { name: 'Harmattan', description: 'This semester', ...dates });
    const room = await api.createRoom(token, { semester_id: semester.id, room_number: 'Q1', room_capacity: 4, price_per_bed: 1200 });
    const names = ['Akua Boateng', 'Efua Asante', 'Adwoa Darko'];
    const bookings = [];
    for (const name of names) {
      const [fname, lname] = name.split(' ');
      const student = await api.registerStudent({ fname, lname });
      const { token: studentToken } = await api.login(student.email, student.password);
      bookings.push({ booking: await api.book(studentToken, room, dates.start_date), token: studentToken });
    }
    await api.call('POST', `/bookings/${bookings[1].booking.id}/payment-reference`, { payment_reference: 'MTN-77812' }, bookings[1].token);

    const { page } = await openPage(browser, server.baseUrl);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    const entry = page.getByRole('menuitem', { name: 'Pending Payments' });
    await entry.getByLabel('3 waiting').waitFor();
    await entry.click();
    await page.getByRole('heading', { name: 'Pending Payments', level: 1 }).waitFor();
    await see(page, 'Akua Boateng');
    // Oldest first: the first to book is the first row.
    const rows = page.getByRole('table', { name: 'Bookings' }).getByRole('row');
    await expect.poll(async () => (await rows.nth(1).textContent()) ?? '').toContain('Akua Boateng');

    await page.getByRole('searchbox', { name: 'Search' }).fill('MTN-77812');
    await expect.poll(() => page.getByRole('checkbox', { name: /^Select [A-Z]/ }).count()).toBe(1);
    await see(page, 'Efua Asante');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect.poll(() => page.getByRole('checkbox', { name: /^Select [A-Z]/ }).count()).toBe(3);

    await page.getByRole('checkbox', { name: 'Select every booking on this page' }).check();
    await page.getByRole('button', { name: 'Approve selected (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve 3 payments?' });
    await dialog.getByText(/totalling GH₵ 3,600.00/).waitFor();
    // Meanwhile another admin approves one of them: the bulk approval leaves it as it is and says so.
    await api.call('POST', `/bookings/${bookings[2].booking.id}/approve-payment`, {}, token);
    await dialog.getByRole('button', { name: 'Approve 3' }).click();
    await see(page, '2 payments approved, 1 not');
    await see(page, /Adwoa Darko: /);
    await entry.getByLabel(/waiting/).waitFor({ state: 'detached' });
    await see(page, 'No booking is waiting for a payment decision.');

    const all = (await api.call(
      'GET',
      `/bookings?range=[0,9]&filter=${encodeURIComponent(JSON.stringify({ semester_id: semester.id }))}`,
      undefined,
      token,
    )) as unknown as { payment_status: string }[];
    expect(all.map((b) => b.payment_status)).toEqual(['paid', 'paid', 'paid']);
  }, 120_000);
});
