// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_FORM_MESSAGES as M } from '../../../shared/bookingFormMessages.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { invalidPhoneMessage } from '../../../shared/phone.ts';
import { answerFetch, sentBody } from '../../guest/testing.ts';
import { firstCheckIn } from '../../plain/bookingRules.ts';
import { saveSession } from '../../plain/session.ts';
import { BookRoomPage } from './BookRoomPage.tsx';
import { paged, renderAsStudent } from '../testing.tsx';
import { called, semester, student } from './testing.tsx';

const room = (id: string, room_number: string, beds_left: number, room_type_id = '1', over: object = {}) => ({
  id,
  room_number,
  beds_left,
  room_type_id,
  semester_id: 's1',
  price_per_bed: 1500,
  room_capacity: 2,
  gender: 'female',
  room_status: 'available',
  out_of_service_reason: null,
  ...over,
});
type Held = { id: string; user_id: string; semester_id: string; payment_status: string };
type Answer = { status: number; body: unknown };

/** The API as the form reaches it: one semester, two room types, the student's bookings; `book` answers the booking. */
function hostel({
  semesters = () => [semester],
  bookings = () => [],
  available = () => true,
  book = () => ({ status: 201, body: { data: { id: 'b1' }, message: MESSAGES.booking.created } }),
  current = null,
  last = null,
}: {
  semesters?: () => object[];
  bookings?: () => Held[];
  available?: () => boolean;
  book?: () => Answer;
  current?: object | null;
  last?: object | null;
} = {}) {
  return answerFetch((url, init) => {
    const { method, path, query } = called(url, init);
    if (method === 'POST' && path === '/api/bookings') return book();
    const answers: Record<string, () => unknown> = {
      '/api/semesters': semesters,
      '/api/semesters/current': () => ({ data: current }),
      '/api/room-types': () => [
        { id: '1', name: 'Standard' },
        { id: '2', name: 'Executive' },
      ],
      '/api/bookings': bookings,
      '/api/bookings/me/last-form': () => ({ data: last }),
      // A hostel larger than one answer (ROOM_LIST_PAGE rooms): the form offers every page's rooms.
      '/api/room-types/1/rooms': () => (query.page === '2' ? paged([room('r2', 'A2', 0)], 2, 2) : paged([room('r1', 'A1', 2)], 2, 1)),
      // Beds left in a room out of service, or closed to booking, are not the student's to take.
      '/api/room-types/2/rooms': () =>
        paged([
          room('r3', 'E1', 1, '2', { price_per_bed: 2200 }),
          room('r4', 'G7', 4, '2', { out_of_service_reason: 'Leaking roof' }),
          room('r5', 'E2', 2, '2', { room_status: 'restricted' }),
        ]),
      '/api/check-room-availability': () => ({ available: available() }),
    };
    const answer = answers[path];
    return answer ? { status: 200, body: answer() } : { status: 404, body: { message: `${path}?${new URLSearchParams(query)}` } };
  });
}

const ADDRESS = '?semester_id=s1&room_type_id=1&room_number=A1';

/** The page at /book-room with `search`; the student's app opens My Booking once booked. */
const renderForm = (search = '') => renderAsStudent(<BookRoomPage />, { path: `/book-room${search}`, user: student });
const shownPath = () => window.location.pathname;

async function choose(label: string, option: string | RegExp) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The fields the student types, those not taken from the room or the account (as web/bookings/BookRoom.test.tsx). */
async function fillDetails() {
  await userEvent.type(screen.getByLabelText('Index Number'), 'UEW/001');
  setDate('Date Of Birth', '2003-01-15');
  await choose('Marital Status', 'Single');
  await userEvent.type(screen.getByLabelText('Program Of Study'), 'Nursing');
  await userEvent.type(screen.getByLabelText('House Address'), 'Hse 4');
  await userEvent.type(screen.getByLabelText('Emergency Contact Name'), 'Esi');
  await choose('Emergency Contact Relationship', 'Mother');
  await userEvent.type(screen.getByLabelText('Emergency Contact Phone Number'), '0201234567');
  await userEvent.type(screen.getByLabelText('Emergency Contact House Address'), 'Hse 4');
  setDate('Check-In Date', '2026-09-01');
}

