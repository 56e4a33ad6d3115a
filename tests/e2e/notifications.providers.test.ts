import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFakeHubtel, TEST_HUBTEL } from '../helpers/fakeHubtel.ts';
import { startFakeSmtp } from '../helpers/fakeSmtp.ts';
import { apiClient, currentSemesterDates } from './support/api.ts';
import { describeInBrowser, launchChromium, openPage } from './support/chromium.ts';
import { SUPERADMIN, startServer } from './support/server.ts';
import { see, signIn } from './support/ui.ts';

// Hubtel's stand-in refuses the first SMS for good (bad credentials), the SMTP stand-in takes the email.
describeInBrowser('the Notifications page, with an SMS gateway and a mail server', () => {
  let hubtel: Awaited<ReturnType<typeof startFakeHubtel>>;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;

  beforeAll(async () => {
    [hubtel, smtp] = await Promise.all([startFakeHubtel({ fail: { status: 401, times: 1 } }), startFakeSmtp()]);
    [server, browser] = await Promise.all([
      startServer({
        env: {
          HUBTEL_SMS_BASE_URL: hubtel.url,
          HUBTEL_CLIENT_ID: TEST_HUBTEL.clientId,
          HUBTEL_CLIENT_SECRET: TEST_HUBTEL.clientSecret,
          HUBTEL_SENDER_ID: TEST_HUBTEL.senderId,
          SMTP_URL: smtp.url,
          MAIL_FROM: 'Hostel <hostel@hostel.test>',
        },
      }),
      launchChromium(),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await hubtel?.close();
    await smtp?.close();
  });

  it('shows the failed SMS first with the gateway’s answer, and sends it again once confirmed', async () => {
    const api = apiClient(server.baseUrl);
    const { token } = await api.superadmin();
    const dates = currentSemesterDates();
    const semester = await api.createSemester(token, { name: 'Harmattan', description: 'This semester', ...dates });
    const room = await api.createRoom(token, { semester_id: semester.id, room_number: 'N2', room_capacity: 2 });
    const student = await api.registerStudent({ fname: 'Kwame', lname: 'Asare' });
    const { token: studentToken } = await api.login(student.email, student.password);
    await api.book(studentToken, room, dates.start_date);
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(1);

    const { page } = await openPage(browser, server.baseUrl);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
    const rows = page.getByRole('table', { name: 'Notifications' }).getByRole('row');
    // Failures first: the refused SMS heads the list once the notifier has recorded its answer.
    await expect
      .poll(
        async () => {
          await page.reload();
          await rows.nth(1).waitFor();
          return (await rows.nth(1).textContent()) ?? '';
        },
        { timeout: 30_000 },
      )
      .toMatch(/Kwame Asare.*SMS.*Booking made.*Failed/);
    expect(await rows.nth(2).textContent()).toMatch(/Email.*Booking made.*Sent/);
    expect(await page.getByRole('alert').filter({ hasText: 'are off' }).count()).toBe(0);

    await rows
      .nth(1)
      .getByRole('button', { name: /^Open the message of/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Booking made' });
    await dialog.getByText(/GHS/).waitFor();
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await page.getByRole('dialog', { name: 'Resend this message?' }).getByRole('button', { name: 'Resend' }).click();
    await see(page, 'Message queued again.');
    await expect.poll(() => hubtel.received.length, { timeout: 30_000 }).toBe(1);
    expect(hubtel.received[0].Content).toMatch(/GHS/);

    // The booking's timeline tells its messages among its steps: the refused SMS, the email, the resent SMS.
    // The gateway has the SMS before its sending is recorded: the page is opened again until it says so.
    await page.getByRole('link', { name: 'Kwame Asare' }).first().click();
    const timeline = page.getByRole('list', { name: 'Payment history' });
    await timeline.getByText('Bed booked').waitFor();
    const bookingPage = page.url();
    await expect
      .poll(
        async () => {
          await page.goto(bookingPage);
          await timeline.getByText('Bed booked').waitFor();
          return (await timeline.getByRole('listitem').allTextContents()).join(' | ');
        },
        { timeout: 30_000 },
      )
      .toMatch(
        /SMS to the student: Booking made Failed.*Email to the student: Room N2 is held for you.* Sent.*SMS to the student: Booking made Sent/,
      );
  }, 120_000);
});
