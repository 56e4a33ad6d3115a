// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../plain/format.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { BookingShow } from './BookingShow.tsx';

const booking = {
  id: 'b1',
  full_name: 'Ama Mensah',
  semester_id: 's1',
  room_number: 'A1',
  room_type: 'Standard',
  check_in_date: '2026-09-01',
  length_of_stay: 4,
  amount_paid: 1500,
  payment_status: 'pending',
  reference: 'HB-7K3M9Q',
  payment_reference: 'MP1234',
  created_at: '2026-09-01T08:00:00Z',
  student_deleted: false,
};
const step = (type: string, position: number, more: Record<string, unknown> = {}) => ({
  type,
  position,
  at: `2026-09-0${position}T09:00:00Z`,
  actor: { id: 'u', name: position === 3 ? 'Kojo Admin' : 'Ama Mensah' },
  from_status: position === 1 ? null : 'pending',
  to_status: 'pending',
  room_id: 'r1',
  amount: 1500,
  reason: null,
  ...more,
});

function showBooking(record: object, history: object[] = []) {
  const dataProvider = spyDataProvider({
    getOne: (resource: string) => ({ data: resource === 'bookings' ? record : { id: 's1', end_date: '2026-12-20' } }),
    bookingHistory: () => history,
  });
  renderInAdmin(
    <Routes>
      <Route path="/booking/:bookingId" element={<BookingShow />} />
    </Routes>,
    { dataProvider, path: '/booking/b1' },
  );
}
const fact = (list: HTMLElement, name: string) => within(list).getByText(name).nextElementSibling?.textContent;

