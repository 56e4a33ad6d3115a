// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { PendingBookings } from './PendingBookings.tsx';

const booking = (id: string, full_name: string, student_deleted: boolean) => ({
  id,
  full_name,
  student_deleted,
  room_number: 'A1',
  room_type: 'Standard',
  amount_paid: 1500,
  created_at: '2026-09-01T08:00:00Z',
  payment_status: 'unpaid',
});

describe('the pending bookings list', () => {
  it("marks a deleted student's booking and offers no decision on it", async () => {
    const dataProvider = spyDataProvider({
      getList: () => ({ data: [booking('b1', 'Gone Student', true), booking('b2', 'Kept Student', false)], total: 2 }),
    });
    renderInAdmin(<PendingBookings />, { dataProvider });
    const gone = (await screen.findByRole('link', { name: 'Gone Student' })).closest('tr')!;
    expect(within(gone as HTMLElement).getByText('Deleted student')).toBeInTheDocument();
    expect(screen.getAllByText('Deleted student')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Approve payment of Gone Student' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve payment of Kept Student' })).toBeEnabled();
  });
});
