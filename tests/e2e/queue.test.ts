import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiClient, currentSemesterDates } from './support/api.ts';
import { describeInBrowser, launchChromium, openPage } from './support/chromium.ts';
import { SUPERADMIN, startServer } from './support/server.ts';
import { choose, see, signIn, signOut } from './support/ui.ts';

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

  it('asks the student about a reference instead of rejecting; the student answers; the office approves', async () => {
    const api = apiClient(server.baseUrl);
    const { token } = await api.superadmin();
    const current = (await api.call('GET', '/semesters/current', undefined, token)).data as { id: string } | null;
    const semester =
      current ?? (await api.createSemester(token, { name: 'Rain', description: 'This semester', ...currentSemesterDates() }));
    const room = await api.createRoom(token, { semester_id: semester.id, room_number: 'Q2', room_capacity: 2 });
    const student = await api.registerStudent({ fname: 'Yaa', lname: 'Mensah' });
    const { token: studentToken } = await api.login(student.email, student.password);
    const booking = await api.book(studentToken, room, currentSemesterDates().start_date);
    await api.call('POST', `/bookings/${booking.id}/payment-reference`, { payment_reference: 'MTN-1234' }, studentToken);

    const { page } = await openPage(browser, server.baseUrl);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    await page.goto('/restricted-rooms');
    const row = page.getByRole('row').filter({ hasText: 'Yaa Mensah' });
    await row.getByText('Under review').waitFor();
    await row.getByRole('button', { name: 'Ask the student about the payment of Yaa Mensah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask Yaa Mensah about the payment?' });
    await dialog
      .getByRole('textbox', { name: 'Question' })
      .fill('We cannot find MTN-1234 in our statement. Please check the transaction ID.');
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await see(page, 'Question sent to the student');
    await row.getByText('Question asked').waitFor();
    await signOut(page);

    await signIn(page, student.email, student.password);
    await page.getByRole('menuitem', { name: 'My Booking' }).click();
    await page.getByRole('heading', { name: 'The hostel office has a question about your payment' }).waitFor();
    await see(page, 'We cannot find MTN-1234 in our statement. Please check the transaction ID.');
    await page
      .getByRole('timer')
      .getByText(/^Answer within/)
      .waitFor();
    await page.getByLabel('Your Payment Reference').fill('MTN-12345');
    await page.getByRole('button', { name: 'Send Corrected Reference' }).click();
    await page.getByRole('heading', { name: 'Payment under review: the office will check it' }).waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    await signOut(page);

    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    await page.goto('/restricted-rooms');
    await choose(page, 'Waiting for', 'The office (under review)');
    await row.getByText(/MTN-12345/).waitFor();
    await row.getByText('Under review').waitFor();
    await row.getByRole('button', { name: 'Approve payment of Yaa Mensah' }).click();
    await see(page, 'Payment approved');

    const { data } = await api.call('GET', `/bookings/${booking.id}`, undefined, token);
    expect(data).toMatchObject({ payment_status: 'paid', payment_reference: 'MTN-12345', payment_review: null });
    const history = (await api.call('GET', `/bookings/${booking.id}/history`, undefined, token)).data as {
      type: string;
      answers_question?: string;
    }[];
    expect(history.map((step) => step.type)).toEqual([
      'BedBooked',
      'PaymentReferenceGiven',
      'PaymentQuestionAsked',
      'PaymentReferenceGiven',
      'PaymentApproved',
    ]);
    expect(history[3].answers_question).toBe('We cannot find MTN-1234 in our statement. Please check the transaction ID.');
  }, 120_000);
});
