// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { answerFetch } from '../../guest/testing.ts';
import { goToCheckout } from '../../plain/checkout.ts';
import { formatDateTime } from '../../plain/format.ts';
import { saveSession } from '../../plain/session.ts';
import type { Booking, PaymentInstructions } from '../../plain/types.ts';
import { HistoryPage } from './HistoryPage.tsx';
import { renderAsStudent } from '../testing.tsx';
import { called, semester, student } from './testing.tsx';

vi.mock('../../plain/checkout.ts', async (original) => ({
  ...(await original<typeof import('../../plain/checkout.ts')>()),
  goToCheckout: vi.fn(),
}));

// The fixtures of web/bookings/MyHistory.test.tsx.
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
const payment = {
  id: 'HST-1',
  reference: 'HST-1',
  booking_id: 'b1',
  provider: 'paystack',
  amount: 1500,
  currency: 'GHS',
  authorization_url: 'https://checkout.paystack.com/ac_HST-1',
  status: 'pending',
  channel: null,
  bank: null,
  created_at: new Date().toISOString(),
};

type Answer = { status: number; body: unknown };
/** The API as My booking reaches it: the student's bookings, their semester, the instructions; `more` answers other paths. */
function myBookings(bookings: Partial<Booking>[], more: Record<string, (init: RequestInit) => Answer> = {}) {
  return answerFetch((url, init) => {
    const { method, path } = called(url, init);
    const answers: Record<string, (init: RequestInit) => Answer> = {
      'GET /api/bookings': () => ({ status: 200, body: bookings }),
      'GET /api/semesters/s1': () => ({ status: 200, body: { data: semester } }),
      'GET /api/payment-instructions': () => ({ status: 200, body: { data: instructions } }),
      'GET /api/payments/online': () => ({ status: 200, body: { data: { enabled: false, provider: null, currency: 'GHS' } } }),
      'GET /api/rooms/user/u1': () => ({ status: 404, body: { message: MESSAGES.history.noRoom } }),
      'GET /api/bookings/b1/history': () => ({ status: 200, body: { data: [] } }),
      'POST /api/bookings/b1/payment-reference': (sent) => ({
        status: 200,
        body: { data: { ...booking, ...JSON.parse(String(sent.body)) }, message: MESSAGES.paymentReference.saved },
      }),
      ...more,
    };
    const answer = answers[`${method} ${path}`];
    return answer ? answer(init) : { status: 404, body: { message: `${method} ${path}` } };
  });
}
const sent = (fetch: ReturnType<typeof answerFetch>, method: string) =>
  fetch.mock.calls
    .map(([url, init]) => ({ ...called(url, init), body: init?.body ? JSON.parse(String(init.body)) : undefined }))
    .filter((call) => call.method === method);
const fact = (list: HTMLElement, name: string) => within(list).getByText(name).nextElementSibling?.textContent;

/** The page at /history, or at the address a test put it at (the return from the checkout). */
const renderHistory = () =>
  renderAsStudent(<HistoryPage />, {
    path: window.location.pathname === '/history' ? `/history${window.location.search}` : '/history',
    user: student,
  });

