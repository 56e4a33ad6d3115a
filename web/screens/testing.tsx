import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
import { ROOM_LIST_PAGE } from '../../shared/constants.ts';
import { answerFetch } from '../guest/testing.ts';
import { createQueryClient } from '../plain/queryClient.ts';
import { saveSession } from '../plain/session.ts';
import type { User } from '../plain/types.ts';
import { NotifyProvider } from '../student/notify.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

export const STUDENT: User = {
  id: 'u1',
  fname: 'Ama',
  lname: 'Mensah',
  phone_number: '+233241234567',
  email: 'ama@hostel.test',
  gender: 'female',
  country: 'Ghana',
  program: null,
  role: 'user',
  user_type: 'continuing_student',
  active: true,
  must_change_password: false,
};

/** Renders `ui` for a signed-in student at `path`, with the app's query client, its own, not retrying. */
export function renderAsStudent(ui: ReactNode, { path = '/', user = STUDENT }: { path?: string; user?: User } = {}) {
  saveSession('student-token', user);
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>{ui}</NotifyProvider>
      </QueryClientProvider>,
    ),
  };
}

type Answer = { status: number; body: unknown };

/**
 * The API as the student's pages reach it: each `METHOD /path` (no query) answered with its body
 * (200) or its answer; anything else 404. The spy keeps every call, to assert what was sent.
 */
export function answerApi(routes: Record<string, unknown>) {
  return answerFetch((url, init) => {
    const { pathname } = new URL(url, 'http://hostel.test');
    const route = routes[`${init.method ?? 'GET'} ${pathname}`];
    if (route === undefined) return { status: 404, body: { message: 'Not found' } };
    if (typeof route === 'function') return (route as (url: URL, init: RequestInit) => Answer)(new URL(url, 'http://hostel.test'), init);
    return { status: 200, body: route };
  });
}

/** The query of each call sent to `pathname`, as an object. */
export const queriesTo = (fetch: ReturnType<typeof answerFetch>, pathname: string) =>
  fetch.mock.calls
    .map(([url]) => new URL(url, 'http://hostel.test'))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));

export const SEMESTERS = [
  { id: 's2', name: '2026/2027 First Semester', description: '', start_date: '2026-09-01', end_date: '2026-12-20' },
  { id: 's1', name: '2025/2026 Second Semester', description: '', start_date: '2026-01-10', end_date: '2026-05-30' },
];

export const room = (overrides: Record<string, unknown> = {}) => ({
  id: 'r1',
  semester_id: 's2',
  room_type_id: '1',
  room_type: 'Standard',
  floor: 'Ground Floor',
  room_status: 'available',
  gender: 'female',
  room_capacity: 4,
  room_number: 'A1',
  price_per_bed: 1500,
  availability_duration: '4 Months',
  description: 'Near the library',
  beds_left: 3,
  out_of_service_reason: null,
  out_of_service_since: null,
  created_at: '2026-08-01T00:00:00Z',
  ...overrides,
});

/** One page of a whole-semester list (rooms of a type, with a bed left, the bed map), as the API answers it. */
export const paged = (data: unknown[], last_page = 1, current_page = 1) => ({
  data,
  meta: { current_page, last_page, per_page: ROOM_LIST_PAGE, total: (last_page - 1) * ROOM_LIST_PAGE + data.length },
});
