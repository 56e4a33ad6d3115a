// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AvailableRooms } from './AvailableRooms.tsx';
import { BedMap } from './BedMap.tsx';
import { RoomList } from './RoomList.tsx';
import { answerApi, paged, queriesTo, renderAsStudent, room, SEMESTERS } from './testing.tsx';

vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

const CURRENT = { 'GET /api/semesters/current': { data: SEMESTERS[0] }, 'GET /api/semesters': SEMESTERS };
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('Available Rooms', () => {
  it('asks once for the current semester’s rooms of the student’s gender, each with its Book link', async () => {
    const fetch = answerApi({
      ...CURRENT,
      'GET /api/rooms-with-beds-left': paged([room(), room({ id: 'r2', room_number: 'A2', beds_left: 1, description: '' })]),
    });
    renderAsStudent(<AvailableRooms />);
    expect(screen.getByRole('heading', { name: 'Available Rooms', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bed Map' })).toHaveAttribute('href', '/bed-map');
    const card = await screen.findByRole('article', { name: 'Room A1' });
    expect(within(card).getByText('3 beds left')).toBeInTheDocument();
    expect(within(card).getByText('Standard · Ground Floor · Female')).toBeInTheDocument();
    expect(within(card).getByText('4 In A Room · Available')).toBeInTheDocument();
    expect(within(card).getByText(/GH₵ 1,500.00/)).toBeInTheDocument();
    expect(within(card).getByText('Near the library')).toBeInTheDocument();
    expect(await within(card).findByText(SEMESTERS[0].name)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Book room A1' })).toHaveAttribute(
      'href',
      '/book-room?semester_id=s2&room_type_id=1&room_number=A1',
    );
    expect(within(screen.getByRole('article', { name: 'Room A2' })).getByText('1 bed left')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent(SEMESTERS[0].name);
    expect(queriesTo(fetch, '/api/rooms-with-beds-left')).toEqual([{ gender: 'female', semester_id: 's2', page: '1' }]);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows a large hostel’s rooms a page at a time, back to the first page for another semester', async () => {
    const fetch = answerApi({
      ...CURRENT,
      'GET /api/rooms-with-beds-left': (url: URL) => {
        const page = Number(url.searchParams.get('page'));
        return { status: 200, body: paged([room({ id: `r${page}`, room_number: `A${page}` })], 2, page) };
      },
    });
    renderAsStudent(<AvailableRooms />);
    await screen.findByRole('article', { name: 'Room A1' });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Room A2' })).toBeInTheDocument();
    await choose('Semester', SEMESTERS[1].name);
    await vi.waitFor(() =>
      expect(queriesTo(fetch, '/api/rooms-with-beds-left')).toEqual([
        { gender: 'female', semester_id: 's2', page: '1' },
        { gender: 'female', semester_id: 's2', page: '2' },
        { gender: 'female', semester_id: 's1', page: '1' },
      ]),
    );
  });

  it('lists another semester’s rooms, or every semester’s, as the filter says', async () => {
    const fetch = answerApi({ ...CURRENT, 'GET /api/rooms-with-beds-left': paged([]) });
    renderAsStudent(<AvailableRooms />);
    expect(await screen.findByText('No room has a bed left right now.')).toBeInTheDocument();
    await choose('Semester', SEMESTERS[1].name);
    await choose('Semester', 'All semesters');
    await vi.waitFor(() =>
      expect(queriesTo(fetch, '/api/rooms-with-beds-left')).toEqual([
        { gender: 'female', semester_id: 's2', page: '1' },
        { gender: 'female', semester_id: 's1', page: '1' },
        { gender: 'female', page: '1' },
      ]),
    );
  });

  it('asks to refresh the page when the rooms fail to load', async () => {
    answerApi({ ...CURRENT, 'GET /api/rooms-with-beds-left': () => ({ status: 500, body: { message: 'Down' } }) });
    renderAsStudent(<AvailableRooms />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please refresh the page');
  });
});

const PAGE = (rooms: unknown[], current_page: number, last_page: number) => ({
  data: rooms,
  meta: { current_page, last_page, per_page: 10, total: 12 },
  total_rooms: 12,
  occupied_rooms: 3,
  available_rooms_male: 4,
  available_rooms_female: 5,
});

describe('All Rooms', () => {
  it('shows the counters and the current semester’s first page, then pages with Previous and Next', async () => {
    const fetch = answerApi({
      ...CURRENT,
      'GET /api/room-types': [
        { id: '1', name: 'Standard' },
        { id: '2', name: 'Executive' },
      ],
      'GET /api/rooms': (url: URL) =>
        url.searchParams.get('page') === '2'
          ? { status: 200, body: PAGE([room({ id: 'r11', room_number: 'C1', beds_left: 0 })], 2, 2) }
          : { status: 200, body: PAGE([room()], 1, 2) },
    });
    renderAsStudent(<RoomList />);
    expect(screen.getByRole('heading', { name: 'All Rooms', level: 1 })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Room A1' });
    expect(screen.getByLabelText('Total Rooms: 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Occupied Rooms: 3')).toHaveTextContent('03');
    expect(screen.getByRole('progressbar', { name: 'Occupied Rooms: 25%' })).toBeInTheDocument();
    expect(screen.getByLabelText('Available Rooms - Male: 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Available Rooms - Female: 5')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // No admin's buttons for a student.
    expect(screen.queryByRole('link', { name: 'Add Room' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const full = await screen.findByRole('article', { name: 'Room C1' });
    expect(within(full).getByText('No Bed Left')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(queriesTo(fetch, '/api/rooms')).toEqual([
      { page: '1', semester_id: 's2' },
      { page: '2', semester_id: 's2' },
    ]);
  });

  it('sends the filters the student chooses, back on page 1, and says when nothing matches', async () => {
    const fetch = answerApi({
      ...CURRENT,
      'GET /api/room-types': [
        { id: '1', name: 'Standard' },
        { id: '2', name: 'Executive' },
      ],
      'GET /api/rooms': (url: URL) =>
        url.searchParams.get('gender') ? { status: 200, body: PAGE([], 1, 1) } : { status: 200, body: PAGE([room()], 1, 2) },
    });
    renderAsStudent(<RoomList />);
    await screen.findByRole('article', { name: 'Room A1' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await choose('Room Type', 'Executive');
    await choose('Room Status', 'Occupied');
    await choose('Gender', 'Male');
    expect(await screen.findByText('No rooms match these filters.')).toBeInTheDocument();
    await choose('Semester', 'All semesters');
    await vi.waitFor(() =>
      expect(queriesTo(fetch, '/api/rooms').slice(-4)).toEqual([
        { page: '1', semester_id: 's2', room_type: '2' },
        { page: '1', semester_id: 's2', room_type: '2', room_status: 'occupied' },
        { page: '1', semester_id: 's2', room_type: '2', room_status: 'occupied', gender: 'male' },
        { page: '1', room_type: '2', room_status: 'occupied', gender: 'male' },
      ]),
    );
    expect(queriesTo(fetch, '/api/room-types')).toEqual([{ sort: '["id","ASC"]', range: '[0,99]', filter: '{}' }]);
    expect(queriesTo(fetch, '/api/semesters')).toEqual([{ sort: '["start_date","DESC"]', range: '[0,99]', filter: '{}' }]);
  });
});

describe('Bed Map', () => {
  it('draws the current semester’s beds floor by floor, with the key', async () => {
    const fetch = answerApi({
      ...CURRENT,
      'GET /api/rooms/bed-map': paged([
        {
          floor: 'Ground Floor',
          rooms: [
            {
              id: 'r1',
              room_number: 'A1',
              room_type: 'Standard',
              gender: 'female',
              beds_taken: 2,
              beds_free: 1,
              beds_out_of_service: 0,
              out_of_service_reason: null,
            },
            {
              id: 'r2',
              room_number: 'A2',
              room_type: 'Executive',
              gender: 'male',
              beds_taken: 0,
              beds_free: 0,
              beds_out_of_service: 2,
              out_of_service_reason: 'Leaking roof',
            },
          ],
        },
        { floor: 'First Floor', rooms: [] },
      ]),
    });
    renderAsStudent(<BedMap />);
    expect(screen.getByRole('heading', { name: 'Bed Map', level: 1 })).toBeInTheDocument();
    const ground = await screen.findByRole('region', { name: 'Ground Floor' });
    expect(within(ground).getByRole('listitem', { name: 'Room A1: 2 taken, 1 free' })).toHaveTextContent('Standard · Female');
    const out = within(ground).getByRole('listitem', { name: 'Room A2: 0 taken, 0 free, 2 out of service' });
    expect(out).toHaveAttribute('title', 'Out of service: Leaking roof');
    expect(screen.getByRole('heading', { name: 'First Floor', level: 2 })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Key')).getByText('Out of service')).toBeInTheDocument();
    expect(queriesTo(fetch, '/api/rooms/bed-map')).toEqual([{ semester_id: 's2', page: '1' }]);
  });

  it('draws a large hostel’s beds a page at a time', async () => {
    const tile = (n: number) => ({
      id: `r${n}`,
      room_number: `A${n}`,
      room_type: 'Standard',
      gender: 'female',
      beds_taken: 0,
      beds_free: 2,
      beds_out_of_service: 0,
      out_of_service_reason: null,
    });
    const fetch = answerApi({
      ...CURRENT,
      'GET /api/rooms/bed-map': (url: URL) => {
        const page = Number(url.searchParams.get('page'));
        return { status: 200, body: paged([{ floor: 'Ground Floor', rooms: [tile(page)] }], 2, page) };
      },
    });
    renderAsStudent(<BedMap />);
    await screen.findByRole('listitem', { name: 'Room A1: 0 taken, 2 free' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Room A2: 0 taken, 2 free' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 2');
    expect(queriesTo(fetch, '/api/rooms/bed-map')).toEqual([
      { semester_id: 's2', page: '1' },
      { semester_id: 's2', page: '2' },
    ]);
  });

  it('says when the semester has no rooms', async () => {
    answerApi({ 'GET /api/semesters/current': { data: null }, 'GET /api/semesters': [], 'GET /api/rooms/bed-map': paged([]) });
    renderAsStudent(<BedMap />);
    expect(await screen.findByText('No rooms in this semester.')).toBeInTheDocument();
  });
});
