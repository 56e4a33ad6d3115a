import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { freePort } from '../../api/db/freePort.ts';
import { startFakePaystack, type FakePaystack } from '../helpers/fakePaystack.ts';
import { apiClient, currentSemesterDates } from './support/api.ts';
import { describeInBrowser, launchChromium, openPage } from './support/chromium.ts';
import { startServer } from './support/server.ts';
import { see, signIn } from './support/ui.ts';

describeInBrowser('paying a booking with mobile money', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  let fake: FakePaystack;

  beforeAll(async () => {
    fake = await startFakePaystack();
    const port = await freePort();
    const env = {
      PAYSTACK_SECRET_KEY: fake.secretKey,
      PAYSTACK_BASE_URL: fake.baseUrl,
      PAYSTACK_CALLBACK_URL: `http://127.0.0.1:${port}/history`,
      LOG_LEVEL: 'debug',
    };
    [server, browser] = await Promise.all([startServer({ port, env }), launchChromium()]);
    fake.control.webhookUrl = `${server.baseUrl}/api/payments/webhooks/paystack`;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('My Booking → Pay with mobile money → the provider’s checkout → back, and the booking is approved', async () => {
    const api = apiClient(server.baseUrl);
    const { token } = await api.superadmin();
    const semester = await api.createSemester(token, { name: 'Semester One', description: 'The first', ...currentSemesterDates() });
    const room = await api.createRoom(token, { semester_id: semester.id, room_number: 'M1', gender: 'female', price_per_bed: 1500 });
    const student = await api.registerStudent();
    const { token: studentToken } = await api.login(student.email, student.password);
    await api.book(studentToken, room, new Date().toISOString().slice(0, 10));

    const { page } = await openPage(browser, server.baseUrl);
    await signIn(page, student.email, student.password);
    await page.getByRole('menuitem', { name: 'My Booking' }).click();
    await see(page, /waiting for your payment to be approved/);
    await page.getByRole('button', { name: 'Pay with mobile money (GH₵ 1,500.00)' }).click();
    await page.waitForURL((url) => url.origin === fake.baseUrl);
    await see(page, 'Pay GHS 1500.00');
    await page.getByRole('button', { name: 'Pay with MTN Mobile Money' }).click();
    await page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === '/history');
    await see(page, 'Booking Approved');
    await see(page, 'Room M1');

    const admin = await openPage(browser, server.baseUrl);
    await signIn(admin.page, 'super@hostel.test', 'superpass123');
    const booking = (await api.call('GET', '/bookings?range=[0,9]', undefined, token)) as unknown as { id: string }[];
    await admin.page.goto(`/booking/${booking[0].id}`);
    await see(admin.page, 'Paid online');
    await see(admin.page, /Paystack · mobile_money \(MTN\) · Reference HST-/);
    expect(server.output()).not.toContain(fake.secretKey);
  }, 120_000);
});
