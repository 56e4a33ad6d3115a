// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { UnmatchedPayments } from './UnmatchedPayments.tsx';

const base = {
  booking_id: 'b1',
  provider: 'paystack',
  amount: 1500,
  currency: 'GHS',
  paid_currency: 'GHS',
  channel: 'mobile_money',
  bank: 'MTN',
  updated_at: '2026-09-02T10:00:00Z',
  room_number: 'A12',
};
const mismatch = {
  ...base,
  id: 'HST-1',
  reference: 'HST-1',
  full_name: 'Ama Mensah',
  status: 'mismatch',
  review: 'mismatch',
  paid_amount: 1000,
  booking_status: 'pending',
  current_booking_status: 'pending',
};
const paidTwice = {
  ...base,
  id: 'HST-2',
  reference: 'HST-2',
  full_name: 'Kofi Boateng',
  status: 'late',
  review: 'late',
  paid_amount: 1500,
  booking_status: 'paid',
  current_booking_status: 'paid',
};
const page = { data: [mismatch, paidTwice], meta: { current_page: 1, last_page: 1, per_page: 10, total: 2 } };

describe('the office’s unmatched payments', () => {
  it('lists why each payment waits, and re-holds one with a free bed', async () => {
    const dataProvider = spyDataProvider({ unmatchedPayments: async () => page, reholdPayment: async () => mismatch });
    renderInAdmin(<UnmatchedPayments />, { dataProvider });
    expect(await screen.findByText('Paid GH₵ 1,000.00 GHS of GH₵ 1,500.00 due')).toBeInTheDocument();
    expect(screen.getByText('The booking was already paid')).toBeInTheDocument();
    expect(screen.getAllByText('Paystack · mobile_money (MTN)')).toHaveLength(2);
    expect(dataProvider.unmatchedPayments).toHaveBeenCalledWith({ page: 1, open: true });
    expect(screen.getByRole('button', { name: /Re-hold the booking of Kofi Boateng/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Re-hold the booking of Ama Mensah/ }));
    await waitFor(() => expect(dataProvider.reholdPayment).toHaveBeenCalledWith({ reference: 'HST-1' }));
  });

  it('refunds with the reason given', async () => {
    const dataProvider = spyDataProvider({ unmatchedPayments: async () => page, refundPayment: async () => paidTwice });
    renderInAdmin(<UnmatchedPayments />, { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: /Refund payment HST-2/ }));
    await userEvent.type(screen.getByLabelText(/Reason/), 'Paid twice');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(dataProvider.refundPayment).toHaveBeenCalledWith({ reference: 'HST-2', reason: 'Paid twice' }));
  });
});
