// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { saveSession } from '../plain/session.ts';
import type { Booking, PaymentInstructions, User } from '../plain/types.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { MyHistory } from './MyHistory.tsx';

beforeEach(() => saveSession('token', { id: 'u1', fname: 'Ama', role: 'user' } as User));

describe('the student’s booked history', () => {
  it('says their last booking was rejected for non-payment, with the reason the office gave', async () => {
    const rejected = { id: 'b1', user_id: 'u1', payment_status: 'unpaid', decision_reason: 'No payment by 5 September' };
    const dataProvider = spyDataProvider({ myRoom: async () => null, getList: () => ({ data: [rejected], total: 1 }) });
    renderInAdmin(<MyHistory />, { dataProvider });
    expect(await screen.findByText(MESSAGES.booking.rejectedForNonPayment)).toBeInTheDocument();
    expect(screen.getByText('Reason: No payment by 5 September')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('bookings', expect.objectContaining({ filter: { user_id: 'u1' } }));
  });

  it('says nothing of a rejection to a student who has not booked', async () => {
    const dataProvider = spyDataProvider({ myRoom: async () => null, getList: () => ({ data: [], total: 0 }) });
    renderInAdmin(<MyHistory />, { dataProvider });
    expect(await screen.findByText(/or you have not booked a room yet/)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.booking.rejectedForNonPayment)).not.toBeInTheDocument();
  });
});

const semester = { id: 's1', name: 'Harmattan 2026', description: '', start_date: '2026-09-01', end_date: '2026-12-20' };
const booking = {
  id: 'b1',
  user_id: 'u1',
  semester_id: 's1',
  room_id: 'r1',
  room_type: 'Standard',
  room_number: 'A1',
  full_name: 'Ama Mensah',
  index_number: 'UEW/001',
  check_in_date: '2026-09-01',
  amount_paid: 1500,
  payment_status: 'pending',
  decision_reason: null,
  reference: 'HB-7K3M9Q',
  payment_reference: null,
  created_at: '2026-09-01T08:00:00.000Z',
  updated_at: '2026-09-01T08:00:00.000Z',
} as unknown as Booking;
const instructions: PaymentInstructions = {
  mobile_money: [{ network: 'MTN MoMo', number: '+233241234567', account_name: 'University Hostel Office' }],
  bank_account: { bank: 'GCB Bank', account_name: 'University Hostel', account_number: '1234567890123', branch: 'Legon' },
  wording: 'The office opens 8:00 to 16:00.',
  updated_at: '2026-08-01T08:00:00.000Z',
};

/** The student's bookings, their semester and the payment instructions, as the API answers them. */
function myBookings(bookings: Partial<Booking>[], answers: Record<string, (...args: any[]) => unknown> = {}) {
  return spyDataProvider({
    getList: () => ({ data: bookings, total: bookings.length }),
    getOne: () => ({ data: semester }),
    paymentInstructions: () => instructions,
    givePaymentReference: ({ payment_reference }: { payment_reference: string }) => ({
      data: { ...booking, payment_reference },
      message: MESSAGES.paymentReference.saved,
    }),
    ...answers,
  });
}
const fact = (list: HTMLElement, name: string) => within(list).getByText(name).nextElementSibling?.textContent;

