// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_FORM_MESSAGES } from '../../shared/bookingFormMessages.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { invalidPhoneMessage } from '../../shared/phone.ts';
import { saveSession } from '../plain/session.ts';
import type { User } from '../plain/types.ts';
import { renderInAdmin, silenceExpectedErrors, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { BookRoom } from './BookRoom.tsx';

const student: User = {
  id: 'u1',
  fname: 'Ama',
  lname: 'Mensah',
  phone_number: '0241234567',
  email: 'ama@hostel.test',
  gender: 'female',
  country: 'Ghana',
  program: null,
  role: 'user',
  user_type: 'continuing_student',
};
const room = (id: string, room_number: string, beds_left: number, room_type_id = '1') => ({
  id,
  room_number,
  beds_left,
  room_type_id,
  semester_id: 's1',
  price_per_bed: 1500,
  room_capacity: 2,
  gender: 'female',
});

type Held = { id: string; user_id: string; semester_id: string; payment_status: string };

/** The hostel's answers: one semester, two room types, and the student's bookings from `bookings()`. */
function hostel({ bookings = () => [], ...overrides }: { bookings?: () => Held[] } & Record<string, (...args: any[]) => unknown> = {}) {
  const lists: Record<string, () => object[]> = {
    semesters: () => [{ id: 's1', name: 'Harmattan 2026', description: '', start_date: '2026-09-01', end_date: '2026-12-20' }],
    'room-types': () => [
      { id: '1', name: 'Standard' },
      { id: '2', name: 'Executive' },
    ],
    bookings,
  };
  return spyDataProvider({
    getList: (resource: string) => {
      const data = lists[resource]();
      return { data, total: data.length };
    },
    roomsOfType: ({ room_type_id }: { room_type_id: string }) =>
      room_type_id === '1' ? [room('r1', 'A1', 2), room('r2', 'A2', 0)] : [room('r3', 'E1', 1, '2')],
    checkRoomAvailability: () => true,
    bookBed: () => ({ data: { id: 'b1' }, message: MESSAGES.booking.created }),
    ...overrides,
  });
}

async function choose(label: string, option: string | RegExp) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The fields the student types, those not taken from the room or the account. */
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

describe('the booking form "Reserve A Bed" (SPEC.md points 4 and 5)', () => {
  beforeEach(() => saveSession('token', student));

  it('fills the identity fields from the account, read-only', async () => {
    renderInAdmin(<BookRoom />, { dataProvider: hostel() });
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

  it('requires every field but the medical condition, in the words the API uses, and books nothing', async () => {
    const dataProvider = hostel();
    renderInAdmin(<BookRoom />, { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Reserve Bed' }));
    const m = BOOKING_FORM_MESSAGES;
    for (const message of [
      m.semesterRequired,
      m.roomTypeRequired,
      m.roomNumberRequired,
      m.indexNumberRequired,
      m.dobRequired,
      m.maritalStatusRequired,
      m.programRequired,
      m.houseAddressRequired,
      m.emergencyNameRequired,
      m.emergencyRelationshipRequired,
      m.emergencyPhoneRequired,
      m.emergencyAddressRequired,
      m.checkInRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Index Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Medical Condition (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(m.lengthOfStay)).not.toBeInTheDocument();
    expect(dataProvider.bookBed).not.toHaveBeenCalled();
  });

  it('holds the dates to the chosen semester and the emergency phone to a real number, as the API does', async () => {
    const dataProvider = hostel();
    renderInAdmin(<BookRoom />, { dataProvider });
    await choose('Semester', 'Harmattan 2026');
    await choose('Room Type', 'Standard');
    await choose('Room Number', /Room A1/);
    await fillDetails();
    setDate('Date Of Birth', '2030-01-01');
    setDate('Check-In Date', '2020-01-15');
    await userEvent.clear(screen.getByLabelText('Emergency Contact Phone Number'));
    await userEvent.type(screen.getByLabelText('Emergency Contact Phone Number'), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve Bed' }));
    expect(await screen.findByText(BOOKING_FORM_MESSAGES.dobInFuture)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_FORM_MESSAGES.checkInOutsideSemester('2026-09-01', '2026-12-20'))).toBeInTheDocument();
    expect(screen.getByText(invalidPhoneMessage('Emergency Contact Phone Number'))).toBeInTheDocument();
    setDate('Date Of Birth', '2015-01-01'); // 11 when the semester starts
    expect(await screen.findByText(BOOKING_FORM_MESSAGES.dobImplausible(15, 100))).toBeInTheDocument();
    expect(dataProvider.bookBed).not.toHaveBeenCalled();
  });

  it('fills the price, in cedis, from the room number, keeps the room id unseen, and clears them when the room type changes', async () => {
    renderInAdmin(<BookRoom />, { dataProvider: hostel() });
    await choose('Semester', 'Harmattan 2026');
    await choose('Room Type', 'Standard');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Room Number' }));
    expect(await screen.findByRole('option', { name: 'Room A2 · No Bed Left' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Room A1 · 2 beds left' }));
    expect(screen.getByLabelText('Price Per Bed')).toHaveValue('GH₵ 1,500.00');
    expect(screen.queryByLabelText(/Room ID/i)).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('r1')).not.toBeInTheDocument();
    await choose('Room Type', 'Executive');
    expect(screen.getByLabelText('Price Per Bed')).toHaveValue('');
  });

  it('starts on the current semester, and names the length of stay with its unit', async () => {
    const current = { id: 's1', name: 'Harmattan 2026', description: '', start_date: '2026-09-01', end_date: '2026-12-20' };
    renderInAdmin(<BookRoom />, { dataProvider: hostel({ currentSemester: () => current }) });
    expect(await screen.findByRole('combobox', { name: 'Semester' })).toHaveTextContent('Harmattan 2026');
    expect(screen.getByRole('combobox', { name: 'Length Of Stay' })).toHaveTextContent('4 months');
  });

  it('starts from the room chosen on "Available Rooms"', async () => {
    renderInAdmin(<BookRoom />, { dataProvider: hostel(), path: '/book-room?semester_id=s1&room_type_id=1&room_number=A1' });
    expect(await screen.findByDisplayValue('GH₵ 1,500.00')).toBe(screen.getByLabelText('Price Per Bed'));
  });

  it('says when the chosen room is full, and does not offer to book it', async () => {
    renderInAdmin(<BookRoom />, { dataProvider: hostel({ checkRoomAvailability: () => false }) });
    await choose('Semester', 'Harmattan 2026');
    await choose('Room Type', 'Standard');
    await choose('Room Number', /Room A1/);
    expect(await screen.findByText(MESSAGES.booking.fullCapacity)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve Bed' })).toBeDisabled();
  });

  it('replaces the button by "You have already booked a room." when the student holds a booking', async () => {
    const held = { id: 'b0', user_id: 'u1', semester_id: 's1', payment_status: 'pending' };
    const dataProvider = hostel({ bookings: () => [held] });
    renderInAdmin(<BookRoom />, { dataProvider });
    expect(await screen.findByText(MESSAGES.booking.alreadyBooked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve Bed' })).not.toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('bookings', expect.objectContaining({ filter: { user_id: 'u1' } }));
  });

  it("after the student takes a room's last bed, says they have booked, not that the room is full", async () => {
    let booked = false;
    const dataProvider = hostel({
      roomsOfType: () => [room('r1', 'A1', booked ? 0 : 1)],
      checkRoomAvailability: () => !booked,
      bookings: () => (booked ? [{ id: 'b1', user_id: 'u1', semester_id: 's1', payment_status: 'pending' }] : []),
      bookBed: () => ((booked = true), { data: { id: 'b1' }, message: MESSAGES.booking.created }),
    });
    renderInAdmin(<BookRoom />, { dataProvider, path: '/book-room?semester_id=s1&room_type_id=1&room_number=A1' });
    expect(await screen.findByDisplayValue('GH₵ 1,500.00')).toBe(screen.getByLabelText('Price Per Bed'));
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve Bed' }));
    expect(await screen.findByText(MESSAGES.booking.alreadyBooked)).toBeInTheDocument();
    // The room's lists are fetched again after the booking: the room now has no bed left.
    expect(await screen.findByText('0 rooms available')).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(dataProvider.checkRoomAvailability).mock.calls.length).toBeGreaterThan(1));
    expect(screen.queryByText(MESSAGES.booking.fullCapacity)).not.toBeInTheDocument();
  });

  it('offers to book again when the only booking held was rejected', async () => {
    const rejected = { id: 'b0', user_id: 'u1', semester_id: 's1', payment_status: 'unpaid' };
    renderInAdmin(<BookRoom />, { dataProvider: hostel({ bookings: () => [rejected] }) });
    expect(await screen.findByRole('button', { name: 'Reserve Bed' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.booking.alreadyBooked)).not.toBeInTheDocument();
  });

  it('sends the dates month first and the room price as the amount', async () => {
    const dataProvider = hostel();
    renderInAdmin(<BookRoom />, { dataProvider });
    await choose('Semester', 'Harmattan 2026');
    await choose('Room Type', 'Standard');
    await choose('Room Number', /Room A1/);
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve Bed' }));
    expect(dataProvider.bookBed).toHaveBeenCalledWith(
      expect.objectContaining({
        semester_id: 's1',
        room_id: 'r1',
        room_number: 'A1',
        dob: '01/15/2003',
        check_in_date: '09/01/2026',
        length_of_stay: 4,
        amount_paid: 1500,
        medical_condition: null,
      }),
    );
  });

  it('once booked, takes the student to My booking (/history), where what to pay is said', async () => {
    const dataProvider = hostel();
    renderInAdmin(
      <Routes>
        <Route path="/book-room" element={<BookRoom />} />
        <Route path="/history" element={<h1>My booking page</h1>} />
      </Routes>,
      { dataProvider, path: '/book-room?semester_id=s1&room_type_id=1&room_number=A1' },
    );
    expect(await screen.findByDisplayValue('GH₵ 1,500.00')).toBe(screen.getByLabelText('Price Per Bed'));
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve Bed' }));
    expect(await screen.findByRole('heading', { name: 'My booking page' })).toBeInTheDocument();
    expect(dataProvider.bookBed).toHaveBeenCalledOnce();
  });

  it('stays on the form, with the reason, when the booking is refused', async () => {
    silenceExpectedErrors();
    const refusal = MESSAGES.booking.outOfService;
    const dataProvider = hostel({ bookBed: () => Promise.reject(new HttpError(refusal, 409, { message: refusal })) });
    renderInAdmin(
      <Routes>
        <Route path="/book-room" element={<BookRoom />} />
        <Route path="/history" element={<h1>My booking page</h1>} />
      </Routes>,
      { dataProvider, path: '/book-room?semester_id=s1&room_type_id=1&room_number=A1' },
    );
    expect(await screen.findByDisplayValue('GH₵ 1,500.00')).toBe(screen.getByLabelText('Price Per Bed'));
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve Bed' }));
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reserve Bed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My booking page' })).not.toBeInTheDocument();
  });
});
