import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiClient, currentSemesterDates } from './support/api.ts';
import { describeInBrowser, launchChromium, openPage } from './support/chromium.ts';
import { SUPERADMIN, startServer } from './support/server.ts';
import { choose, fillBookingDetails, fillRegistration, see, signIn, signOut } from './support/ui.ts';

describeInBrowser('booking a bed, from registration to approval', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('register → login → book a bed → told what to pay → gives the payment reference → approved → "Booking Approved"', async () => {
    const api = apiClient(server.baseUrl);
    const { token } = await api.superadmin();
    const semester = await api.createSemester(token, {
      name: 'Semester One',
      description: 'The first semester',
      ...currentSemesterDates(),
    });
    await api.createRoom(token, { semester_id: semester.id, room_number: 'A1', gender: 'female', room_capacity: 2, price_per_bed: 1500 });
    await api.call(
      'PUT',
      '/payment-instructions',
      { mobile_money: [{ network: 'MTN MoMo', number: '0241234567', account_name: 'University Hostel Office' }] },
      token,
    );
    const { page } = await openPage(browser, server.baseUrl);
    const email = 'abena.student@hostel.test';

    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await see(page, 'First Name is required');
    await see(page, 'You must agree to the terms and conditions');
    await fillRegistration(page, { fname: 'Abena', lname: 'Owusu', email, password: 'password123' });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await signIn(page, email, 'password123');
    await page.getByRole('menuitem', { name: 'Reserve A Bed' }).click();
    await page.getByRole('heading', { name: 'Reserve A Bed', level: 1 }).waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Abena Owusu');
    expect(await page.getByLabel('Full Name').getAttribute('readonly')).not.toBeNull();
    await choose(page, 'Semester', 'Semester One');
    await choose(page, 'Room Type', 'Standard');
    await choose(page, 'Room Number', /Room A1/);
    expect(await page.getByLabel('Price Per Bed').inputValue()).toBe('GH₵ 1,500.00');
    expect(await page.getByLabel('Room ID').count()).toBe(0);
    await fillBookingDetails(page);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/bookings') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Reserve Bed' }).click();
    const body = (await sent).postDataJSON();
    const [year, month, day] = new Date().toISOString().slice(0, 10).split('-');
    expect(body).toMatchObject({ dob: '01/15/2003', check_in_date: `${month}/${day}/${year}`, length_of_stay: 4, amount_paid: 1500 });
    await see(page, 'Booking created successfully');
    // Booked, the student is told what to pay, where, and the reference to quote.
    await page.waitForURL((url) => url.pathname === '/history');
    await see(page, 'Your bed is reserved: pay GH₵ 1,500.00 to keep it');
    await see(page, 'MTN MoMo: 024 123 4567');
    await see(page, /waiting for your payment to be approved/);
    const reference = await page
      .getByLabel('Booking', { exact: true })
      .getByText(/^HB-[2-9A-HJKMNP-Z]{6}$/)
      .textContent();
    await page.getByLabel('Your Payment Reference').fill('MP240901.1234.A56789');
    await page.getByRole('button', { name: 'Send Payment Reference' }).click();
    await see(page, 'Payment reference sent:');
    await see(page, /the hostel office is checking your payment/);
    await page.getByRole('menuitem', { name: 'Reserve A Bed' }).click();
    await see(page, 'You have already booked a room.');
    await signOut(page);

    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    await page.goto('/restricted-rooms');
    await see(page, 'MP240901.1234.A56789');
    await page.getByRole('button', { name: 'Approve payment of Abena Owusu' }).click();
    await see(page, 'Payment approved');
    await signOut(page);

    await signIn(page, email, 'password123');
    await page.getByRole('menuitem', { name: 'My Booking' }).click();
    await see(page, 'Booking Approved');
    await see(page, 'Room A1');
    const receipt = page.getByRole('region', { name: 'Payment receipt' });
    await receipt.getByText('Amount Paid').waitFor();
    expect(await receipt.getByText(reference!, { exact: true }).count()).toBe(1);
    expect(await receipt.getByText('MP240901.1234.A56789', { exact: true }).count()).toBe(1);
    // On paper, the receipt alone: no menu, no top bar, no Print button.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('menuitem', { name: 'My Booking' }).isVisible()).toBe(false);
    expect(await receipt.getByText('Payment Receipt').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  }, 120_000);

  it('a room whose last bed the student just took is gone from Available Rooms, never shown from the earlier visit', async () => {
    const api = apiClient(server.baseUrl);
    const { token } = await api.superadmin();
    // Started a day after the first test's semester, so that it is the current one the rooms are listed from.
    const startedLater = currentSemesterDates(new Date(Date.now() + 86_400_000));
    const semester = await api.createSemester(token, { name: 'Semester Two', description: 'The second semester', ...startedLater });
    await api.createRoom(token, { semester_id: semester.id, room_number: 'B1', room_capacity: 1 });
    await api.createRoom(token, { semester_id: semester.id, room_number: 'B2', room_capacity: 2 });
    const student = await api.registerStudent();
    const { page } = await openPage(browser, server.baseUrl);
    await signIn(page, student.email, student.password);

    await page.getByRole('menuitem', { name: 'Available Rooms' }).click();
    await page.getByRole('link', { name: 'Book room B1' }).click();
    await page.getByRole('heading', { name: 'Reserve A Bed', level: 1 }).waitFor();
    await fillBookingDetails(page);
    await page.getByRole('button', { name: 'Reserve Bed' }).click();
    await see(page, 'Booking created successfully');

    // The next look at the rooms is held back a second: whatever shows meanwhile comes from the
    // page's cache, which must not offer the bed just taken.
    let releaseLook = () => {};
    await page.route('**/api/rooms-with-beds-left*', async (route) => {
      await new Promise<void>((resolve) => (releaseLook = resolve));
      await route.continue();
    });
    await page.getByRole('menuitem', { name: 'Available Rooms' }).click();
    await page.getByRole('heading', { name: 'Available Rooms', level: 1 }).waitFor();
    await page.getByRole('status', { name: 'Loading' }).waitFor();
    expect(await page.getByRole('article', { name: 'Room B1' }).count()).toBe(0);
    releaseLook();
    await page.getByRole('article', { name: 'Room B2' }).waitFor();
    expect(await page.getByRole('article', { name: 'Room B1' }).count()).toBe(0);
  }, 90_000);
});
