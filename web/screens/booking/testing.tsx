import type { User } from '../../plain/types.ts';
import { STUDENT } from '../testing.tsx';

/** The app's test student, with the phone number as the account form typed it. */
export const student: User = { ...STUDENT, phone_number: '0241234567' };

export const semester = { id: 's1', name: 'Harmattan 2026', description: '', start_date: '2026-09-01', end_date: '2026-12-20' };

/** A call as the page sent it: its method, its path and its query's values. */
export function called(url: string, init: RequestInit = {}) {
  const address = new URL(url, 'http://hostel.test');
  return { method: init.method ?? 'GET', path: address.pathname, query: Object.fromEntries(address.searchParams) };
}
