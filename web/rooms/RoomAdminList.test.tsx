// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localStorageStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, type Mock } from 'vitest';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { RoomAdminList } from './RoomAdminList.tsx';
import { RoomEdit } from './RoomEdit.tsx';

// Manage Rooms with a hostel's 120 rooms (issue 42): found by number, more a page, and kept through an edit.
const semesters = [{ id: 's1', name: 'Harmattan 2026', description: '', start_date: '2026-09-01', end_date: '2026-12-20' }];
const roomTypes = [{ id: '1', name: 'Standard' }];
const room = (n: number) => ({
  id: `r${n}`,
  semester_id: 's1',
  room_type_id: '1',
  room_type: 'Standard',
  floor: 'Ground Floor',
  room_status: 'available',
  gender: 'male',
  room_capacity: 4,
  room_number: `G${n}`,
  price_per_bed: 1500,
  availability_duration: '4 Months',
  description: 'Quiet',
  beds_left: 4,
  out_of_service_reason: null,
});
const ROOMS = Array.from({ length: 120 }, (_, i) => room(i + 1));

type Asked = { page: number; per_page?: number; filter: Record<string, string | null> };
function hostel() {
  return spyDataProvider({
    getList: (resource: string) => (resource === 'room-types' ? { data: roomTypes, total: 1 } : { data: semesters, total: 1 }),
    getOne: (_resource: string, { id }: { id: string }) => ({ data: ROOMS.find((r) => r.id === id) }),
    update: (_resource: string, { id, data }: { id: string; data: object }) => ({ data: { ...ROOMS.find((r) => r.id === id), ...data } }),
    currentSemester: () => semesters[0],
    roomsPage: ({ page, per_page = 10, filter }: Asked) => {
      const q = (filter.q ?? '').toLowerCase();
      const found = ROOMS.filter((r) => r.room_number.toLowerCase().startsWith(q));
      return {
        data: found.slice((page - 1) * per_page, page * per_page),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(found.length / per_page)), per_page, total: found.length },
        total_rooms: 120,
        occupied_rooms: 0,
        available_rooms_male: 120,
        available_rooms_female: 0,
      };
    },
  });
}

const app = (
  <Routes>
    <Route path="/all-rooms-admin" element={<RoomAdminList />} />
    <Route path="/edit-room/:roomId" element={<RoomEdit />} />
  </Routes>
);
const shownRooms = () =>
  within(screen.getByRole('table', { name: 'Rooms' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);
const lastAsked = (dataProvider: ReturnType<typeof hostel>) => (dataProvider.roomsPage as unknown as Mock).mock.calls.at(-1)![0] as Asked;

describe('Manage Rooms', () => {
  it('finds rooms by the start of their number', async () => {
    const dataProvider = hostel();
    renderInAdmin(app, { dataProvider, path: '/all-rooms-admin' });
    await waitFor(() => expect(shownRooms()).toHaveLength(10));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Room Number' }), 'g11');
    await waitFor(() => expect(shownRooms()).toEqual(['G11', 'G110', 'G111', 'G112', 'G113', 'G114', 'G115', 'G116', 'G117', 'G118']));
    expect(lastAsked(dataProvider)).toMatchObject({ page: 1, filter: { q: 'g11', semester_id: 's1' } });
  });

  it('shows as many rooms a page as chosen, and remembers the choice', async () => {
    const dataProvider = hostel();
    const { unmount } = renderInAdmin(app, { dataProvider, path: '/all-rooms-admin', store: localStorageStore(undefined, 'Test') });
    await waitFor(() => expect(shownRooms()).toHaveLength(10));
    await userEvent.click(screen.getByRole('combobox', { name: 'Rooms a page' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(shownRooms()).toHaveLength(50));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    unmount();

    renderInAdmin(app, { dataProvider: hostel(), path: '/all-rooms-admin', store: localStorageStore(undefined, 'Test') });
    await waitFor(() => expect(shownRooms()).toHaveLength(50));
  });

  it('returns from an edit to the page, size and search it was left at', async () => {
    const dataProvider = hostel();
    renderInAdmin(app, { dataProvider, path: '/all-rooms-admin' });
    await waitFor(() => expect(shownRooms()).toHaveLength(10));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Room Number' }), 'G1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rooms a page' }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(screen.getByText('Page 1 of 2')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(shownRooms()[0]).toBe('G114'));

    await userEvent.click(screen.getByRole('link', { name: 'Edit room G114' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update Room' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledOnce());
    await waitFor(() => expect(shownRooms()[0]).toBe('G114'));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Room Number' })).toHaveValue('G1');
    expect(screen.getByRole('combobox', { name: 'Rooms a page' })).toHaveTextContent('25');
    expect(lastAsked(dataProvider)).toMatchObject({ page: 2, per_page: 25, filter: { q: 'G1', semester_id: 's1' } });
  });
});
