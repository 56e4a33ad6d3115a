// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerFetch } from '../../guest/testing.ts';
import { called, semester } from '../../screens/booking/testing.tsx';
import { renderAsStudent } from '../../screens/testing.tsx';
import { formatDateTime } from '../../plain/format.ts';
import type { WaitlistEntry } from '../../plain/types.ts';
import { StudentApp } from '../StudentApp.tsx';

// jsdom does not scroll.
vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

/** The entry as the waitlist's contract shapes it. */
const entry = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 's1:u1',
  semester_id: 's1',
  user_id: 'u1',
  full_name: 'Ama Mensah',
  gender: 'female',
  room_type_id: null,
  room_type: null,
  joined_at: '2026-09-02T09:30:00Z',
  position: 3,
  status: 'waiting',
  lapses: 0,
  declines: 0,
  offer: null,
  ...overrides,
});
const inAnHour = () => new Date(Date.now() + 60 * 60_000 + 30_000).toISOString();
const offered = () =>
  entry({
    status: 'offered',
    position: null,
    offer: {
      id: 'o7',
      room_id: 'r12',
      room_number: 'B12',
      room_type: 'Standard',
      price_per_bed: 1850,
      made_at: '2026-09-03T08:00:00Z',
      expires_at: inAnHour(),
    },
  });
const LAST_FORM = {
  index_number: 'UEW/001',
  dob: '2003-01-15',
  marital_status: 'Single',
  program_of_study: 'Nursing',
  house_address: 'Hse 4',
  emergency_contact_name: 'Esi',
  emergency_contact_relationship: 'Mother',
  emergency_contact_phone_number: '+233201234567',
  emergency_contact_house_address: 'Hse 4, Winneba',
  medical_condition: null,
  from_booking: { id: 'b0', reference: 'HB-OLD222', created_at: '2026-01-10T08:00:00.000Z' },
};

type Sent = { method: string; path: string; query: Record<string, string>; body: unknown };

/**
 * The API as the waitlist page reaches it; `mine` is the student's entry as GET /waitlist/me answers
 * it now (null when on none), which the commands change as the server would.
 */
