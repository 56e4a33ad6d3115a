// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { BookedGuestsList } from './BookedGuestsList.tsx';

const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
const semester = { id: 's1', name: 'Harmattan', description: '', start_date: '2026-08-15', end_date: '2099-12-20' };
const guest = (id: string, full_name: string, payment_status: string) => ({
  id,
  full_name,
  semester_id: 's1',
  room_number: 'G1',
  phone_number: '+233241234567',
  check_in_date: inAYear,
  amount_paid: 2000,
  payment_status,
});

function office(rows: object[]) {
  return spyDataProvider({
    getList: () => ({ data: [semester], total: 1 }),
    bookingsSummaryPage: () => ({
      totalBookedRooms: rows,
      counts: { totalBookedRooms: rows.length, pendingBookings: 1, maleBookings: 0, femaleBookings: rows.length },
      meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length },
    }),
  });
}

describe('the booked guest list', () => {
  it('shows what was paid, the payment status, and the dates as planned: no guest is said to be active or checked in', async () => {
    renderInAdmin(<BookedGuestsList />, { dataProvider: office([guest('b1', 'Ama Paid', 'paid'), guest('b2', 'Esi Waiting', 'pending')]) });
    const paid = (await screen.findByRole('link', { name: 'Ama Paid' })).closest('tr') as HTMLElement;
    const waiting = screen.getByRole('link', { name: 'Esi Waiting' }).closest('tr') as HTMLElement;
    const cell = (row: HTMLElement, column: string) => {
      const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === column);
      return within(row).getAllByRole('cell')[index];
    };
    expect(cell(paid, 'Amount Paid')).toHaveTextContent(/^GH₵ 2,000\.00$/);
    expect(cell(waiting, 'Amount Paid')).toHaveTextContent('GH₵ 0.00GH₵ 2,000.00 due');
    expect(cell(paid, 'Status')).toHaveTextContent('Paid');
    expect(cell(waiting, 'Status')).toHaveTextContent('Pending');
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Planned Check-in' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Planned Check-out' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Checked/ })).toBeNull();
  });
});