const posts = (fetch: ReturnType<typeof answerFetch>) =>
  fetch.mock.calls.filter(([url, init]) => called(url, init).method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));
const priceShown = async () => expect(await screen.findByDisplayValue('GH₵ 1,500.00')).toBe(screen.getByLabelText('Price Per Bed'));

beforeEach(() => saveSession('token', student));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Reserve A Bed, the student app’s page (SPEC.md points 4 and 5)', () => {
  it('fills the identity fields from the account, read-only', async () => {
    hostel();
    renderForm();
    expect(screen.getByRole('heading', { name: 'Reserve A Bed', level: 1 })).toBeInTheDocument();
    for (const [label, value] of [
      ['Full Name', 'Ama Mensah'],
      ['Gender', 'Female'],
      ['Nationality', 'Ghana'],
      ['Phone Number', '0241234567'],
      ['Email Address', 'ama@hostel.test'],
    ]) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
  });

  it('fills the student’s details from their last booking, says which, and leaves the room and the check-in to the new booking', async () => {
    const last = {
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
    const fetch = hostel({ last });
    renderForm(ADDRESS);
    expect(await screen.findByText(/Filled in from your booking/)).toHaveTextContent(
      'Filled in from your booking HB-OLD222 of 10 Jan 2026. Check these details and change what is different.',
    );
    await waitFor(() => expect(screen.getByLabelText('Index Number')).toHaveValue('UEW/001'));
    expect(screen.getByLabelText('Date Of Birth')).toHaveValue('2003-01-15');
    expect(screen.getByRole('combobox', { name: 'Marital Status' })).toHaveTextContent('Single');
    expect(screen.getByLabelText('Emergency Contact Phone Number')).toHaveValue('020 123 4567');
    expect(screen.getByLabelText('Emergency Contact House Address')).toHaveValue('Hse 4, Winneba');
    // Check-in is the new booking's own: its semester's first day (today once it has begun).
    expect(screen.getByLabelText('Check-In Date')).toHaveValue(firstCheckIn(semester));
    await priceShown();
    await userEvent.clear(screen.getByLabelText('Program Of Study'));
    await userEvent.type(screen.getByLabelText('Program Of Study'), 'Midwifery');
    setDate('Check-In Date', '2026-09-01');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve Bed' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(posts(fetch)[0]).toMatchObject({
      room_id: 'r1',
      index_number: 'UEW/001',
      dob: '01/15/2003',
      program_of_study: 'Midwifery',
      emergency_contact_phone_number: '020 123 4567',
      check_in_date: '09/01/2026',
      medical_condition: null,
    });
  });

  it('gives a student without an earlier booking the empty form, with no note', async () => {
    const fetch = hostel();
    renderForm();
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => called(url).path)).toContain('/api/bookings/me/last-form'));
    expect(await screen.findByRole('button', { name: 'Reserve Bed' })).toBeInTheDocument();
    expect(screen.getByLabelText('Index Number')).toHaveValue('');
    expect(screen.queryByText(/Filled in from your booking/)).not.toBeInTheDocument();
  });

  it('requires every field but the medical condition, in the words the API uses, and books nothing', async () => {
    const fetch = hostel();
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Reserve Bed' }));
    for (const message of [
      M.semesterRequired,
      M.roomTypeRequired,
      M.roomNumberRequired,
      M.indexNumberRequired,
      M.dobRequired,
      M.maritalStatusRequired,
      M.programRequired,
      M.houseAddressRequired,
      M.emergencyNameRequired,
      M.emergencyRelationshipRequired,
      M.emergencyPhoneRequired,
      M.emergencyAddressRequired,
      M.checkInRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Index Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Medical Condition (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(M.lengthOfStay)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveFocus();
    expect(posts(fetch)).toEqual([]);
  });

  it('says what a field lacks once it is left, not before', async () => {
    hostel();
    renderForm();
    await userEvent.click(screen.getByLabelText('Index Number'));
    expect(screen.queryByText(M.indexNumberRequired)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText(M.indexNumberRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Index Number'), 'UEW/001');
    expect(screen.queryByText(M.indexNumberRequired)).not.toBeInTheDocument();
  });

  it('holds the dates to the chosen semester and the emergency phone to a real number, as the API does', async () => {
    const fetch = hostel();
    renderForm();
    await choose('Semester', 'Harmattan 2026');
    await choose('Room Type', 'Standard');
    await choose('Room Number', /Room A1/);
    await fillDetails();
    setDate('Date Of Birth', '2030-01-01');
    setDate('Check-In Date', '2020-01-15');
    await userEvent.clear(screen.getByLabelText('Emergency Contact Phone Number'));
    await userEvent.type(screen.getByLabelText('Emergency Contact Phone Number'), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve Bed' }));
    expect(await screen.findByText(M.dobInFuture)).toBeInTheDocument();
    expect(screen.getByText('Check-in Date must be within the semester, from 1 Sept 2026 to 20 Dec 2026.')).toBeInTheDocument();
    expect(await screen.findByText(invalidPhoneMessage('Emergency Contact Phone Number'))).toBeInTheDocument();
    setDate('Date Of Birth', '2015-01-01'); // 11 when the semester starts
    expect(await screen.findByText(M.dobImplausible(15, 100))).toBeInTheDocument();
    expect(posts(fetch)).toEqual([]);
  });

  it('holds the emergency contact’s name to a name, as the API does', async () => {
    const fetch = hostel();
    renderForm(ADDRESS);
    await priceShown();
    await fillDetails();
    await userEvent.clear(screen.getByLabelText('Emergency Contact Name'));
    await userEvent.click(screen.getByLabelText('Emergency Contact Name'));
    await userEvent.paste('\u202EiseE');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve Bed' }));
    expect(await screen.findByText(MESSAGES.names.directionControls('Emergency Contact Name'))).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Emergency Contact Name'));
    await userEvent.type(screen.getByLabelText('Emergency Contact Name'), '...');
    expect(await screen.findByText(MESSAGES.names.noLetter('Emergency Contact Name'))).toBeInTheDocument();
    expect(posts(fetch)).toEqual([]);
  });

  it('lists the rooms of the type, fills the price from the number, and clears it when the type changes', async () => {
    const fetch = hostel();
    renderForm();
    await choose('Semester', 'Harmattan 2026');
    expect(screen.getByText('Choose a semester and a room type first')).toBeInTheDocument();
    await choose('Room Type', 'Standard');
    expect(await screen.findByText('1 room available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Room Number' }));
    expect(await screen.findByRole('option', { name: 'Room A2 · GH₵ 1,500.00 · No Bed Left' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Room A1 · GH₵ 1,500.00 · 2 beds left' }));
    expect(screen.getByLabelText('Price Per Bed')).toHaveValue('GH₵ 1,500.00');
    expect(screen.queryByDisplayValue('r1')).not.toBeInTheDocument();
    const rooms = fetch.mock.calls.map(([url]) => called(url)).filter((c) => c.path === '/api/room-types/1/rooms');
    expect(rooms.map((c) => c.query)).toEqual([
      { semester_id: 's1', gender: 'female', page: '1' },
      { semester_id: 's1', gender: 'female', page: '2' },
    ]);
    await choose('Room Type', 'Executive');
    expect(screen.getByLabelText('Price Per Bed')).toHaveValue('');
  });

  it('starts on the current semester, and names the length of stay with its unit', async () => {
    hostel({ current: semester });
    renderForm();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent('Harmattan 2026'));
    expect(screen.getByRole('combobox', { name: 'Length Of Stay' })).toHaveTextContent('4 months');
  });

  it('starts from the room chosen on "Available Rooms"', async () => {
    hostel();
    renderForm(ADDRESS);
    await priceShown();
    expect(screen.getByRole('combobox', { name: 'Room Number' })).toHaveTextContent('Room A1 · GH₵ 1,500.00 · 2 beds left');
  });

  it('says when the chosen room is full, and does not offer to book it', async () => {
    hostel({ available: () => false });
    renderForm(ADDRESS);
    expect(await screen.findByText(MESSAGES.booking.fullCapacity)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve Bed' })).toBeDisabled();
  });

  it('offers no room out of service or closed to booking, and counts only the rooms it offers', async () => {
    hostel();
    renderForm();
    await choose('Semester', 'Harmattan 2026');
    await choose('Room Type', 'Executive');
    expect(await screen.findByText('1 room available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Room Number' }));
    expect(await screen.findByRole('option', { name: 'Room G7 · GH₵ 1,500.00 · Out of service' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Room E2 · GH₵ 1,500.00 · Not open for booking' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Room E1 · GH₵ 2,200.00 · 1 bed left' })).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['G7', MESSAGES.booking.outOfService],
    ['E2', MESSAGES.booking.notBookable],
  ])('says why room %s, reached by a link, cannot be booked', async (number, reason) => {
    // The server's own check says no as well: only the reason differs from a full room.
    hostel({ available: () => false });
    renderForm(`?semester_id=s1&room_type_id=2&room_number=${number}`);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.booking.fullCapacity)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve Bed' })).toBeDisabled();
  });

  it('replaces the button by "You have already booked a room." when the student holds a booking', async () => {
    const fetch = hostel({ bookings: () => [{ id: 'b0', user_id: 'u1', semester_id: 's1', payment_status: 'pending' }] });
    renderForm();
    // At the top of the form, and again where the button would be.
    expect(await screen.findAllByText(MESSAGES.booking.alreadyBooked)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Reserve Bed' })).not.toBeInTheDocument();
    const list = fetch.mock.calls.map(([url]) => called(url)).find((c) => c.path === '/api/bookings');
    expect(list?.query).toEqual({ filter: '{"user_id":"u1"}', range: '[0,99]', sort: '["created_at","DESC"]' });
    await userEvent.click(screen.getByRole('link', { name: 'My Booking' }));
    expect(shownPath()).toBe('/history');
  });

  it('offers to book again when the only booking held was rejected', async () => {
    hostel({ bookings: () => [{ id: 'b0', user_id: 'u1', semester_id: 's1', payment_status: 'unpaid' }] });
    renderForm();
    expect(await screen.findByRole('button', { name: 'Reserve Bed' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.booking.alreadyBooked)).not.toBeInTheDocument();
  });

  it('sends what the react-admin form sends, once, says it is booked, and opens My booking', async () => {
    const fetch = hostel();
    renderForm();
    await choose('Semester', 'Harmattan 2026');
    await choose('Room Type', 'Standard');
    await choose('Room Number', /Room A1/);
    await fillDetails();
    const button = screen.getByRole('button', { name: 'Reserve Bed' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(shownPath()).toBe('/history'));
    expect(posts(fetch)).toEqual([
      {
        semester_id: 's1',
        room_type_id: '1',
        room_number: 'A1',
        room_id: 'r1',
        price_per_bed: 1500,
        index_number: 'UEW/001',
        dob: '01/15/2003',
        marital_status: 'Single',
        program_of_study: 'Nursing',
        house_address: 'Hse 4',
        emergency_contact_name: 'Esi',
        emergency_contact_relationship: 'Mother',
        emergency_contact_phone_number: '0201234567',
        emergency_contact_house_address: 'Hse 4',
        check_in_date: '09/01/2026',
        length_of_stay: 4,
        medical_condition: null,
        full_name: 'Ama Mensah',
        gender: 'female',
        nationality: 'Ghana',
        phone_number: '0241234567',
        email_address: 'ama@hostel.test',
        amount_paid: 1500,
      },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.booking.created);
  });

  it('starts the check-in on the chosen semester’s first day, or today once it has begun, until the student picks one', async () => {
    vi.useFakeTimers({ now: new Date('2026-08-20T09:00:00Z'), toFake: ['Date'] });
    hostel({ semesters: () => [semester, { ...semester, id: 's0', name: 'Running 2026', start_date: '2026-08-01' }] });
    renderForm();
    await choose('Semester', 'Harmattan 2026');
    await waitFor(() => expect(screen.getByLabelText('Check-In Date')).toHaveValue('2026-09-01'));
    await choose('Semester', 'Running 2026');
    await waitFor(() => expect(screen.getByLabelText('Check-In Date')).toHaveValue('2026-08-20'));
    setDate('Check-In Date', '2026-09-03');
    await choose('Semester', 'Harmattan 2026');
    expect(screen.getByLabelText('Check-In Date')).toHaveValue('2026-09-03');
    vi.useRealTimers();
  });

  it('says "You have already booked a room." at the top of the form, before the room is chosen', async () => {
    hostel({ bookings: () => [{ id: 'b0', user_id: 'u1', semester_id: 's1', payment_status: 'pending' }] });
    renderForm();
    const [top] = await screen.findAllByText(MESSAGES.booking.alreadyBooked);
    const roomHeading = screen.getByRole('heading', { name: 'Room', level: 2 });
    expect(top.compareDocumentPosition(roomHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the price per bed of each room to choose from', async () => {
    hostel();
    renderForm();
    await choose('Semester', 'Harmattan 2026');
    await choose('Room Type', 'Executive');
    await userEvent.click(screen.getByRole('combobox', { name: 'Room Number' }));
    expect(await screen.findByRole('option', { name: 'Room E1 · GH₵ 2,200.00 · 1 bed left' })).toBeInTheDocument();
  });

  it('shows the student’s own phone number as Ghanaians write it, and sends it as stored', async () => {
    saveSession('token', { ...student, phone_number: '+233241234567' });
    hostel();
    renderAsStudent(<BookRoomPage />, { path: '/book-room', user: { ...student, phone_number: '+233241234567' } });
    await waitFor(() => expect(screen.getByLabelText('Phone Number')).toHaveValue('024 123 4567'));
  });

  it('stays on the form, with the server’s reason, when the booking is refused', async () => {
    const refusal = MESSAGES.booking.outOfService;
    const fetch = hostel({ book: () => ({ status: 409, body: { message: refusal } }) });
    renderForm(ADDRESS);
    await priceShown();
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve Bed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: 'Reserve Bed' })).toBeEnabled();
    expect(shownPath()).toBe('/book-room');
    expect(
      sentBody(
        fetch,
        fetch.mock.calls.findIndex(([url, init]) => called(url, init).method === 'POST'),
      ),
    ).toMatchObject({
      room_id: 'r1',
    });
  });

  it('shows the server’s field errors under their fields, until they are changed', async () => {
    const taken = 'This index number is already booked this semester.';
    hostel({ book: () => ({ status: 422, body: { message: 'The given data was invalid.', errors: { index_number: [taken] } } }) });
    renderForm(ADDRESS);
    await priceShown();
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve Bed' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByLabelText('Index Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid.');
    await userEvent.type(screen.getByLabelText('Index Number'), '2');
    expect(screen.queryByText(taken)).not.toBeInTheDocument();
  });

  it('says the button is busy while the booking is sent', async () => {
    let answer = (_: Response) => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const { method, path } = called(url, init);
        if (method === 'POST') return new Promise<Response>((resolve) => (answer = resolve));
        const body = path === '/api/semesters' ? [semester] : path === '/api/room-types/1/rooms' ? paged([room('r1', 'A1', 2)]) : [];
        return new Response(JSON.stringify(path === '/api/check-room-availability' ? { available: true } : body), { status: 200 });
      }),
    );
    renderForm(ADDRESS);
    await priceShown();
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve Bed' }));
    expect(await screen.findByRole('button', { name: 'Reserving...' })).toBeDisabled();
    answer(new Response(JSON.stringify({ message: 'Booked' }), { status: 201 }));
    expect(await screen.findByText('Booked')).toBeInTheDocument();
  });
});
