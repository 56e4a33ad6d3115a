// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sentBody } from '../guest/testing.ts';
import { answerApi, paged, renderAsStudent } from '../screens/testing.tsx';
import { StudentApp } from './StudentApp.tsx';

// jsdom does not scroll.
vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

/** The student's own messages as GET /notifications/me answers them: newest first. */
const message = (overrides: Record<string, unknown>) => ({
  id: 'n1',
  booking_id: 'b1',
  user_id: 'u1',
  student_name: 'Ama Mensah',
  channel: 'sms',
  to: '+233241234567',
  kind: 'booking_made',
  subject: null,
  text: 'Hostel: bed A1 held. Pay GHS 1500 by 3 Sep, ref HB-7Q2K.',
  status: 'sent',
  attempts: 1,
  provider: 'hubtel',
  provider_message_id: 'hub-1',
  last_answer: '0: Success',
  queued_at: '2026-09-01T09:00:00Z',
  sent_at: '2026-09-01T09:00:02Z',
  next_attempt_at: null,
  resend_of: null,
  updated_at: '2026-09-01T09:00:02Z',
  ...overrides,
});
const MINE = [
  message({
    id: 'n3',
    kind: 'payment_approved',
    text: 'Hostel: payment of GHS 1500 for HB-7Q2K approved. Receipt: https://hostel.test/r/1',
  }),
  message({ id: 'n2', channel: 'email', to: 'ama@hostel.test', subject: 'Your bed is held: booking HB-7Q2K', status: 'retrying' }),
  message({}),
];
const SETTINGS = { email: true, email_address: 'ama@hostel.test', phone_number: '+233241234567' };

const list = () => screen.findByRole('list', { name: 'Your messages' });

describe("the student's messages", () => {
  it('shows their messages newest first, each whole, with where it went and whether it went', async () => {
    answerApi({ 'GET /api/notifications/me': paged(MINE), 'GET /api/notifications/settings': { data: SETTINGS } });
    renderAsStudent(<StudentApp />, { path: '/messages' });
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Payment approved',
      'Your bed is held: booking HB-7Q2K',
      'Booking made',
    ]);
    expect(items[0]).toHaveTextContent('Receipt: https://hostel.test/r/1');
    expect(items[0]).toHaveTextContent('SMS to 024 123 4567');
    expect(within(items[1]).getByText('Retrying')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Email to ama@hostel.test');
    expect(screen.getByRole('menuitem', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  });

  it('turns email off with "Email me too", saying that SMS about money always comes', async () => {
    const fetch = answerApi({
      'GET /api/notifications/me': paged(MINE),
      'GET /api/notifications/settings': { data: SETTINGS },
      'PUT /api/notifications/settings': { data: { ...SETTINGS, email: false }, message: 'Saved.' },
    });
    renderAsStudent(<StudentApp />, { path: '/messages' });
    const email = await screen.findByRole('checkbox', { name: 'Email me too' });
    expect(email).toBeChecked();
    expect(screen.getByText(/SMS about money always comes to 024 123 4567/)).toBeInTheDocument();
    expect(screen.getByText('Emails go to ama@hostel.test.')).toBeInTheDocument();

    await userEvent.click(email);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const put = fetch.mock.calls.findIndex(([, init]) => (init as RequestInit).method === 'PUT');
    expect(sentBody(fetch, put)).toEqual({ email: false });
    expect(email).not.toBeChecked();
  });

  it('puts the switch back and says why when the setting could not be saved', async () => {
    answerApi({
      'GET /api/notifications/me': paged([]),
      'GET /api/notifications/settings': { data: SETTINGS },
      'PUT /api/notifications/settings': () => ({ status: 422, body: { message: 'The email setting must be on or off.' } }),
    });
    renderAsStudent(<StudentApp />, { path: '/messages' });
    expect(await screen.findByText(/No message yet/)).toBeInTheDocument();
    const email = await screen.findByRole('checkbox', { name: 'Email me too' });
    await userEvent.click(email);
    expect(await screen.findByRole('alert')).toHaveTextContent('The email setting must be on or off.');
    await waitFor(() => expect(email).toBeChecked());
  });
});
