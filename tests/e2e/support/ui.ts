import type { Page } from 'playwright-core';

/** Steps a user takes in the browser, written once for every suite. */

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

export async function signOut(page: Page) {
  // The top bar hides while the page is scrolled down, as react-admin's does; scrolling up shows it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/** Picks `option` in the MUI select labelled `label`. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The registration form filled in as a valid account: a woman in Ghana, with these names, email and password. */
export async function fillRegistration(page: Page, account: { fname: string; lname: string; email: string; password: string }) {
  await page.getByLabel('First Name').fill(account.fname);
  await page.getByLabel('Last Name').fill(account.lname);
  await page.getByLabel('Phone Number').fill('024 123 4567');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Female').check();
  await choose(page, 'Country', 'Ghana');
  await page.getByLabel('I agree to the terms and conditions').check();
}

/** The booking form's own fields, those not taken from the room or the student; `details` replaces some. */
export async function fillBookingDetails(page: Page, details: Partial<typeof BOOKING_DETAILS> = {}) {
  const d = { ...BOOKING_DETAILS, ...details };
  await page.getByLabel('Index Number').fill(d.indexNumber);
  await page.getByLabel('Date Of Birth').fill(d.dob);
  await choose(page, 'Marital Status', d.maritalStatus);
  await page.getByLabel('Program Of Study').fill(d.program);
  await page.getByLabel('House Address', { exact: true }).fill(d.houseAddress);
  await page.getByLabel('Emergency Contact Name').fill(d.contactName);
  await choose(page, 'Emergency Contact Relationship', d.contactRelationship);
  await page.getByLabel('Emergency Contact Phone Number').fill(d.contactPhone);
  await page.getByLabel('Emergency Contact House Address').fill(d.houseAddress);
  await page.getByLabel('Check-In Date').fill(d.checkIn);
}

const BOOKING_DETAILS = {
  indexNumber: 'UEW/2026/001',
  dob: '2003-01-15',
  maritalStatus: 'Single',
  program: 'Computer Science',
  houseAddress: 'Hse 4, Winneba',
  contactName: 'Ama Owusu',
  contactRelationship: 'Mother',
  contactPhone: '0201234567',
  // Today: inside the current semester the tests create (the API refuses a check-in outside it).
  checkIn: new Date().toISOString().slice(0, 10),
};

/** Waits until `text` shows anywhere on the page. */
export const see = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

/** How many pixels the page is wider than the window (0 when nothing scrolls sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** 'YYYY-MM-DD' of today plus `days`. */
export const isoDay = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
