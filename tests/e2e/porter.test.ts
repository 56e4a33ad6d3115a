import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { nanoid } from 'nanoid';
import { apiClient } from './support/api.ts';
import { describeInBrowser, launchChromium, openPage, PHONE } from './support/chromium.ts';
import { startServer } from './support/server.ts';
import { isoDay, see, sidewaysOverflow } from './support/ui.ts';

describeInBrowser("the porter's lodge on a phone", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  let porter: { email: string; password: string };
  let bookingId: string;
  let superadminToken: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
    const api = apiClient(server.baseUrl);
    superadminToken = (await api.superadmin()).token;
    const semester = await api.createSemester(superadminToken, {
      name: 'Arrivals Term',
      description: 'The term the guests arrive for',
      start_date: isoDay(-20),
      end_date: isoDay(100),
    });
    const room = await api.createRoom(superadminToken, { semester_id: semester.id, room_number: 'L1' });
    const student = await api.registerStudent({ fname: 'Adwoa', lname: 'Arriving' });
    const { token } = await api.login(student.email, student.password);
    bookingId = (await api.book(token, room, isoDay(0))).id;
    await api.call('POST', `/bookings/${bookingId}/approve-payment`, {}, superadminToken);
    porter = { email: `porter-${nanoid(6).toLowerCase()}@hostel.test`, password: 'password123' };
    await api.call(
      'POST',
      '/porters',
      { fname: 'Yaw', lname: 'Porter', phone_number: '0201112224', gender: 'male', country: 'Ghana', ...porter },
      superadminToken,
    );
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs a porter in to the arrivals, and checks a student in on a 375-pixel phone', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, PHONE);
    await page.goto('/login');
    await page.getByLabel('Email').fill(porter.email);
    await page.getByLabel('Password').fill(porter.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // A porter lands on the arrivals, not on a dashboard of rooms they may not read.
    await page.waitForURL((url) => url.pathname === '/arrivals');
    await page.getByRole('heading', { name: 'Arrivals', level: 1 }).waitFor();

    const card = page.getByRole('listitem', { name: 'Adwoa Arriving' });
    await card.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page)).toBe(0);
    await card.getByText('Room L1').waitFor();

    await card.getByRole('button', { name: 'Check in' }).click();
    await card.getByRole('button', { name: 'Confirm check-in' }).click();
    // Without a key, it says what is missing and records nothing.
    await see(page, 'Please enter the key or card number given to the guest.');
    await card.getByLabel('Key or card number').fill('K-42');
    await card.getByLabel('Note (optional)').fill('Arrived with her mother');
    expect(await sidewaysOverflow(page)).toBe(0);
    await card.getByRole('button', { name: 'Confirm check-in' }).click();
    await card.getByText('Checked in', { exact: true }).waitFor();
    await card.getByText(/key K-42/).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    const { data } = await apiClient(server.baseUrl).call('GET', `/bookings/${bookingId}`, undefined, superadminToken);
    expect(data).toMatchObject({ key_number: 'K-42', check_in_note: 'Arrived with her mother', checked_out_at: null });
    expect(data.checked_in_at).toEqual(expect.any(String));

    // Its pages are the arrivals and Change Password: a room list is not theirs to open.
    await page.goto('/all-rooms');
    await page.getByRole('heading', { name: 'Not allowed', level: 1 }).waitFor();
    await context.close();
  }, 90_000);
});
