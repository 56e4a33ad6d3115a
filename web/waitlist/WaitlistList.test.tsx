// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customReads } from '../plain/customMethods.ts';
import type { WaitlistEntry, WaitlistOfferRecord } from '../plain/types.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { WaitlistList } from './WaitlistList.tsx';

/** Rows shaped as the waitlist's contract gives them, in the line's order. */
const FIRST: WaitlistEntry = {
  id: 's1:u1',
  semester_id: 's1',
  user_id: 'u1',
  full_name: 'Ama Mensah',
  gender: 'female',
  room_type_id: null,
  room_type: null,
  joined_at: '2026-09-02T09:30:00Z',
  position: null,
  status: 'offered',
  lapses: 1,
  declines: 0,
  offer: {
    id: 'o7',
    room_id: 'r12',
    room_number: 'B12',
    room_type: 'Standard',
    price_per_bed: 1850,
    made_at: '2026-09-03T08:00:00Z',
    expires_at: '2026-09-04T08:00:00Z',
  },
};
const SECOND: WaitlistEntry = {
  ...FIRST,
  id: 's1:u2',
  user_id: 'u2',
  full_name: 'Esi Owusu',
  room_type_id: '2',
  room_type: 'Executive',
  joined_at: '2026-09-02T10:00:00Z',
  position: 1,
  status: 'waiting',
  lapses: 0,
  declines: 2,
  offer: null,
};
const OFFER: WaitlistOfferRecord = {
  id: 'o7',
  semester_id: 's1',
  user_id: 'u1',
  full_name: 'Ama Mensah',
  room_id: 'r12',
  room_number: 'B12',
  made_at: '2026-09-03T08:00:00Z',
  expires_at: '2026-09-04T08:00:00Z',
  outcome: 'accepted',
  ended_at: '2026-09-03T09:00:00Z',
  booking_id: 'b9',
  why: {
    freed_by: 'BookingExpired of HB-7Q2K',
    position: 1,
    skipped: [
      { user_id: 'u2', full_name: 'Esi Owusu', reason: 'room type differs' },
      { user_id: 'u3', full_name: 'Deleted student', reason: 'has an open offer' },
      { user_id: null, full_name: null, reason: 'declined this bed' },
    ],
  },
};

let urls: string[];

beforeEach(() => {
  urls = [];
  // The real client builds the addresses and reads the answers; only the network is replaced.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.startsWith('/api/waitlist/offers'))
        return Response.json({ data: [OFFER], meta: { current_page: 1, last_page: 3, per_page: 10, total: 21 } });
      return Response.json([FIRST, SECOND], { headers: { 'Content-Range': 'waitlist 0-1/12' } });
    }),
  );
  return () => vi.unstubAllGlobals();
});

const renderPage = () =>
  renderInAdmin(<WaitlistList />, {
    dataProvider: spyDataProvider({
      waitlistList: customReads.waitlist.waitlistList,
      waitlistOffers: customReads.waitlist.waitlistOffers,
      currentSemester: async () => ({ id: 's1', name: 'Harmattan 2026' }),
      getList: async (resource: string) =>
        resource === 'semesters'
          ? { data: [{ id: 's1', name: 'Harmattan 2026' }], total: 1 }
          : {
              data: [
                { id: '1', name: 'Standard' },
                { id: '2', name: 'Executive' },
              ],
              total: 2,
            },
    }),
  });

const lineUrls = () => urls.filter((url) => url.startsWith('/api/waitlist?'));
const filterOf = (url: string) => JSON.parse(new URL(url, 'http://hostel.test').searchParams.get('filter') ?? 'null');

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

describe("the office's waitlist", () => {
  it('lists the line in the API’s order, with each one’s wanted type, lapses and declines, and current offer', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Waitlist' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // The line's order is the server's (joined first): the page sends no sort to replace it.
    expect(new URL(lineUrls()[0], 'http://hostel.test').searchParams.has('sort')).toBe(false);
    for (const text of ['Ama Mensah', 'Female', 'Any', 'Offered', '1 / 0']) expect(within(rows[0]).getByText(text)).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Room B12');
    expect(rows[0]).toHaveTextContent(/Expires 4 Sept? 2026/);
    for (const text of ['1', 'Esi Owusu', 'Executive', 'Waiting', '0 / 2']) expect(within(rows[1]).getByText(text)).toBeInTheDocument();
    // 12 in line, ten a page.
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('sends the semester, gender, room type, status and search as the list’s filter', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Waitlist' });
    await waitFor(() => expect(filterOf(lineUrls().at(-1)!)).toEqual({ semester_id: 's1' }));
    await choose('Gender', 'Female');
    await choose('Room type', 'Executive');
    await choose('Status', 'Waiting');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Esi');
    await waitFor(() =>
      expect(filterOf(lineUrls().at(-1)!)).toEqual({ semester_id: 's1', gender: 'female', room_type_id: '2', status: 'waiting', q: 'Esi' }),
    );
  });

  it('shows each offer’s outcome and why it went where it did', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Offers' }));
    const table = await screen.findByRole('table', { name: 'Offers' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Accepted' })).toHaveAttribute('href', '/booking/b9');
    // Named as the line names them now; one an old offer no longer names is "a student".
    expect(row).toHaveTextContent(
      'Freed by BookingExpired of HB-7Q2K; first in line; skipped: Esi Owusu (room type differs), ' +
        'Deleted student (has an open offer), a student (declined this bed)',
    );
    await waitFor(() => expect(urls).toContain('/api/waitlist/offers?semester_id=s1&page=1'));
    // Newest first, a page at a time.
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });
});