function hostel(start: WaitlistEntry | null) {
  let mine = start;
  const sent: Sent[] = [];
  const fetch = answerFetch((url, init) => {
    const { method, path, query } = called(url, init);
    if (method !== 'GET') sent.push({ method, path, query, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST' && path === '/api/waitlist') {
      mine = entry({ room_type_id: '2', room_type: 'Executive', position: 5 });
      return { status: 201, body: { data: mine } };
    }
    if (method === 'DELETE' && path === '/api/waitlist/me') {
      mine = null;
      return { status: 204, body: undefined };
    }
    if (method === 'POST' && path === '/api/waitlist/offers/o7/decline') {
      mine = entry({ position: 1, declines: 1 });
      return { status: 200, body: { data: mine } };
    }
    if (method === 'POST' && path === '/api/waitlist/offers/o7/accept')
      return { status: 201, body: { data: { id: 'b9', reference: 'HB-NEW999' }, message: 'Your bed is held.' } };
    const answers: Record<string, () => unknown> = {
      '/api/semesters/current': () => ({ data: semester }),
      '/api/semesters': () => [semester],
      '/api/room-types': () => [
        { id: '1', name: 'Standard' },
        { id: '2', name: 'Executive' },
      ],
      '/api/bookings': () => [],
      '/api/bookings/me/last-form': () => ({ data: LAST_FORM }),
    };
    if (path === '/api/waitlist/me') return { status: 200, body: { data: mine } };
    const answer = answers[path];
    return answer ? { status: 200, body: answer() } : { status: 404, body: { message: `Not found: ${path}` } };
  });
  return { fetch, sent };
}

const openPage = () => renderAsStudent(<StudentApp />, { path: '/my-waitlist' });
const chooseOption = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe("the student's waitlist page", () => {
  it('explains the waitlist to a student not on it, and joins the line for the chosen room type', async () => {
    const { sent } = hostel(null);
    openPage();
    const join = await screen.findByRole('region', { name: 'Join the waitlist' });
    expect(join).toHaveTextContent(/When every room is full, join the waitlist/);
    expect(join).toHaveTextContent('Semester: Harmattan 2026');
    expect(within(join).getByRole('combobox', { name: 'Room type' })).toHaveTextContent('Any room type');
    await chooseOption('Room type', 'Executive');
    await userEvent.click(within(join).getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByRole('heading', { name: 'You are number 5 in line for female rooms, Executive.' })).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/waitlist', query: {}, body: { semester_id: 's1', room_type_id: '2' } }]);
    expect(screen.getByRole('menuitem', { name: 'Waitlist' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a waiting student their number and when they joined, and leaves the line only once confirmed', async () => {
    const { sent } = hostel(entry());
    openPage();
    const place = await screen.findByRole('region', { name: 'Your place on the waitlist' });
    expect(within(place).getByRole('heading')).toHaveTextContent('You are number 3 in line for female rooms, any type.');
    expect(place).toHaveTextContent(`Harmattan 2026 · Any room type · joined ${formatDateTime('2026-09-02T09:30:00Z')}`);

    await userEvent.click(within(place).getByRole('button', { name: 'Leave the waitlist' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Leave the waitlist?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Stay in line' }));
    expect(sent).toEqual([]);

    await userEvent.click(within(place).getByRole('button', { name: 'Leave the waitlist' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, leave' }));
    expect(await screen.findByRole('region', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/waitlist/me', query: { semester_id: 's1' }, body: undefined }]);
  });

  it('puts an offer first: the room, its type, its price in cedis and the time left', async () => {
    hostel(offered());
    openPage();
    const card = await screen.findByRole('region', { name: 'Your room offer' });
    expect(card).toHaveTextContent('RoomB12');
    expect(card).toHaveTextContent('Room typeStandard');
    expect(card).toHaveTextContent('Price per bedGH₵ 1,850.00');
    expect(within(card).getByRole('timer')).toHaveTextContent(/^Answer within 1 h: the room is held for you until /);
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('closes the answers once the offer’s time has passed', async () => {
    const late = offered();
    hostel({ ...late, offer: { ...late.offer!, expires_at: new Date(Date.now() - 60_000).toISOString() } });
    openPage();
    const card = await screen.findByRole('region', { name: 'Your room offer' });
    expect(within(card).getByRole('timer')).toHaveTextContent('The time to answer has passed: the room goes to the next in line.');
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeDisabled();
  });

  it('accepts an offer with the booking form’s details, filled from the last booking, and opens the new booking', async () => {
    const { sent } = hostel(offered());
    openPage();
    const card = await screen.findByRole('region', { name: 'Your room offer' });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const form = screen.getByRole('form', { name: 'Accept the offer' });
    await waitFor(() => expect(within(form).getByLabelText('Index Number')).toHaveValue('UEW/001'));
    expect(form).toHaveTextContent(/Filled in from your booking HB-OLD222/);
    await userEvent.click(within(form).getByRole('button', { name: 'Book room B12' }));

    await waitFor(() => expect(window.location.pathname).toBe('/history'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/waitlist/offers/o7/accept' });
    expect(sent[0].body).toMatchObject({
      semester_id: 's1',
      room_id: 'r12',
      room_number: 'B12',
      index_number: 'UEW/001',
      dob: '01/15/2003',
      emergency_contact_phone_number: '020 123 4567',
      price_per_bed: 1850,
    });
    expect(sent[0].body).not.toHaveProperty('room_type_id');
  });

  it('declines an offer once confirmed, keeping the student in line', async () => {
    const { sent } = hostel(offered());
    openPage();
    const card = await screen.findByRole('region', { name: 'Your room offer' });
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Decline room B12?' })).getByRole('button', { name: 'Yes, decline' }),
    );
    expect(await screen.findByRole('heading', { name: 'You are number 1 in line for female rooms, any type.' })).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/waitlist/offers/o7/decline', query: {}, body: {} }]);
  });

  it('tells a student taken off the line after lapsed offers, and lets them join again', async () => {
    hostel(entry({ status: 'removed', position: null, lapses: 3 }));
    openPage();
    expect(await screen.findByText(/You were taken off the waitlist after 3 offers passed without an answer/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
  });
});
