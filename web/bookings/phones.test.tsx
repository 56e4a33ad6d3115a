// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { BookedGuestsList } from './BookedGuestsList.tsx';
import { BookingShow } from './BookingShow.tsx';
import { Route, Routes } from 'react-router-dom';

// Phones are stored as +233…; the office reads and dials them as Ghanaians write them.
const booking = {
  id: 'b1',
  full_name: 'Ama Mensah',
  student_deleted: false,
  semester_id: 's1',
  index_number: 'UEW/1',
  room_number: 'A1',
  room_type: 'Standard',
  amount_paid: 1500,
  check_in_date: '2026-09-01',
  created_at: '2026-09-01T08:00:00Z',
  payment_status: 'paid',
  phone_number: '+233241234567',
  emergency_contact_phone_number: '+447911123456',
  hold_until: null,
};
const semester = { id: 's1', name: 'Harmattan 2026', description: '', start_date: '2026-08-15', end_date: '2026-12-20' };

describe('phone numbers in the office', () => {
  it('are written as in Ghana on the Booked Guest List', async () => {
    const summary = { totalBookedRooms: [booking], pendingBookings: [], maleBookings: [], femaleBookings: [] };
    const dataProvider = spyDataProvider({
      bookingsSummaryPage: () => ({
        ...summary,
        counts: { totalBookedRooms: 1, pendingBookings: 0, maleBookings: 0, femaleBookings: 1 },
        meta: { current_page: 1, last_page: 1 },
      }),
      getList: () => ({ data: [semester], total: 1 }),
    });
    renderInAdmin(<BookedGuestsList />, { dataProvider });
    const row = (await screen.findByText('Ama Mensah')).closest('tr') as HTMLElement;
    expect(within(row).getByText('024 123 4567')).toBeInTheDocument();
    expect(within(row).queryByText('+233241234567')).not.toBeInTheDocument();
  });

  it("are written as in Ghana on a booking's page, and a foreign one with its country code", async () => {
    const dataProvider = spyDataProvider({
      getOne: (resource: string) => ({ data: resource === 'semesters' ? semester : booking }),
      bookingHistory: () => [],
    });
    renderInAdmin(
      <Routes>
        <Route path="/booking/:bookingId" element={<BookingShow />} />
      </Routes>,
      { dataProvider, path: '/booking/b1' },
    );
    expect(await screen.findByText('024 123 4567')).toBeInTheDocument();
    expect(screen.getByText('+44 7911 123456')).toBeInTheDocument();
  });
});
