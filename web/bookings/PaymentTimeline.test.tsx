// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customReads } from '../plain/customMethods.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { PaymentTimeline } from './PaymentTimeline.tsx';

const base = {
  booking_id: 'b1',
  user_id: 'u1',
  student_name: 'Kofi Mensah',
  subject: null,
  text: 'Hostel: ...',
  attempts: 1,
  provider: 'hubtel',
  provider_message_id: null,
  last_answer: null,
  sent_at: null,
  next_attempt_at: null,
  resend_of: null,
  updated_at: '2026-09-03T10:00:00Z',
};
// As the API orders them, failures first: the booking's page tells them in the order they happened.
const ANSWER = [
  { ...base, id: 'n3', channel: 'sms', to: '+233241234567', kind: 'payment_rejected', status: 'failed', queued_at: '2026-09-03T10:00:00Z' },
  { ...base, id: 'n1', channel: 'sms', to: '+233241234567', kind: 'booking_made', status: 'sent', queued_at: '2026-09-01T09:00:00Z' },
  {
    ...base,
    id: 'n2',
    channel: 'email',
    to: 'kofi@hostel.test',
    kind: 'booking_made',
    status: 'queued',
    queued_at: '2026-09-01T09:00:01Z',
  },
];

const step = (type: string, at: string, position: number, to_status: string, from_status: string | null) => ({
  type,
  at,
  position,
  to_status,
  from_status,
  actor: { id: 'a1', name: 'Super Admin' },
  room_id: 'r1',
  amount: 1500,
  reason: null,
});
const HISTORY = [
  step('BedBooked', '2026-09-01T09:00:00.000Z', 1, 'pending', null),
  step('PaymentRejected', '2026-09-03T09:59:59.000Z', 2, 'unpaid', 'pending'),
];

let urls: string[];
let answer: unknown[];
beforeEach(() => {
  urls = [];
  answer = ANSWER;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.includes('/history')) return Response.json({ data: HISTORY });
      return Response.json(answer, { headers: { 'Content-Range': `notifications 0-${Math.max(0, answer.length - 1)}/${answer.length}` } });
    }),
  );
  return () => vi.unstubAllGlobals();
});

const renderTimeline = (withMessages: boolean) =>
  renderInAdmin(<PaymentTimeline bookingId="b1" withMessages={withMessages} />, {
    dataProvider: spyDataProvider({
      bookingHistory: customReads.bookings.bookingHistory,
      notificationList: customReads.notifications.notificationList,
    }),
  });

const stepLabels = async () =>
  within(await screen.findByRole('list', { name: 'Payment history' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("a booking's timeline", () => {
  it('shows the SMS and emails about this booking among its steps, in the order they happened', async () => {
    renderTimeline(true);
    await screen.findByText(/^SMS to the student: Payment rejected/);
    expect(
      JSON.parse(
        new URL(
          urls.find((u) => u.includes('/notifications'))!,
          'http://hostel.test',
        ).searchParams.get('filter')!,
      ),
    ).toEqual({
      booking_id: 'b1',
    });
    expect(await stepLabels()).toEqual([
      expect.stringMatching(/^Bed booked/),
      expect.stringMatching(/^SMS to the student: Booking made Sent.*024 123 4567/),
      expect.stringMatching(/^Email to the student: Booking made Queued.*kofi@hostel\.test/),
      expect.stringMatching(/^Payment rejected/),
      expect.stringMatching(/^SMS to the student: Payment rejected Failed.*024 123 4567/),
    ]);
  });

  it('reads no messages for a reader who may not see them', async () => {
    renderTimeline(false);
    expect(await stepLabels()).toEqual([expect.stringMatching(/^Bed booked/), expect.stringMatching(/^Payment rejected/)]);
    expect(urls.some((u) => u.includes('/notifications'))).toBe(false);
  });
});