describe('My booking, while its payment is due', () => {
  it('confirms the booking: semester, room, dates, the amount due, the reference to quote and the deadline', async () => {
    renderInAdmin(<MyHistory />, { dataProvider: myBookings([{ ...booking, hold_until: '2026-09-03T14:00:00.000Z' }]) });
    expect(await screen.findByRole('heading', { name: /Your bed is reserved: pay GH₵ 1,500.00 to keep it/ })).toBeInTheDocument();
    const facts = screen.getByLabelText('Booking');
    await waitFor(() => expect(fact(facts, 'Semester')).toBe('Harmattan 2026'));
    expect(fact(facts, 'Room')).toBe('Standard · Room A1');
    expect(fact(facts, 'Check-In')).toBe('1 Sept 2026');
    expect(fact(facts, 'Check-Out')).toBe('20 Dec 2026');
    expect(fact(facts, 'Amount Due')).toBe('GH₵ 1,500.00');
    expect(fact(facts, 'Booking Reference')).toBe('HB-7K3M9Q');
    expect(fact(facts, 'Pay By')).toMatch(/^3 Sept 2026, \d\d:00$/);
    expect(fact(facts, 'Status')).toBe('Pending: waiting for your payment to be approved');
  });

  it('counts down to the deadline', async () => {
    const hold_until = new Date(Date.now() + (2 * 24 + 5) * 3_600_000 + 10 * 60_000).toISOString();
    renderInAdmin(<MyHistory />, { dataProvider: myBookings([{ ...booking, hold_until }]) });
    expect(await screen.findByRole('timer')).toHaveTextContent('Pay within 2 days 5 h to keep your bed');
  });

  it('says where to pay, what to send and what to write with it', async () => {
    renderInAdmin(<MyHistory />, { dataProvider: myBookings([booking]) });
    const where = await screen.findByRole('region', { name: 'Where to pay' });
    expect(where).toHaveTextContent('Send GH₵ 1,500.00 to one of these, and write HB-7K3M9Q as the payment');
    expect(within(where).getByText('MTN MoMo: 024 123 4567')).toBeInTheDocument();
    expect(within(where).getByText('Account name: University Hostel Office')).toBeInTheDocument();
    expect(within(where).getByText('GCB Bank, Legon branch')).toBeInTheDocument();
    expect(within(where).getByText(/Account number: 1234567890123/)).toBeInTheDocument();
    expect(within(where).getByText('The office opens 8:00 to 16:00.')).toBeInTheDocument();
  });

  it('tells the student to ask the office while no payment instructions are set', async () => {
    renderInAdmin(<MyHistory />, { dataProvider: myBookings([booking], { paymentInstructions: async () => null }) });
    expect(await screen.findByText(MESSAGES.paymentInstructions.notSet)).toBeInTheDocument();
  });

  it('takes the payment reference the student paid with, checked as the API does', async () => {
    const dataProvider = myBookings([booking]);
    renderInAdmin(<MyHistory />, { dataProvider });
    const send = await screen.findByRole('button', { name: 'Send Payment Reference' });
    await userEvent.click(send);
    expect(await screen.findByText(MESSAGES.paymentReference.required)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Your Payment Reference'));
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(send);
    expect(await screen.findByText('Payment Reference must be at most 100 characters.')).toBeInTheDocument();
    expect(dataProvider.givePaymentReference).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Your Payment Reference'));
    await userEvent.type(screen.getByLabelText('Your Payment Reference'), ' MP240901.1234.A56789 ');
    await userEvent.click(send);
    await waitFor(() =>
      expect(dataProvider.givePaymentReference).toHaveBeenCalledWith({ id: 'b1', payment_reference: 'MP240901.1234.A56789' }),
    );
  });

  it('shows the reference already sent, and offers to change it', async () => {
    renderInAdmin(<MyHistory />, { dataProvider: myBookings([{ ...booking, payment_reference: 'MP1234' }]) });
    expect(await screen.findByText('MP1234')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Payment Reference')).toHaveValue('MP1234');
    expect(screen.getByRole('button', { name: 'Change Payment Reference' })).toBeInTheDocument();
    expect(fact(screen.getByLabelText('Booking'), 'Status')).toBe('Pending: the hostel office is checking your payment');
  });

  it('is about the booking that holds a bed, not an older rejected one', async () => {
    const older = { ...booking, id: 'b0', reference: 'HB-OLD222', payment_status: 'unpaid' as const };
    renderInAdmin(<MyHistory />, { dataProvider: myBookings([older, booking]) });
    expect(fact(await screen.findByLabelText('Booking'), 'Booking Reference')).toBe('HB-7K3M9Q');
  });
});

describe('My booking, once paid', () => {
  const paid = { ...booking, payment_status: 'paid' as const, payment_reference: 'MP1234', updated_at: '2026-09-02T10:30:00.000Z' };
  const room = {
    id: 'r1',
    room_number: 'A1',
    room_type: 'Standard',
    floor: 'Ground Floor',
    gender: 'female',
    room_status: 'occupied',
    beds_left: 0,
    room_capacity: 2,
    price_per_bed: 1500,
  };

  it('says "Booking Approved" with the room, as the spec does', async () => {
    const dataProvider = myBookings([paid], { myRoom: () => room });
    renderInAdmin(<MyHistory />, { dataProvider });
    expect(await screen.findByText(MESSAGES.history.approved)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Room A1' })).toBeInTheDocument();
    expect(dataProvider.myRoom).toHaveBeenCalledWith({ user_id: 'u1', semester_id: 's1' });
    expect(screen.queryByRole('button', { name: /Payment Reference/ })).not.toBeInTheDocument();
  });

  it('gives a receipt with the amount paid and both references, printed by the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderInAdmin(<MyHistory />, { dataProvider: myBookings([paid], { myRoom: () => room }) });
    const receipt = await screen.findByRole('region', { name: 'Payment receipt' });
    expect(receipt).toHaveClass('receipt');
    await waitFor(() => expect(fact(receipt, 'Semester')).toBe('Harmattan 2026'));
    expect(fact(receipt, 'Received From')).toBe('Ama Mensah');
    expect(fact(receipt, 'Amount Paid')).toBe('GH₵ 1,500.00');
    expect(within(receipt).queryByText('Amount Due')).not.toBeInTheDocument();
    expect(fact(receipt, 'Booking Reference')).toBe('HB-7K3M9Q');
    expect(fact(receipt, 'Payment Reference')).toBe('MP1234');
    const button = within(receipt).getByRole('button', { name: 'Print' });
    expect(button).toHaveClass('no-print');
    await userEvent.click(button);
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('My booking, once refused', () => {
  it('says the payment was revoked, with the reason, when it was', async () => {
    const revoked = { ...booking, payment_status: 'unpaid' as const, decision_reason: 'The transfer bounced' };
    const history = [{ type: 'BedBooked' }, { type: 'PaymentApproved' }, { type: 'PaymentRevoked' }];
    renderInAdmin(<MyHistory />, { dataProvider: myBookings([revoked], { bookingHistory: () => history }) });
    expect(await screen.findByText(MESSAGES.history.revoked)).toBeInTheDocument();
    expect(screen.getByText('Reason: The transfer bounced')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.booking.rejectedForNonPayment)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reserve A Bed' })).toHaveAttribute('href', '/book-room');
  });
});
