import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiClient, currentSemesterDates } from './support/api.ts';
import { describeInBrowser, launchChromium, openPage, PHONE } from './support/chromium.ts';
import { startServer } from './support/server.ts';
import { fillBookingDetails, see, signIn, sidewaysOverflow } from './support/ui.ts';

describeInBrowser('the waitlist, on a phone', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;

  beforeAll(async () => {
    // Holds that end in 36 seconds, swept every second: a full room's bed comes back within the test.
    const env = { BOOKING_HOLD_HOURS: '0.01', HOLD_SWEEP_SECONDS: '1', WAITLIST_OFFER_HOURS: '24' };
    [server, browser] = await Promise.all([startServer({ env }), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a student joins when every room is full, is offered the bed whose hold expired, and accepts it', async () => {
    const api = apiClient(server.baseUrl);
    const { token } = await api.superadmin();
    const semester = await api.createSemester(token, {
      name: 'Semester One',
      description: 'The first semester',
      ...currentSemesterDates(),
    });
    const room = await api.createRoom(token, {
      semester_id: semester.id,
      room_number: 'W1',
      gender: 'female',
      room_capacity: 1,
      price_per_bed: 1800,
    });
    // The room's one bed, held by another student who will not pay.
    const first = await api.registerStudent({ fname: 'Akosua', phone_number: '0241112223' });
    await api.book((await api.login(first.email, first.password)).token, room, new Date().toISOString().slice(0, 10));
    const waiting = await api.registerStudent({ fname: 'Esi', phone_number: '0247778889' });

    const { page, context } = await openPage(browser, server.baseUrl, PHONE);
    await signIn(page, waiting.email, waiting.password);
    await page.goto('/available-rooms');
    await see(page, 'No room has a bed left right now.');
    await page.getByRole('link', { name: 'Join the waitlist' }).click();
    await page.getByRole('heading', { name: 'Waitlist', level: 1 }).waitFor();
    await see(page, 'Semester: Semester One');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByRole('heading', { name: 'You are number 1 in line for female rooms, any type.' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    // The first student's hold ends unpaid: the bed goes to the first in line, not to whoever looks first.
    const offer = page.getByRole('region', { name: 'Your room offer' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'Waitlist', level: 1 }).waitFor();
          return offer.isVisible();
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBe(true);
    await offer.getByText('W1', { exact: true }).waitFor();
    await offer.getByText('GH₵ 1,800.00').waitFor();
    expect(await offer.getByRole('timer').textContent()).toMatch(/^Answer within (23 h|1 day)/);
    expect(await sidewaysOverflow(page)).toBe(0);

    await offer.getByRole('button', { name: 'Accept' }).click();
    await fillBookingDetails(page);
    const sent = page.waitForRequest((r) => /\/api\/waitlist\/offers\/[^/]+\/accept$/.test(r.url()) && r.method() === 'POST');
    await page.getByRole('button', { name: 'Book room W1' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ room_id: room.id, index_number: 'UEW/2026/001' });
    // The new booking is the student's, pending with its own hold, on My Booking.
    await page.waitForURL((url) => url.pathname === '/history');
    await see(page, 'Your bed is reserved: pay GH₵ 1,800.00 to keep it');
    const { token: own, user } = await api.login(waiting.email, waiting.password);
    const mine = await api.call('GET', `/bookings?filter=${encodeURIComponent(JSON.stringify({ user_id: user.id }))}`, undefined, own);
    expect(mine).toMatchObject([{ room_id: room.id, payment_status: 'pending' }]);
    await context.close();
  }, 180_000);
});
