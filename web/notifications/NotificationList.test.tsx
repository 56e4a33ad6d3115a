// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification as Toasts } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customCommands, customReads } from '../plain/customMethods.ts';
import type { Notification } from '../plain/types.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { NotificationList } from './NotificationList.tsx';

/** Rows shaped as the contract's `notifications` read model, in the API's order: failures first. */
const MESSAGE: Notification = {
  id: 'n1',
  booking_id: 'b1',
  user_id: 'u1',
  student_name: 'Kofi Mensah',
  channel: 'sms',
  to: '+233241234567',
  kind: 'payment_rejected',
  subject: null,
  text: 'Hostel: your payment for booking HB-7Q2K was rejected: wrong amount. Pay GHS 1200 by 3 Sep.',
  status: 'failed',
  attempts: 5,
  provider: 'hubtel',
  provider_message_id: null,
  last_answer: 'HTTP 401: invalid client credentials',
  queued_at: '2026-09-02T10:00:00Z',
  sent_at: null,
  next_attempt_at: null,
  resend_of: null,
  updated_at: '2026-09-02T10:30:00Z',
};
const SENT: Notification = {
  ...MESSAGE,
  id: 'n2',
  channel: 'email',
  to: 'kofi@hostel.test',
  kind: 'booking_made',
  subject: 'Your bed is held: booking HB-7Q2K',
  status: 'sent',
  attempts: 1,
  provider: 'smtp',
  provider_message_id: '<abc@hostel.test>',
  last_answer: '250 OK',
  sent_at: '2026-09-01T09:00:05Z',
};

let urls: string[];
let listed: Notification[];
let sent: { url: string; method: string }[];
let channels: { sms: boolean; email: boolean };

beforeEach(() => {
  urls = [];
  listed = [MESSAGE, SENT];
  sent = [];
  channels = { sms: true, email: true };
  // The real client builds the addresses and reads the answers; only the network is replaced.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      urls.push(url);
      if (url === '/api/notifications/status') return Response.json(channels);
      if (init.method === 'POST') {
        sent.push({ url, method: init.method });
        return Response.json(
          { data: { ...MESSAGE, id: 'n3', status: 'queued', resend_of: 'n1' }, message: 'Message queued again.' },
          { status: 202 },
        );
      }
      return Response.json(listed, { headers: { 'Content-Range': 'notifications 0-1/23' } });
    }),
  );
  return () => vi.unstubAllGlobals();
});

const renderPage = () =>
  renderInAdmin(
    <>
      <NotificationList />
      <Toasts />
    </>,
    {
      dataProvider: spyDataProvider({
        notificationList: customReads.notifications.notificationList,
        notificationChannels: customReads.notifications.notificationChannels,
        resendNotification: customCommands.notifications.resendNotification,
      }),
    },
  );

const listUrls = () => urls.filter((url) => url.startsWith('/api/notifications?'));
const filterOf = (url: string) => JSON.parse(new URL(url, 'http://hostel.test').searchParams.get('filter') ?? 'null');

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

describe('the notifications page', () => {
  it('lists the messages in the API’s own order, in plain words, with the provider’s answer', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Notifications' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Failures first, as the server answered: the page sends no sort of its own, which would replace that order.
    const query = new URL(listUrls()[0], 'http://hostel.test').searchParams;
    expect(query.has('sort')).toBe(false);
    expect(query.get('range')).toBe('[0,9]');
    expect(within(rows[0]).getByRole('link', { name: 'Kofi Mensah' })).toHaveAttribute('href', '/booking/b1');
    for (const text of ['SMS', '024 123 4567', 'Payment rejected', 'Failed', '5', 'HTTP 401: invalid client credentials'])
      expect(within(rows[0]).getByText(text)).toBeInTheDocument();
    for (const text of ['Email', 'Booking made', 'Sent', '<abc@hostel.test>', '250 OK'])
      expect(within(rows[1]).getByText(text)).toBeInTheDocument();
    // 23 messages, ten a page.
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it("shows a deleted student's message as theirs, with a dash where its address and words were", async () => {
    listed = [{ ...MESSAGE, student_name: 'Deleted student', to: '', text: '' }];
    renderPage();
    const table = await screen.findByRole('table', { name: 'Notifications' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Deleted student' })).toHaveAttribute('href', '/booking/b1');
    // When, Student, Channel, To.
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(/^—$/);
    await userEvent.click(within(row).getByRole('button', { name: /Open the message of .* to —/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ToDeleted student, — (SMS)');
    expect(within(dialog).getByText('—', { selector: 'blockquote' })).toBeInTheDocument();
  });

  it("links a waitlist offer's message to the Waitlist page: it has no booking yet", async () => {
    listed = [{ ...SENT, id: 'n4', booking_id: 'offer-1', kind: 'waitlist_offer', subject: 'A bed in room 12 is offered to you' }];
    renderPage();
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(within(table).getByRole('link', { name: 'Kofi Mensah' })).toHaveAttribute('href', '/waitlist');
  });

  it('sends the chosen status, channel and kind and the search, starting again from page 1', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Notifications' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(new URL(listUrls().at(-1)!, 'http://hostel.test').searchParams.get('range')).toBe('[10,19]'));

    await choose('Status', 'Failed');
    await choose('Channel', 'SMS');
    await choose('About', 'Payment rejected');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Kofi');
    await waitFor(() =>
      expect(filterOf(listUrls().at(-1)!)).toEqual({ status: 'failed', channel: 'sms', kind: 'payment_rejected', q: 'Kofi' }),
    );
    expect(new URL(listUrls().at(-1)!, 'http://hostel.test').searchParams.get('range')).toBe('[0,9]');
  });

  it('opens a message to read it whole, and sends it again once confirmed', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Notifications' });
    await userEvent.click(screen.getAllByRole('button', { name: /^Open the message of/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Payment rejected' });
    expect(within(dialog).getByText(MESSAGE.text)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Resend this message?' });
    // Nothing goes out until the office confirms.
    expect(sent).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Message queued again.')).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/notifications/n1/resend', method: 'POST' }]);
  });

  it('tells the office that nothing is sent while no SMS gateway or mail server is set', async () => {
    channels = { sms: false, email: false };
    renderPage();
    expect(await screen.findByText('Notifications are off: no SMS gateway or mail server is set.')).toBeInTheDocument();
  });

  it('names the one channel that is off, and says nothing when both are on', async () => {
    channels = { sms: true, email: false };
    const { unmount } = renderPage();
    expect(await screen.findByText(/Email notifications are off: no mail server is set/)).toBeInTheDocument();
    unmount();

    channels = { sms: true, email: true };
    renderPage();
    await screen.findByRole('table', { name: 'Notifications' });
    await waitFor(() => expect(urls).toContain('/api/notifications/status'));
    expect(screen.queryByText(/notifications are off/i)).not.toBeInTheDocument();
  });
});
