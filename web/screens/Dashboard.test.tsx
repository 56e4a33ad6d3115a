// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dashboard } from './Dashboard.tsx';
import { answerApi, queriesTo, renderAsStudent, SEMESTERS, STUDENT } from './testing.tsx';

const ADMIN = { ...STUDENT, id: 'a1', fname: 'Kojo', role: 'admin' as const };

describe("the office's dashboard", () => {
  it('shows the four counters with their bars, from the room statistics', async () => {
    const fetch = answerApi({
      'GET /api/room-stats': {
        totalRooms: 20,
        occupiedRooms: 4,
        availableRoomsMale: 6,
        availableRoomsFemale: 9,
        bookedRoomsMale: 3,
        bookedRoomsFemale: 5,
        totalBeds: 80,
        bedsLeft: 60,
      },
    });
    renderAsStudent(<Dashboard />, { user: ADMIN });
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Total Rooms: 20')).toHaveTextContent('20');
    expect(screen.getByRole('progressbar', { name: 'Total Rooms: 25%' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25% of beds taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Available rooms: 15')).toHaveTextContent('15');
    expect(screen.getByRole('progressbar', { name: 'Available rooms: 75%' })).toBeInTheDocument();
    expect(screen.getByLabelText('Booked Rooms - Male: 3')).toHaveTextContent('03');
    expect(screen.getByText('15% of rooms')).toBeInTheDocument();
    expect(screen.getByLabelText('Booked Rooms - Female: 5')).toHaveTextContent('05');
    expect(screen.getByText('25% of rooms')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe('/api/room-stats');
  });

  it('shows zeros and the server’s message when the statistics fail', async () => {
    answerApi({ 'GET /api/room-stats': () => ({ status: 500, body: { message: 'Database unavailable' } }) });
    renderAsStudent(<Dashboard />, { user: ADMIN });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(screen.getByLabelText('Total Rooms: 0')).toHaveTextContent('00');
  });
});

const booking = (overrides: Record<string, unknown> = {}) => ({
  id: 'b1',
  user_id: STUDENT.id,
  semester_id: 's2',
  room_type: 'Standard',
  room_number: 'G1',
  check_in_date: '2026-09-01',
  amount_paid: 1500,
  payment_status: 'pending',
  reference: 'HB-7K3M9Q',
  hold_until: '2026-09-04T08:00:00Z',
  payment_reference: null,
  payment_question: null,
  decision_reason: null,
  created_at: '2026-09-01T08:00:00Z',
  ...overrides,
});
const withBookings = (bookings: object[]) => answerApi({ 'GET /api/bookings': bookings, 'GET /api/semesters': SEMESTERS });
const nextStep = () => screen.getByRole('region', { name: 'My booking' });

describe("the student's dashboard: their booking and what to do next", () => {
  it('tells a new student to reserve a bed, in three reads (their bookings, the semesters, any waitlist offer), and never that a booking was rejected', async () => {
    const fetch = withBookings([]);
    renderAsStudent(<Dashboard />);
    expect(screen.getByRole('heading', { name: `Welcome, ${STUDENT.fname}` })).toBeInTheDocument();
    expect(await screen.findByText(/You have not booked a bed yet/)).toBeInTheDocument();
    expect(within(nextStep()).getByRole('link', { name: 'Reserve A Bed' })).toHaveAttribute('href', '/book-room');
    expect(screen.queryByText(/reject/i)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Total Rooms/)).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => new URL(url, 'http://hostel.test').pathname).sort()).toEqual([
      '/api/bookings',
      '/api/semesters',
      '/api/waitlist/me',
    ]);
    expect(queriesTo(fetch, '/api/bookings')[0].filter).toBe(JSON.stringify({ user_id: STUDENT.id }));
    expect(screen.getByRole('img', { name: 'A hostel, a bank card and a paid mobile money receipt' })).toBeInTheDocument();
  });

  it('tells a student with a pending booking what to pay, by when, quoting which reference', async () => {
    withBookings([booking()]);
    renderAsStudent(<Dashboard />);
    const card = await screen.findByRole('region', { name: 'My booking' });
    await within(card).findByText('Waiting for your payment.');
    expect(within(card).getByText(/^Pay GH₵ 1,500\.00 by 4 Sept 2026/)).toHaveTextContent(/quoting HB-7K3M9Q\.$/);
    const facts = within(card).getByLabelText('Booking');
    expect(facts).toHaveTextContent('Amount DueGH₵ 1,500.00');
    expect(facts).toHaveTextContent('Room');
    expect(await within(card).findByText('2026/2027 First Semester')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'How To Pay' })).toHaveAttribute('href', '/history');
  });

  it('says a payment under review is with the office, and an approved one has its receipt', async () => {
    withBookings([booking({ payment_reference: 'MP240101.1234', hold_until: null })]);
    const { unmount } = renderAsStudent(<Dashboard />);
    expect(await screen.findByText('Payment under review.')).toBeInTheDocument();
    unmount();
    withBookings([booking({ payment_status: 'paid', hold_until: null })]);
    renderAsStudent(<Dashboard />);
    expect(await screen.findByText('Approved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Your Receipt' })).toHaveAttribute('href', '/history');
  });
});