describe("a booking's page, while its payment is reviewed", () => {
  it('says the payment is under review since the reference came, with no deadline to pay', async () => {
    showBooking({ ...booking, payment_review: 'under_review', payment_reference_at: '2026-09-02T10:00:00Z', hold_until: null });
    const facts = await screen.findByLabelText('Booking');
    expect(within(facts).getByText('Under review')).toBeInTheDocument();
    expect(fact(facts, 'Under Review')).toBe(
      `Reference given ${formatDateTime('2026-09-02T10:00:00Z')}. No deadline runs until you approve, reject or ask the student.`,
    );
    expect(within(facts).queryByText('Pay By')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask the student about the payment of Ama Mensah' })).toBeEnabled();
  });

  it('shows the open question, the deadline to answer it, and the questions and answers in the history', async () => {
    const hold_until = new Date(Date.now() + 86_400_000 + 120_000).toISOString();
    showBooking(
      {
        ...booking,
        payment_review: 'question_asked',
        payment_question: 'We cannot find MP1235 in our statement.',
        payment_question_at: '2026-09-05T09:00:00Z',
        hold_until,
      },
      [
        step('BedBooked', 1, { hold_until: '2026-09-04T08:00:00Z' }),
        step('PaymentReferenceGiven', 2, { payment_reference: 'MP1234' }),
        step('PaymentQuestionAsked', 3, { reason: 'Which network?', payment_reference: 'MP1234', hold_until: '2026-09-06T09:00:00Z' }),
        step('PaymentReferenceGiven', 4, { payment_reference: 'MP1235', answers_question: 'Which network?' }),
      ],
    );
    const facts = await screen.findByLabelText('Booking');
    expect(within(facts).getByText('Question asked')).toBeInTheDocument();
    expect(fact(facts, 'Question Asked')).toContain('We cannot find MP1235 in our statement.');
    expect(fact(facts, 'Question Asked')).toContain(`Asked ${formatDateTime('2026-09-05T09:00:00Z')}.`);
    expect(fact(facts, 'Answer By')).toContain('Answer within 1 day to keep your bed');
    const history = await screen.findByLabelText('Payment history');
    expect(within(history).getByText('Question asked about the payment')).toBeInTheDocument();
    expect(within(history).getByText('Question: Which network?')).toBeInTheDocument();
    expect(within(history).getByText(`Answer by ${formatDateTime('2026-09-06T09:00:00Z')}`)).toBeInTheDocument();
    expect(within(history).getByText('Question answered')).toBeInTheDocument();
    expect(within(history).getByText('Answering: Which network?')).toBeInTheDocument();
    expect(within(history).getByText('Payment reference: MP1235')).toBeInTheDocument();
  });
});

describe("a booking's page, after the porter's lodge", () => {
  it('says when the guest checked in and out, with the key and the notes', async () => {
    showBooking({
      ...booking,
      payment_status: 'paid',
      checked_in_at: '2026-09-01T10:00:00Z',
      key_number: 'K-7',
      check_in_note: 'Came with her mother',
      checked_out_at: '2026-12-20T09:00:00Z',
      key_returned: false,
      check_out_note: 'Window cracked',
      no_show: false,
    });
    const facts = await screen.findByLabelText('Booking');
    expect(fact(facts, 'Checked In')).toBe(`${formatDateTime('2026-09-01T10:00:00Z')} · key K-7 · Came with her mother`);
    expect(fact(facts, 'Checked Out')).toBe(`${formatDateTime('2026-12-20T09:00:00Z')} · key not returned · Window cracked`);
    expect(within(facts).queryByText('No-show')).toBeNull();
  });

  it('calls a paid booking whose guest never came a no-show, for the office to decide', async () => {
    showBooking({ ...booking, payment_status: 'paid', checked_in_at: null, checked_out_at: null, no_show: true });
    const facts = await screen.findByLabelText('Booking');
    expect(fact(facts, 'No-show')).toBe('Paid but not checked in: revoke the payment, or wait.');
    expect(within(facts).queryByText('Checked In')).toBeNull();
  });
});

describe('a booking whose student was deleted', () => {
  // As the API answers it once the student is forgotten: the money kept, the personal fields empty.
  const forgotten = {
    ...booking,
    full_name: 'Deleted student',
    index_number: '',
    gender: 'female',
    dob: null,
    marital_status: '',
    nationality: '',
    program_of_study: '',
    phone_number: '',
    email_address: '',
    house_address: '',
    emergency_contact_name: '',
    emergency_contact_relationship: '',
    emergency_contact_phone_number: '',
    emergency_contact_house_address: '',
    medical_condition: null,
    payment_reference: null,
    payment_status: 'unpaid',
    last_decision: 'approved',
    student_deleted: true,
  };

  it('names them "Deleted student", shows a dash for each forgotten field, and keeps the money', async () => {
    showBooking(forgotten, [
      { ...step('BedBooked', 1), actor: { id: 'u', name: 'Deleted student' } },
      step('PaymentApproved', 3, { to_status: 'paid' }),
    ]);
    expect(await screen.findByRole('heading', { name: /Booking of Deleted student/ })).toBeInTheDocument();
    const guest = screen.getByLabelText('Guest');
    expect(fact(guest, 'Full Name')).toBe('Deleted student');
    expect(fact(guest, 'Gender')).toBe('Female');
    for (const name of ['Index Number', 'Date Of Birth', 'Marital Status', 'Nationality', 'Program Of Study', 'Phone Number'])
      expect(fact(guest, name), name).toBe('—');
    for (const name of ['Email Address', 'House Address', 'Medical Condition']) expect(fact(guest, name), name).toBe('—');
    const contact = screen.getByLabelText('Emergency Contact');
    for (const name of ['Name', 'Relationship', 'Phone Number', 'House Address']) expect(fact(contact, name), name).toBe('—');
    const facts = screen.getByLabelText('Booking');
    expect(fact(facts, 'Payment Reference')).toBe('—');
    expect(fact(facts, 'Amount Due')).toMatch(/1,500\.00/);
    // Paid, then released by the deletion: the money was received, nothing was rejected.
    expect(fact(facts, 'Payment')).toMatch(/^Released/);
    const history = await screen.findByLabelText('Payment history');
    expect(history).toHaveTextContent('by Deleted student');
    expect(history).toHaveTextContent('by Kojo Admin');
    expect(document.body).not.toHaveTextContent(/Invalid date|NaN|undefined|null/);
  });
});
