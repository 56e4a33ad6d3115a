// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customReads } from '../plain/customMethods.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { BookingMessages } from './BookingMessages.tsx';

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

let urls: string[];
let answer: unknown[];
beforeEach(() => {
  urls = [];
  answer = ANSWER;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return Response.json(answer, { headers: { 'Content-Range': `notifications 0-${Math.max(0, answer.length - 1)}/${answer.length}` } });
    }),
  );
  return () => vi.unstubAllGlobals();
});

const renderMessages = () =>
  renderInAdmin(<BookingMessages bookingId="b1" />, {
    dataProvider: spyDataProvider({ notificationList: customReads.notifications.notificationList }),
  });

describe("a booking's messages", () => {
  it('lists the SMS and emails about this booking alone, oldest first, each with its channel, status and time', async () => {
    renderMessages();
    const items = within(await screen.findByRole('list', { name: 'Messages to the student' })).getAllByRole('listitem');
    expect(JSON.parse(new URL(urls[0], 'http://hostel.test').searchParams.get('filter')!)).toEqual({ booking_id: 'b1' });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Booking madeSMS to 024 123 4567 · .*2026.*Sent$/),
      expect.stringMatching(/^Booking madeEmail to kofi@hostel\.test · .*Queued$/),
      expect.stringMatching(/^Payment rejectedSMS to 024 123 4567 · .*Failed$/),
    ]);
  });

  it('says so when no message was sent about the booking', async () => {
    answer = [];
    renderMessages();
    expect(await screen.findByText('No message has been sent about this booking.')).toBeInTheDocument();
  });
});
