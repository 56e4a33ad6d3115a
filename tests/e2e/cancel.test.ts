import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiClient, currentSemesterDates } from './support/api.ts';
import { describeInBrowser, launchChromium, openPage } from './support/chromium.ts';
import { SUPERADMIN, startServer } from './support/server.ts';
import { see, signIn, signOut } from './support/ui.ts';

describeInBrowser('a student cancels their booking', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let semester: Record<string, unknown>;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
    api = apiClient(server.baseUrl);
    token = (await api.superadmin()).token as string;
    semester = await api.createSemester(token, { name: 'Semester One', description: 'The first', ...currentSemesterDates() });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A student with a booking of a room of one bed, as the API makes it; paid when asked. */
  async function bookedStudent(roomNumber: string, paid: boolean) {
    const room = await api.createRoom(token, { semester_id: semester.id, room_number: roomNumber, room_capacity: 1 });
    const student = await api.registerStudent();
    const { token: own } = await api.call('POST', '/login', { email: student.email, password: student.password });
    const booking = await api.book(own as string, room, new Date().toISOString().slice(0, 10));
    if (paid) await api.call('POST', `/bookings/${booking.id}/approve-payment`, {}, token);
    return { student, booking };
  }

  it('a pending booking: Cancel booking, confirmed, and the bed is free again', async () => {
    const { student } = await bookedStudent('C1', false);
    const { page } = await openPage(browser, server.baseUrl);
    await signIn(page, student.email as string, student.password as string);
    await page.getByRole('menuitem', { name: 'My Booking' }).click();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByLabel('Why do you cancel? (optional)').fill('Found a room nearer campus');
    await page.getByRole('button', { name: 'Cancel My Booking' }).click();
    await see(page, 'Booking cancelled. Your bed was given back.');
    await page.getByRole('heading', { name: 'Cancelled' }).waitFor();
    const rooms = await api.call('GET', `/rooms-with-beds-left?semester_id=${semester.id}`, undefined, token);
    expect(JSON.stringify(rooms)).toContain('"C1"');
  }, 120_000);

  it('a paid booking: the student asks with a reason, the office refuses, then approves a refund', async () => {
    const { student, booking } = await bookedStudent('C2', true);
    const { page } = await openPage(browser, server.baseUrl);
    await signIn(page, student.email as string, student.password as string);
    await page.getByRole('menuitem', { name: 'My Booking' }).click();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('button', { name: 'Request Cancellation' }).click();
    await see(page, 'Please say why you want to cancel');
    await page.getByLabel('Why do you want to cancel?').fill('My family is moving abroad');
    await page.getByRole('button', { name: 'Request Cancellation' }).click();
    await page.getByRole('heading', { name: 'Cancellation requested' }).waitFor();
    await signOut(page);

    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    await page.getByRole('menuitem', { name: 'Cancellation Requests' }).click();
    await see(page, 'My family is moving abroad');
    await page.getByRole('button', { name: 'Refuse' }).click();
    await page.getByLabel('Reason').fill('Please talk to the office first');
    await page.getByRole('dialog').getByRole('button', { name: 'Refuse' }).click();
    await see(page, 'Cancellation refused. The booking stays paid.');
    await signOut(page);

    await signIn(page, student.email as string, student.password as string);
    await page.getByRole('menuitem', { name: 'My Booking' }).click();
    await see(page, /Your cancellation request was refused: Please talk to the office first/);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByLabel('Why do you want to cancel?').fill('We talked: moving abroad');
    await page.getByRole('button', { name: 'Request Cancellation' }).click();
    await page.getByRole('heading', { name: 'Cancellation requested' }).waitFor();
    await signOut(page);

    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    await page.goto(`/booking/${booking.id}`);
    const request = page.getByRole('region', { name: 'Cancellation request' });
    await request.getByRole('button', { name: 'Approve' }).click();
    await page.getByLabel('Refund amount (GHS)').fill('1000');
    await page.getByRole('dialog').getByLabel('Reason').fill('Less the booking fee');
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await see(page, 'Cancellation approved. The bed was given back.');
    await see(page, 'Cancellation approved');
    await see(page, 'Refund: GH₵ 1,000.00');
    await signOut(page);

    await signIn(page, student.email as string, student.password as string);
    await page.getByRole('menuitem', { name: 'My Booking' }).click();
    await see(page, /GH₵ 1,000.00 will be refunded to you/);
  }, 180_000);
});
