import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient, currentSemesterDates } from './support/api.ts';
import { bookingBody } from '../helpers/hostel.ts';
import { describeInBrowser, launchChromium, openPage } from './support/chromium.ts';
import { SUPERADMIN, startServer } from './support/server.ts';
import { choose, fillBookingDetails, isoDay, see, signIn } from './support/ui.ts';

describeInBrowser('an administrator prepares semesters and rooms', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
    const api = apiClient(server.baseUrl);
    const { token } = await api.superadmin();
    // Ten older semesters, so the one made below makes the list two pages long.
    for (let year = 2010; year < 2020; year++) {
      await api.createSemester(token, {
        name: `Semester ${year}`,
        description: 'Past',
        start_date: `${year}-01-10`,
        end_date: `${year}-05-10`,
      });
    }
    ({ page } = await openPage(browser, server.baseUrl));
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates, pages through, edits and deletes a semester', async () => {
    await page.getByRole('menuitem', { name: 'Booking Options' }).click();
    await see(page, 'Create A Semester');
    await page.getByRole('link', { name: 'Add Semester' }).click();
    await page.getByRole('heading', { name: 'Adding A New Semester', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add Semester' }).click();
    await see(page, 'Semester Name is required');
    await page.getByLabel('Semester Name').fill('Harmattan 2026');
    await page.getByLabel('Semester Description').fill('The first semester of the year');
    await page.getByLabel('Start Date').fill(isoDay(10));
    await page.getByLabel('End Date').fill(isoDay(5));
    await see(page, 'End Date must be after Start Date');
    await page.getByLabel('End Date').fill(isoDay(120));
    await page.getByRole('button', { name: 'Add Semester' }).click();
    await see(page, 'Semester Added Successfully');
    expect(await page.getByLabel('Semester Name').inputValue()).toBe('');

    await page.getByRole('link', { name: 'All Semesters' }).click();
    await see(page, 'Page 1 of 2');
    const firstRow = page.getByRole('row').nth(1);
    expect(await firstRow.textContent()).toContain('Harmattan 2026');
    await page.getByRole('button', { name: 'Next' }).click();
    await see(page, 'Page 2 of 2');
    expect(await page.getByRole('row').nth(1).textContent()).toMatch(/^11Semester 2010/);
    await page.getByRole('button', { name: 'Previous' }).click();
    await see(page, 'Page 1 of 2');

    await page.getByRole('link', { name: 'Edit Harmattan 2026' }).click();
    await page.getByRole('heading', { name: 'Edit Semester', level: 1 }).waitFor();
    await page.getByLabel('Semester Name').fill('Harmattan Semester 2026');
    await page.getByRole('button', { name: 'Update Semester' }).click();
    await see(page, 'Semester Updated Successfully');
    await page.waitForURL((url) => url.pathname === '/all-semesters');
    await see(page, 'Harmattan Semester 2026');

    await page.getByRole('button', { name: 'Delete Harmattan Semester 2026' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await see(page, 'Page 1 of 1');
    expect(await page.getByText('Harmattan Semester 2026').count()).toBe(0);
  }, 60_000);

  it('creates a room: "Room created successfully", then the room list', async () => {
    await page.goto('/add-room');
    await page.getByRole('heading', { name: 'Adding A New Room', level: 1 }).waitFor();
    expect(await page.getByLabel('Availability Duration').inputValue()).toBe('4 Months');
    await page.getByRole('button', { name: 'Add Room' }).click();
    // The semester starts as the current (or latest) one; the floor must be chosen.
    await see(page, 'Please select Room Floor.');

    await choose(page, 'Semester', 'Semester 2019');
    await choose(page, 'Room Floor', 'Second Floor');
    await choose(page, 'Room Status', 'Available');
    await choose(page, 'Room Capacity', '4 In A Room');
    await page.getByLabel('Room Number').fill('B-204');
    await page.getByLabel('Price Per Bed (GHS)').pressSequentially('1x2a50');
    expect(await page.getByLabel('Price Per Bed (GHS)').inputValue()).toBe('1250');
    await page.getByLabel('Room Description').fill('Four beds, a balcony and a reading desk');
    await page.getByRole('button', { name: 'Add Room' }).click();
    await see(page, 'Room created successfully');
    await page.waitForURL((url) => url.pathname === '/all-rooms');
    await page.getByRole('article', { name: 'Room B-204' }).waitFor();
    await see(page, '4 beds left');
  }, 60_000);

  it('"Save and add another" starts the next room with the same settings and an empty number', async () => {
    await page.goto('/add-room');
    await page.getByRole('heading', { name: 'Adding A New Room', level: 1 }).waitFor();
    await choose(page, 'Semester', 'Semester 2018');
    await choose(page, 'Room Type', 'Executive');
    await choose(page, 'Room Floor', 'Third Floor');
    await choose(page, 'Room Status', 'Available');
    await choose(page, 'Gender', 'Female');
    await choose(page, 'Room Capacity', '2 In A Room');
    await page.getByLabel('Room Number').fill('C-301');
    await page.getByLabel('Price Per Bed (GHS)').fill('2400');
    await page.getByLabel('Room Description').fill('Two beds and a view');
    await page.getByRole('button', { name: 'Save and add another' }).click();
    await see(page, 'Room created successfully');

    await page.getByLabel('Room Number').and(page.locator('[value=""]')).waitFor();
    expect(page.url()).toMatch(/\/add-room$/);
    for (const [label, kept] of [
      ['Semester', 'Semester 2018'],
      ['Room Type', 'Executive'],
      ['Room Floor', 'Third Floor'],
      ['Room Status', 'Available'],
      ['Gender', 'Female'],
      ['Room Capacity', '2 In A Room'],
    ]) {
      expect(await page.getByRole('combobox', { name: label }).textContent()).toBe(kept);
    }
    expect(await page.getByLabel('Price Per Bed (GHS)').inputValue()).toBe('2400');
    expect(await page.getByLabel('Room Description').inputValue()).toBe('');

    await page.getByLabel('Room Number').fill('C-302');
    await page.getByLabel('Room Description').fill('Two beds by the stairs');
    await page.getByRole('button', { name: 'Add Room' }).click();
    await page.waitForURL((url) => url.pathname === '/all-rooms');
    // The list opens on the current semester, here the newest (2019), and is then switched.
    await page.getByRole('combobox', { name: 'Semester' }).filter({ hasText: 'Semester 2019' }).waitFor();
    await choose(page, 'Semester', 'Semester 2018');
    for (const room of ['Room C-301', 'Room C-302']) {
      await page.getByRole('article', { name: room }).getByText('Executive · Third Floor · Female').waitFor();
    }
  }, 60_000);

  it('reserves a bed for a guest, then rejects its payment from the booking page', async () => {
    await apiClient(server.baseUrl).registerStudent({ fname: 'Yaw', lname: 'Asante', gender: 'male', country: 'Nigeria' });
    await page.goto('/booking-guest');
    await page.getByRole('heading', { name: 'Reserve Bed For A Guest', level: 1 }).waitFor();
    await page.getByLabel('Find A Student').fill('Yaw');
    await choose(page, 'Student', /Yaw Asante/);
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Asante');
    await choose(page, 'Semester', 'Semester 2019');
    await choose(page, 'Room Type', 'Standard');
    await choose(page, 'Room Number', /Room B-204/);
    await fillBookingDetails(page, {
      indexNumber: 'UEW/2026/777',
      dob: '2002-05-20',
      maritalStatus: 'Married',
      program: 'Accounting',
      houseAddress: 'Hse 9, Cape Coast',
      contactName: 'Kwesi Asante',
      contactRelationship: 'Brother',
      contactPhone: '0551234567',
      checkIn: '2019-01-15',
    });
    expect(await page.getByLabel('Check-Out Date').inputValue()).toBe('10 May 2019'); // the semester's end
    await page.getByRole('button', { name: 'Reserve Bed' }).click();
    await see(page, 'Booking created successfully');

    await page.getByRole('menuitem', { name: 'Booked Guest List' }).click();
    await page.getByRole('link', { name: 'Yaw Asante' }).click();
    await page.getByRole('heading', { name: 'Booking of Yaw Asante', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Reject payment of Yaw Asante' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject the booking of Yaw Asante?' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Please give a reason').waitFor(); // nothing is decided without one
    await dialog.getByLabel('Reason').fill('No payment received by the deadline');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await see(page, 'Payment rejected');
    const history = page.getByRole('list', { name: 'Payment history' });
    await history.getByText('Payment rejected').waitFor();
    await history.getByText('Reason: No payment received by the deadline').waitFor();
    expect(await page.getByRole('button', { name: 'Reject payment of Yaw Asante' }).isDisabled()).toBe(true);
  }, 60_000);

  it('pages the booked guest list from the server, with the counters of the whole list', async () => {
    const api = apiClient(server.baseUrl);
    const { token } = await api.superadmin();
    const semester = await api.createSemester(token, { name: 'Busy Term', description: 'Many guests', ...currentSemesterDates() });
    const femaleRooms = [
      await api.createRoom(token, { semester_id: semester.id, room_number: 'F-900', room_capacity: 6 }),
      await api.createRoom(token, { semester_id: semester.id, room_number: 'F-901', room_capacity: 6 }),
    ];
    const maleRoom = await api.createRoom(token, { semester_id: semester.id, room_number: 'M-900', room_capacity: 6, gender: 'male' });
    // Twelve more guests, seven of them female: with the earlier guest that makes two pages of ten.
    for (let i = 0; i < 12; i++) {
      const gender = i < 7 ? 'female' : 'male';
      const student = await api.registerStudent({ fname: `Guest${String(i).padStart(2, '0')}`, lname: 'Busy', gender });
      const { token: studentToken } = await api.login(student.email, student.password);
      const room = gender === 'male' ? maleRoom : femaleRooms[i < 6 ? 0 : 1];
      const [year, month, day] = String(semester.start_date).slice(0, 10).split('-');
      await api.call('POST', '/bookings', bookingBody(room as never, { check_in_date: `${month}/${day}/${year}` }), studentToken);
    }
    const { counts } = await api.call('GET', '/bookings?page=1', undefined, token);

    await page.getByRole('menuitem', { name: 'Booked Guest List' }).click();
    await page.getByRole('heading', { name: 'Booked Guest List', level: 1 }).waitFor();
    await see(page, 'Page 1 of 2');
    expect(counts.totalBookedRooms).toBeGreaterThan(10);
    expect(counts.maleBookings + counts.femaleBookings).toBe(counts.totalBookedRooms);
    await page.getByLabel(`Total Booked Guest: ${counts.totalBookedRooms}`, { exact: true }).waitFor();
    await page.getByLabel(`Total Male: ${counts.maleBookings}`, { exact: true }).waitFor();
    await page.getByLabel(`Total Female: ${counts.femaleBookings}`, { exact: true }).waitFor();
    // Newest first: the last guest booked heads page one, the oldest booking ends page two.
    expect(await page.getByRole('row').nth(1).textContent()).toContain('Guest11 Busy');
    // Page two is held back: until it arrives, page one stays on screen numbered as page one.
    let releasePageTwo = () => {};
    const pageTwoHeld = new Promise<void>((resolve) => (releasePageTwo = resolve));
    await page.route('**/api/bookings?page=2*', async (route) => {
      await pageTwoHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).and(page.locator(':disabled')).waitFor();
    expect(await page.getByRole('row').nth(1).getByRole('cell').first().textContent()).toBe('1');
    await see(page, 'Page 1 of 2');
    releasePageTwo();
    await see(page, 'Page 2 of 2');
    await page.getByRole('row').nth(1).getByRole('cell', { name: '11', exact: true }).waitFor();
    expect(await page.getByRole('row').count()).toBe(1 + counts.totalBookedRooms - 10);
  }, 90_000);
  it('imports a CSV of 100 rooms, corrects the line the preview flagged, and sees them in All Rooms', async () => {
    const api = apiClient(server.baseUrl);
    const { token } = await api.superadmin();
    // Started after the other running semesters, so the API counts it as the current one.
    await api.createSemester(token, {
      name: 'Import Term',
      description: 'Rooms from a file',
      start_date: isoDay(-10),
      end_date: isoDay(100),
    });
    const header = 'room_number,floor,room_type,gender,room_capacity,price_per_bed,room_status,availability_duration,description';
    const floors = ['Ground Floor', 'First Floor', 'Second Floor', 'Third Floor'];
    const lines = Array.from({ length: 100 }, (_, i) => {
      const price = i === 49 ? 'eighteen hundred' : '1800';
      return `${301 + i},${floors[Math.floor(i / 25)]},Standard,${i % 2 ? 'female' : 'male'},4,${price},available,4 Months,Imported`;
    });
    const started = Date.now();

    await page.goto('/booking-options');
    await page.getByRole('link', { name: 'Add Many Rooms' }).click();
    await page.getByRole('heading', { name: 'Adding Many Rooms', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Semester' }).filter({ hasText: 'Import Term' }).waitFor();
    await page.getByRole('tab', { name: 'From a CSV file' }).click();
    await page
      .getByLabel('Rooms file')
      .setInputFiles({ name: 'rooms.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...lines].join('\n')) });
    await see(page, '99 new, 0 already there, 1 to correct.');
    expect(await page.getByRole('button', { name: 'Make 99 rooms' }).isDisabled()).toBe(true);
    // Room 350 is the file's line 51 (its first line names the columns).
    const flagged = page.getByRole('row').filter({ hasText: '350' });
    await flagged.getByText('price_per_bed:').waitFor();

    await page.getByRole('button', { name: 'Correct line 51' }).click();
    const dialog = page.getByRole('dialog', { name: 'Line 51' });
    await dialog.getByLabel('Price Per Bed (GHS)').fill('1800');
    await dialog.getByRole('button', { name: 'Check again' }).click();
    await see(page, '100 new, 0 already there, 0 to correct.');
    await page.getByRole('button', { name: 'Make 100 rooms' }).click();
    await see(page, '100 rooms made');
    await page.waitForURL((url) => url.pathname === '/all-rooms-admin');
    const seconds = (Date.now() - started) / 1000;

    await page.getByRole('menuitem', { name: 'All Rooms' }).click();
    await page.getByRole('heading', { name: 'All Rooms', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Semester' }).filter({ hasText: 'Import Term' }).waitFor();
    await page.getByLabel('Total Rooms: 100', { exact: true }).waitFor();
    await page.getByRole('article', { name: 'Room 301' }).getByText('Import Term').waitFor();
    await see(page, 'Page 1 of 10');
    console.info(`100 rooms imported through the browser in ${seconds.toFixed(1)} s`);
  }, 90_000);
  it('Manage Rooms: 50 rooms a page, back to the same page after an edit, a room found by number', async () => {
    // The 100 rooms the import made, in the current semester.
    await page.goto('/all-rooms-admin');
    await page.getByRole('combobox', { name: 'Semester' }).filter({ hasText: 'Import Term' }).waitFor();
    await see(page, 'Page 1 of 10');
    await page.getByRole('combobox', { name: 'Rooms a page' }).click();
    await page.getByRole('option', { name: '50' }).click();
    await see(page, 'Page 1 of 2');
    await page.getByRole('button', { name: 'Next' }).click();
    await see(page, 'Page 2 of 2');
    await page.getByRole('link', { name: 'Edit room 351' }).click();
    await page.getByRole('button', { name: 'Update Room' }).click();
    await page.waitForURL((url) => url.pathname === '/all-rooms-admin' && url.searchParams.get('page') === '2');
    await see(page, 'Page 2 of 2');
    await page.getByRole('link', { name: 'Edit room 351' }).waitFor();

    await page.getByRole('searchbox', { name: 'Room Number' }).fill('35');
    await see(page, 'Page 1 of 1');
    await page.getByRole('link', { name: 'Edit room 359' }).waitFor();
    expect(await page.getByRole('link', { name: /^Edit room/ }).count()).toBe(10);
  }, 90_000);
});