beforeEach(() => saveSession('token', student));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Booked History, while the payment is due', () => {
  it('confirms the booking: semester, room, dates, the amount due, the reference to quote, the deadline and the time left', async () => {
    const hold_until = new Date(Date.now() + (2 * 24 + 5) * 3_600_000 + 10 * 60_000).toISOString();
    const fetch = myBookings([{ ...booking, hold_until }]);
    renderHistory();
    expect(screen.getByRole('heading', { name: 'My Booking', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Your bed is reserved: pay GH₵ 1,500.00 to keep it/ })).toBeInTheDocument();
    const facts = screen.getByLabelText('Booking');
    await waitFor(() => expect(fact(facts, 'Semester')).toBe('Harmattan 2026'));
    expect(fact(facts, 'Room')).toBe('Standard · Room A1');
    expect(fact(facts, 'Check-In')).toBe('1 Sept 2026');
    expect(fact(facts, 'Check-Out')).toBe('20 Dec 2026');
    expect(fact(facts, 'Amount Due')).toBe('GH₵ 1,500.00');
    expect(fact(facts, 'Booking Reference')).toBe('HB-7K3M9Q');
    expect(fact(facts, 'Pay By')).toBeTruthy();
    expect(fact(facts, 'Status')).toBe('Pending: waiting for your payment to be approved');
    expect(screen.getByRole('timer')).toHaveTextContent('Pay within 2 days 5 h to keep your bed');
    const list = sent(fetch, 'GET').find((call) => call.path === '/api/bookings');
    expect(list?.query).toEqual({ filter: '{"user_id":"u1"}', range: '[0,9]', sort: '["created_at","DESC"]' });
  });

  it('says the hold expired once its deadline has passed', async () => {
    myBookings([{ ...booking, hold_until: new Date(Date.now() - 60_000).toISOString() }]);
    renderHistory();
    expect(await screen.findByRole('timer')).toHaveTextContent(MESSAGES.holds.holdExpired);
  });

  it('says where to pay, what to send and what to write with it', async () => {
    myBookings([booking]);
    renderHistory();
    const where = await screen.findByRole('region', { name: 'Where to pay' });
    expect(where).toHaveTextContent('Send GH₵ 1,500.00 to one of these, and write HB-7K3M9Q as the payment');
    expect(within(where).getByText('MTN MoMo: 024 123 4567')).toBeInTheDocument();
    expect(within(where).getByText('Account name: University Hostel Office')).toBeInTheDocument();
    expect(within(where).getByText('GCB Bank, Legon branch')).toBeInTheDocument();
    expect(within(where).getByText(/Account number: 1234567890123/)).toBeInTheDocument();
    expect(within(where).getByText('The office opens 8:00 to 16:00.')).toBeInTheDocument();
  });

  it('tells the student to ask the office while no payment instructions are set', async () => {
    myBookings([booking], { 'GET /api/payment-instructions': () => ({ status: 200, body: { data: null } }) });
    renderHistory();
    expect(await screen.findByText(MESSAGES.paymentInstructions.notSet)).toBeInTheDocument();
  });

  it('takes the payment reference the student paid with, checked as the API does, and sends it', async () => {
    const fetch = myBookings([booking]);
    renderHistory();
    const send = await screen.findByRole('button', { name: 'Send Payment Reference' });
    await userEvent.click(send);
    expect(await screen.findByText(MESSAGES.paymentReference.required)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Your Payment Reference'));
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(send);
    expect(await screen.findByText('Payment Reference must be at most 100 characters.')).toBeInTheDocument();
    expect(sent(fetch, 'POST')).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Your Payment Reference'));
    await userEvent.type(screen.getByLabelText('Your Payment Reference'), ' MP240901.1234.A56789 ');
    await userEvent.click(send);
    await waitFor(() => expect(sent(fetch, 'POST')).toHaveLength(1));
    expect(sent(fetch, 'POST')[0]).toMatchObject({
      path: '/api/bookings/b1/payment-reference',
      body: { payment_reference: 'MP240901.1234.A56789' },
    });
    expect(await screen.findByText(MESSAGES.paymentReference.saved)).toBeInTheDocument();
    // What the page shows is read again after the command.
    await waitFor(() => expect(sent(fetch, 'GET').filter((call) => call.path === '/api/bookings').length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal of a reference', async () => {
    const refusal = MESSAGES.paymentReference.onlyPending('paid');
    myBookings([booking], { 'POST /api/bookings/b1/payment-reference': () => ({ status: 409, body: { message: refusal } }) });
    renderHistory();
    await userEvent.type(await screen.findByLabelText('Your Payment Reference'), 'MP1');
    await userEvent.click(screen.getByRole('button', { name: 'Send Payment Reference' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Payment Reference' })).toBeEnabled();
  });

  it('shows the reference already sent, and offers to change it', async () => {
    myBookings([{ ...booking, payment_reference: 'MP1234' }]);
    renderHistory();
    expect(await screen.findByText('MP1234')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Payment Reference')).toHaveValue('MP1234');
    expect(screen.getByRole('button', { name: 'Change Payment Reference' })).toBeInTheDocument();
    expect(fact(screen.getByLabelText('Booking'), 'Status')).toBe('Pending: the hostel office is checking your payment');
  });

  it('is about the booking that holds a bed, not an older rejected one', async () => {
    const older = { ...booking, id: 'b0', reference: 'HB-OLD222', payment_status: 'unpaid' as const };
    myBookings([older, booking]);
    renderHistory();
    expect(fact(await screen.findByLabelText('Booking'), 'Booking Reference')).toBe('HB-7K3M9Q');
  });
});

describe('Booked History, while the payment is under review', () => {
  const reviewed = {
    ...booking,
    payment_reference: 'MP1234',
    payment_reference_at: '2026-09-02T10:00:00.000Z',
    payment_review: 'under_review' as const,
  };

  it('says the office will check it, with no deadline and no expired hold, even from a record read with one', async () => {
    // A deadline passed while the reference waits for the office: the hold is stopped, the bed kept.
    myBookings([{ ...reviewed, hold_until: new Date(Date.now() - 60_000).toISOString() }]);
    renderHistory();
    expect(await screen.findByRole('heading', { name: MESSAGES.paymentReference.underReview })).toBeInTheDocument();
    expect(screen.getByText(/Your bed stays reserved while the office checks it: there is no deadline to meet now/)).toBeInTheDocument();
    expect(screen.getByText(`on ${formatDateTime('2026-09-02T10:00:00.000Z')}`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.holds.holdExpired)).not.toBeInTheDocument();
    expect(screen.queryByText(/Your bed is reserved: pay/)).not.toBeInTheDocument();
    const facts = screen.getByLabelText('Booking');
    expect(within(facts).queryByText('Pay By')).not.toBeInTheDocument();
    expect(fact(facts, 'Status')).toBe('Pending: the hostel office is checking your payment');
  });
});

describe("Booked History, with the office's question about the payment", () => {
  const question = 'We cannot find MP1234 in our statement. Please check the transaction ID.';
  const askedAt = '2026-09-03T09:00:00.000Z';
  const asked = (hold_until: string) => ({
    ...booking,
    payment_reference: 'MP1234',
    payment_review: 'question_asked' as const,
    payment_question: question,
    payment_question_at: askedAt,
    hold_until,
  });

  it('shows the question first, when it was asked and the deadline to answer, and the form to answer before the instructions', async () => {
    const hold_until = new Date(Date.now() + (2 * 24 + 5) * 3_600_000 + 10 * 60_000).toISOString();
    myBookings([asked(hold_until)]);
    renderHistory();
    const heading = await screen.findByRole('heading', { name: MESSAGES.paymentQuestion.toStudent });
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(question);
    expect(alert).toHaveTextContent(`Asked on ${formatDateTime(askedAt)}. Answer by ${formatDateTime(hold_until)}`);
    const facts = screen.getByLabelText('Booking');
    expect(fact(facts, 'Answer By')).toBe(formatDateTime(hold_until));
    expect(fact(facts, 'Status')).toBe('Pending: the hostel office has asked you about your payment');
    expect(screen.getByRole('timer')).toHaveTextContent('Answer within 2 days 5 h to keep your bed');
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions.indexOf('Answer the office')).toBeLessThan(regions.indexOf('How to pay'));
    expect(screen.queryByRole('region', { name: 'I have paid' })).not.toBeInTheDocument();
  });

  it('answers it with a corrected reference', async () => {
    const fetch = myBookings([asked(new Date(Date.now() + 86_400_000).toISOString())]);
    renderHistory();
    const answer = await screen.findByRole('region', { name: 'Answer the office' });
    expect(within(answer).getByLabelText('Your Payment Reference')).toHaveValue('MP1234');
    await userEvent.clear(within(answer).getByLabelText('Your Payment Reference'));
    await userEvent.type(within(answer).getByLabelText('Your Payment Reference'), 'MP1235');
    await userEvent.click(within(answer).getByRole('button', { name: 'Send Corrected Reference' }));
    await waitFor(() => expect(sent(fetch, 'POST')).toHaveLength(1));
    expect(sent(fetch, 'POST')[0]).toMatchObject({ path: '/api/bookings/b1/payment-reference', body: { payment_reference: 'MP1235' } });
  });
});

describe('Booked History, paying online', () => {
  const online = {
    'GET /api/payments/online': () => ({ status: 200, body: { data: { enabled: true, provider: 'paystack', currency: 'GHS' } } }),
  };

  it('sends the student to the provider’s checkout for the amount due', async () => {
    const fetch = myBookings([booking], {
      ...online,
      'GET /api/bookings/b1/online-payments': () => ({ status: 200, body: { data: [] } }),
      'POST /api/bookings/b1/online-payments': () => ({ status: 201, body: { data: payment } }),
    });
    renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with mobile money (GH₵ 1,500.00)' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(payment.authorization_url));
    expect(sent(fetch, 'POST').map((call) => call.path)).toEqual(['/api/bookings/b1/online-payments']);
  });

  it('verifies the payment named by the checkout’s return, and says it is confirmed', async () => {
    window.history.replaceState(null, '', '/history?reference=HST-1');
    let verified = false;
    const fetch = myBookings([booking], {
      ...online,
      'GET /api/bookings/b1/online-payments': () => ({
        status: 200,
        body: { data: [verified ? { ...payment, status: 'confirmed', channel: 'mobile_money', bank: 'MTN' } : payment] },
      }),
      'POST /api/payments/online/HST-1/verify': () => ((verified = true), { status: 200, body: { data: payment } }),
    });
    renderHistory();
    expect(await screen.findByText(/Payment confirmed \(Paystack · mobile_money \(MTN\)\)/)).toBeInTheDocument();
    expect(sent(fetch, 'POST').map((call) => call.path)).toEqual(['/api/payments/online/HST-1/verify']);
    expect(window.location.search).toBe('');
  });
});

describe('Booked History, once paid', () => {
  const paid = { ...booking, payment_status: 'paid' as const, payment_reference: 'MP1234', updated_at: '2026-09-02T10:30:00.000Z' };
  const withRoom = { 'GET /api/rooms/user/u1': () => ({ status: 200, body: { data: room } }) };

  it('says "Booking Approved" with the room, and asks for no reference', async () => {
    const fetch = myBookings([paid], withRoom);
    renderHistory();
    expect(await screen.findByText(MESSAGES.history.approved)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Room A1' })).toHaveTextContent('Standard · Ground Floor · Female');
    expect(sent(fetch, 'GET').find((call) => call.path === '/api/rooms/user/u1')?.query).toEqual({ semester_id: 's1' });
    expect(screen.queryByRole('button', { name: /Payment Reference/ })).not.toBeInTheDocument();
  });

  it("says the reader's own bed is approved, not the room's status or its beds left (issue 42)", async () => {
    // The API answers `occupied` for a paid booking's room, which still has beds for others.
    myBookings([paid], { 'GET /api/rooms/user/u1': () => ({ status: 200, body: { data: { ...room, room_capacity: 4, beds_left: 2 } } }) });
    renderHistory();
    const card = await screen.findByRole('article', { name: 'Room A1' });
    expect(within(card).getByText('Your bed: approved')).toBeInTheDocument();
    expect(card).toHaveTextContent('4 In A Room');
    expect(card).not.toHaveTextContent(/Occupied|beds? left/);
  });

  it('gives a receipt with the amount paid and both references, printed by the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    myBookings([paid], withRoom);
    renderHistory();
    const receipt = await screen.findByRole('region', { name: 'Payment receipt' });
    expect(receipt).toHaveClass('receipt');
    await waitFor(() => expect(fact(receipt, 'Semester')).toBe('Harmattan 2026'));
    expect(fact(receipt, 'Received From')).toBe('Ama Mensah');
    expect(fact(receipt, 'Amount Paid')).toBe('GH₵ 1,500.00');
    expect(within(receipt).queryByText('Amount Due')).not.toBeInTheDocument();
    expect(fact(receipt, 'Booking Reference')).toBe('HB-7K3M9Q');
    expect(fact(receipt, 'Payment Reference')).toBe('MP1234');
    expect(receipt).toHaveTextContent('Total Paid: GH₵ 1,500.00');
    const button = within(receipt).getByRole('button', { name: 'Print' });
    expect(button).toHaveClass('no-print');
    await userEvent.click(button);
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});

describe('Booked History, once refused', () => {
  it('says the booking was rejected for non-payment, with the reason the office gave, and offers to book again', async () => {
    myBookings([{ ...booking, payment_status: 'unpaid', decision_reason: 'No payment by 5 September' }]);
    renderHistory();
    expect(await screen.findByText(MESSAGES.booking.rejectedForNonPayment)).toBeInTheDocument();
    expect(screen.getByText('Reason: No payment by 5 September')).toBeInTheDocument();
    expect(fact(screen.getByLabelText('Booking'), 'Status')).toBe('Rejected');
    const reserve = screen.getByRole('link', { name: 'Reserve A Bed' });
    expect(reserve).toHaveAttribute('href', '/book-room');
    await userEvent.click(reserve);
    expect(window.location.pathname).toBe('/book-room');
  });

  it("says only the spec's words when the office gave no reason, as the spec's client rejects", async () => {
    myBookings([{ ...booking, payment_status: 'unpaid', decision_reason: null }]);
    renderHistory();
    expect(await screen.findByText(MESSAGES.booking.rejectedForNonPayment)).toBeInTheDocument();
    expect(screen.queryByText(/^Reason:/)).not.toBeInTheDocument();
    expect(fact(screen.getByLabelText('Booking'), 'Status')).toBe('Rejected');
  });

  it('says the payment was revoked, with the reason, when it was', async () => {
    const history = [{ type: 'BedBooked' }, { type: 'PaymentApproved' }, { type: 'PaymentRevoked' }];
    myBookings([{ ...booking, payment_status: 'unpaid', decision_reason: 'The transfer bounced' }], {
      'GET /api/bookings/b1/history': () => ({ status: 200, body: { data: history } }),
    });
    renderHistory();
    expect(await screen.findByText(MESSAGES.history.revoked)).toBeInTheDocument();
    expect(screen.getByText('Reason: The transfer bounced')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.booking.rejectedForNonPayment)).not.toBeInTheDocument();
    expect(fact(screen.getByLabelText('Booking'), 'Status')).toBe('Payment revoked');
  });
});

describe('Booked History, without a booking', () => {
  it('says there is none, and offers to reserve a bed', async () => {
    myBookings([]);
    renderHistory();
    expect(await screen.findByText('You have not booked a room yet.')).toBeInTheDocument();
    expect(screen.queryByText(/rejected/i)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Reserve A Bed' }));
    expect(window.location.pathname).toBe('/book-room');
  });
});
