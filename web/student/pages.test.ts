// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { PAGES } from '../pages.tsx';
import { mayOpen, OFFICE_PAGES } from '../plain/officePages.ts';
import { createQueryClient } from '../plain/queryClient.ts';
import { saveSession } from '../plain/session.ts';
import { MY_BOOKINGS, myBookingsQuery } from '../screens/data.ts';
import { matches, preloadPageAt, STAFF_PAGES, STUDENT_PAGES } from './pages.ts';
import { answerApi, SEMESTERS, STUDENT } from '../screens/testing.tsx';

describe("the student's page table", () => {
  it('answers every page of the list: its own for a page a student or a porter may open, "Not allowed" for the others', () => {
    for (const page of OFFICE_PAGES) {
      const own = STUDENT_PAGES.find((p) => p.path === page.path);
      expect(Boolean(own?.component), page.path).toBe(mayOpen('user', page) || mayOpen('porter', page));
      expect(STAFF_PAGES.includes(page), page.path).toBe(!own);
    }
    // The office's route table draws each page of the list too.
    expect(PAGES.map((p) => p.path)).toEqual(OFFICE_PAGES.map((p) => p.path));
    for (const page of PAGES) expect(page.component, page.path).toBeTruthy();
  });

  it('starts loading the code of the page the app opens at, and of no other', () => {
    const preload = (path: string) =>
      vi.spyOn(STUDENT_PAGES.find((p) => p.path === path)!.component as { preload: () => Promise<unknown> }, 'preload');
    const bookRoom = preload('/book-room').mockResolvedValue({});
    const history = preload('/history').mockRejectedValue(new TypeError('Failed to fetch'));
    const client = createQueryClient();
    preloadPageAt('/book-room/', client);
    expect(bookRoom).toHaveBeenCalledTimes(1);
    expect(history).not.toHaveBeenCalled();
    // A download that fails is left for the page to report when it is drawn.
    expect(() => preloadPageAt('/history', client)).not.toThrow();
    expect(history).toHaveBeenCalledTimes(1);
    // The dashboard comes with the app; an unknown address has nothing to load.
    expect(() => preloadPageAt('/', client)).not.toThrow();
    expect(() => preloadPageAt('/nowhere', client)).not.toThrow();
    vi.restoreAllMocks();
  });

  it("starts a porter opening '/' at the arrivals' code, never the dashboard's reads", () => {
    saveSession('porter-token', { ...STUDENT, role: 'porter' });
    const arrivals = vi.spyOn(
      STUDENT_PAGES.find((p) => p.path === '/arrivals')!.component as { preload: () => Promise<unknown> },
      'preload',
    );
    arrivals.mockResolvedValue({});
    const fetch = answerApi({});
    preloadPageAt('/', createQueryClient());
    expect(arrivals).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it("fetches the reads of the page it opens at, under the keys the page's own hooks read", async () => {
    saveSession('student-token', STUDENT);
    const fetch = answerApi({
      'GET /api/semesters': SEMESTERS,
      'GET /api/room-types': [{ id: 1, name: 'Standard' }],
      'GET /api/semesters/current': { data: SEMESTERS[0] },
      'GET /api/bookings': [],
      'GET /api/bookings/me/last-form': { data: null },
    });
    vi.spyOn(
      STUDENT_PAGES.find((p) => p.path === '/book-room')!.component as { preload: () => Promise<unknown> },
      'preload',
    ).mockResolvedValue({});
    const client = createQueryClient();
    preloadPageAt('/book-room', client);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    const paths = fetch.mock.calls.map(([url]) => new URL(url, 'http://hostel.test').pathname).sort();
    expect(paths).toEqual(['/api/bookings', '/api/bookings/me/last-form', '/api/room-types', '/api/semesters', '/api/semesters/current']);
    const keys = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey.slice(0, 2).join(' '))
      .sort();
    expect(keys).toEqual(['bookings lastBookingForm', 'bookings list', 'room-types list', 'semesters currentSemester', 'semesters list']);
    // The student's own bookings, kept fresh for the page about to open: it will not ask again.
    const bookings = client.getQueryCache().find({ queryKey: myBookingsQuery(STUDENT.id, 100).queryKey });
    expect(bookings?.state.data).toEqual([]);
    expect(bookings?.isStale()).toBe(false);
    vi.restoreAllMocks();
  });

  it("fetches the student's dashboard's three reads, their bookings, the semesters and any waitlist offer, as the app starts", async () => {
    saveSession('student-token', STUDENT);
    const fetch = answerApi({ 'GET /api/semesters': SEMESTERS, 'GET /api/bookings': [] });
    const client = createQueryClient();
    preloadPageAt('/', client);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    const paths = fetch.mock.calls.map(([url]) => new URL(url, 'http://hostel.test').pathname).sort();
    expect(paths).toEqual(['/api/bookings', '/api/semesters', '/api/waitlist/me']);
    expect(client.getQueryCache().find({ queryKey: myBookingsQuery(STUDENT.id, MY_BOOKINGS.shown).queryKey })?.state.data).toEqual([]);
  });

  it('matches an address to a path with parameters, a trailing slash allowed', () => {
    expect(matches('/edit-room/:roomId', '/edit-room/r1')).toBe(true);
    expect(matches('/edit-room/:roomId', '/edit-room/')).toBe(false);
    expect(matches('/edit-room/:roomId', '/edit-room/r1/more')).toBe(false);
    expect(matches('/all-rooms', '/all-rooms/')).toBe(true);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/all-rooms', '/all-rooms-admin')).toBe(false);
  });
});
