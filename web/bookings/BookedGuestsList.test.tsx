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
  it('shows what was paid, the payment status, and the arrivals the lodge recorded', async () => {
    const arrived = { ...guest('b3', 'Abena Arrived', 'paid'), checked_in_at: '2026-09-01T10:30:00Z', checked_out_at: null };
    const left = { ...guest('b4', 'Afua Left', 'paid'), checked_in_at: '2026-09-01T10:30:00Z', checked_out_at: '2026-09-20T09:00:00Z' };
    renderInAdmin(<BookedGuestsList />, {
      dataProvider: office([guest('b1', 'Ama Paid', 'paid'), guest('b2', 'Esi Waiting', 'pending'), arrived, left]),
    });
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
    const inRow = screen.getByRole('link', { name: 'Abena Arrived' }).closest('tr') as HTMLElement;
    const outRow = screen.getByRole('link', { name: 'Afua Left' }).closest('tr') as HTMLElement;
    expect(cell(inRow, 'Status')).toHaveTextContent('Active');
    expect(cell(inRow, 'Checked In')).toHaveTextContent(/1 Sept 2026/);
    expect(cell(inRow, 'Checked Out')).toHaveTextContent('—');
    expect(cell(outRow, 'Status')).toHaveTextContent('Checked Out');
    expect(cell(outRow, 'Checked Out')).toHaveTextContent(/20 Sept 2026/);
    expect(cell(paid, 'Checked In')).toHaveTextContent(/^Expected /);
    expect(screen.queryByRole('columnheader', { name: /Planned/ })).toBeNull();
  });
});
