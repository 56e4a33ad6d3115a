import type { User } from '../../providers/types.ts';

export const student: User = {
  id: 'u1',
  fname: 'Ama',
  lname: 'Mensah',
  phone_number: '0241234567',
  email: 'ama@hostel.test',
  gender: 'female',
  country: 'Ghana',
  program: null,
  role: 'user',
  user_type: 'continuing_student',
};

export const semester = { id: 's1', name: 'Harmattan 2026', description: '', start_date: '2026-09-01', end_date: '2026-12-20' };

/** A call as the page sent it: its method, its path and its query's values. */
export function called(url: string, init: RequestInit = {}) {
  const address = new URL(url, 'http://hostel.test');
  return { method: init.method ?? 'GET', path: address.pathname, query: Object.fromEntries(address.searchParams) };
}
