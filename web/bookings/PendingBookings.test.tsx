// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { PendingBookings } from './PendingBookings.tsx';

const booking = (id: string, full_name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  full_name,
  student_deleted: false,
  index_number: `UEW/${id}`,
  room_number: 'A1',
  phone_number: '+233241234567',
  reference: `HB-${id.toUpperCase()}`,
  room_type: 'Standard',
  amount_paid: 1500,
  created_at: '2026-09-01T08:00:00Z',
  payment_status: 'pending',
  ...overrides,
});
const harmattan = { id: 's1', name: 'Harmattan 2026', description: '', start_date: '2026-08-15', end_date: '2026-12-20' };

/** The queue's answers: `rows` as the pending list, the semesters, and Harmattan as the current semester. */
function office(rows: object[], overrides: Record<string, (...args: any[]) => unknown> = {}) {
  return spyDataProvider({
    getList: (resource: string) => (resource === 'semesters' ? { data: [harmattan], total: 1 } : { data: rows, total: rows.length }),
    currentSemester: () => harmattan,
    ...overrides,
  });
}
const bookingLists = (dataProvider: ReturnType<typeof office>) =>
  vi
    .mocked(dataProvider.getList)
    .mock.calls.filter(([resource]) => resource === 'bookings')
    .map(([, params]) => params);

describe('the pending payments queue', () => {
  it("marks a deleted student's booking and offers no decision on it", async () => {
    const dataProvider = office([booking('b1', 'Gone Student', { student_deleted: true }), booking('b2', 'Kept Student')]);
    renderInAdmin(<PendingBookings />, { dataProvider });
    const gone = (await screen.findByRole('link', { name: 'Gone Student' })).closest('tr')!;
    expect(within(gone as HTMLElement).getByText('Deleted student')).toBeInTheDocument();
    expect(screen.getAllByText('Deleted student')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Approve payment of Gone Student' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve payment of Kept Student' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Select Gone Student' })).toBeDisabled();
  });

  it("shows a dash for a deleted student's forgotten index number and phone", async () => {
    const forgotten = booking('b1', 'Deleted student', { student_deleted: true, index_number: '', phone_number: '' });
    renderInAdmin(<PendingBookings />, { dataProvider: office([forgotten, booking('b2', 'Kept Student')]) });
    const gone = (await screen.findByRole('link', { name: 'Deleted student' })).closest('tr') as HTMLElement;
    expect(within(gone).getByRole('cell', { name: '—' })).toBeInTheDocument();
    expect(within(within(gone).getAllByRole('cell')[1]).getByText('—')).toBeInTheDocument();
  });

  it("shows each hold's deadline with the time left, and the holds that have run out", async () => {
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000 + 3 * 3_600_000 + 120_000).toISOString();
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const dataProvider = office([
      booking('b1', 'Early Payer', { hold_until: inTwoDays }),
      booking('b2', 'Late Payer', { hold_until: anHourAgo }),
    ]);
    renderInAdmin(<PendingBookings />, { dataProvider });
    const early = (await screen.findByRole('link', { name: 'Early Payer' })).closest('tr') as HTMLElement;
    const late = screen.getByRole('link', { name: 'Late Payer' }).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'Pay By / Booked' })).toBeInTheDocument();
    expect(within(early).getByText('2 days 3 h left')).toBeInTheDocument();
    expect(within(late).getByText('Expired')).toBeInTheDocument();
    expect(within(early).queryByText('Expired')).toBeNull();
  });

  it('shows which payments are under review, with no deadline, and which wait for the student’s answer', async () => {
    const inADay = new Date(Date.now() + 86_400_000 + 120_000).toISOString();
    const dataProvider = office([
      booking('b1', 'Ama Mensah', {
        payment_review: 'under_review',
        payment_reference: 'MP1',
        payment_reference_at: '2026-09-02T10:00:00Z',
      }),
      booking('b2', 'Efua Asante', { payment_review: 'question_asked', payment_reference: 'MP2', hold_until: inADay }),
      booking('b3', 'Akua Boateng', { payment_review: null, hold_until: inADay }),
    ]);
    renderInAdmin(<PendingBookings />, { dataProvider });
    const row = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
    const reviewed = await row('Ama Mensah');
    expect(within(reviewed).getByText('Under review')).toBeInTheDocument();
    expect(within(reviewed).getByText(/No deadline: reference given/)).toBeInTheDocument();
    expect(within(reviewed).queryByText('Expired')).toBeNull();
    const asked = await row('Efua Asante');
    expect(within(asked).getByText('Question asked')).toBeInTheDocument();
    expect(within(asked).getByText('1 day left')).toBeInTheDocument();
    const waiting = await row('Akua Boateng');
    expect(within(waiting).queryByText(/Under review|Question asked/)).toBeNull();
    // Each row can be asked about instead of rejected.
    expect(within(reviewed).getByRole('button', { name: 'Ask the student about the payment of Ama Mensah' })).toBeEnabled();
  });

  it('narrows the queue to the payments waiting for the office, or for the student', async () => {
    const dataProvider = office([booking('b1', 'Ama Mensah')]);
    renderInAdmin(<PendingBookings />, { dataProvider });
    await screen.findByRole('link', { name: 'Ama Mensah' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Waiting for' }));
    await userEvent.click(await screen.findByRole('option', { name: 'The student (question asked)' }));
    await waitFor(() =>
      expect(bookingLists(dataProvider).at(-1)).toMatchObject({
        filter: { semester_id: 's1', payment_status: 'pending', payment_review: 'question_asked' },
      }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Waiting for' }));
    await userEvent.click(await screen.findByRole('option', { name: 'The office (under review)' }));
    await waitFor(() => expect(bookingLists(dataProvider).at(-1)?.filter).toMatchObject({ payment_review: 'under_review' }));
  });

  it('is named Pending Payments, shows what is due, and asks for the current semester oldest first, then for what is searched', async () => {
    const dataProvider = office([booking('b1', 'Ama Mensah')]);
    renderInAdmin(<PendingBookings />, { dataProvider });
    expect(await screen.findByRole('heading', { name: 'Pending Payments' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Amount Due' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent('Harmattan 2026');
    expect(bookingLists(dataProvider)).toEqual([
      expect.objectContaining({ filter: { semester_id: 's1', payment_status: 'pending' }, sort: { field: 'created_at', order: 'ASC' } }),
    ]);
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Search' }), '024 123');
    await waitFor(() =>
      expect(bookingLists(dataProvider).at(-1)).toMatchObject({
        filter: { q: '024 123', semester_id: 's1', payment_status: 'pending' },
        pagination: { page: 1 },
      }),
    );
    // The search is sent once the typing pauses, not at each of the 7 keys.
    expect(bookingLists(dataProvider).filter((p) => p.filter.q).length).toBeLessThan(3);
  });

  it('approves the chosen bookings after a confirmation naming how many and their total, and reports each', async () => {
    const rows = [booking('b1', 'Ama Mensah'), booking('b2', 'Kofi Boateng', { amount_paid: 2500 }), booking('b3', 'Esi Quaye')];
    const approvePayments = vi.fn(({ ids }: { ids: string[] }) => ({
      data: ids.map((id) =>
        id === 'b2' ? { id, ok: false, status: 409, message: MESSAGES.booking.statusChanged('paid') } : { id, ok: true },
      ),
      meta: { approved: ids.length - 1, failed: 1 },
    }));
    const dataProvider = office(rows, { approvePayments });
    renderInAdmin(<PendingBookings />, { dataProvider });
    expect(await screen.findByRole('button', { name: 'Approve selected' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Ama Mensah' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Kofi Boateng' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve selected (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 payments?' });
    expect(dialog).toHaveTextContent('2 payments totalling GH₵ 4,000.00 will be marked paid.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(approvePayments).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Approve selected (2)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve 2' }));
    expect(approvePayments).toHaveBeenCalledWith({ ids: ['b1', 'b2'] });
    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent('1 payment approved, 1 not');
    expect(report).toHaveTextContent(`Kofi Boateng: ${MESSAGES.booking.statusChanged('paid')}`);
    expect(await screen.findByRole('button', { name: 'Approve selected' })).toBeDisabled();
  });

  it('selects every decidable booking of the page at once', async () => {
    const rows = [booking('b1', 'Ama Mensah'), booking('b2', 'Gone Student', { student_deleted: true }), booking('b3', 'Esi Quaye')];
    renderInAdmin(<PendingBookings />, { dataProvider: office(rows) });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select every booking on this page' }));
    expect(screen.getByRole('button', { name: 'Approve selected (2)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Select Gone Student' })).not.toBeChecked();
  });

  it("shows the booking's reference, the phone, and the student's payment reference as their claim, one line each", async () => {
    const rows = [
      booking('b1', 'Ama Mensah', {
        reference: 'HB-7K3M9Q',
        phone_number: '+233241234567',
        payment_reference: 'MP-1',
        payment_reference_also_on: ['HB-22222Z'],
      }),
      booking('b2', 'Esi Quaye', { reference: 'HB-22222Z', phone_number: '+233501234567', payment_reference: null }),
    ];
    renderInAdmin(<PendingBookings />, { dataProvider: office(rows) });
    const ama = (await screen.findByRole('link', { name: 'Ama Mensah' })).closest('tr') as HTMLElement;
    const esi = screen.getByRole('link', { name: 'Esi Quaye' }).closest('tr') as HTMLElement;
    for (const name of ['Booking Ref.', 'Phone', 'Reference given by the student'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(within(ama).getByRole('cell', { name: 'HB-7K3M9Q' })).toBeInTheDocument();
    expect(within(ama).getByRole('cell', { name: '024 123 4567' })).toBeInTheDocument();
    expect(within(ama).getByRole('note')).toHaveTextContent('Also given for HB-22222Z');
    expect(within(esi).getByText('None yet')).toBeInTheDocument();
    expect(screen.queryByText(/Paid with/)).toBeNull();
  });

  it('says when a search finds nothing, and that the queue is empty only when it is', async () => {
    const dataProvider = office([]);
    renderInAdmin(<PendingBookings />, { dataProvider });
    expect(await screen.findByText('No booking is waiting for a payment decision.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Nobody');
    expect(await screen.findByText('No booking matches "Nobody".')).toBeInTheDocument();
    expect(screen.queryByText('No booking is waiting for a payment decision.')).toBeNull();
  });

  it('says Revoked and Expired in the All tab, not Rejected', async () => {
    const rows = [
      booking('b1', 'Ama Revoked', { payment_status: 'unpaid', last_decision: 'revoked' }),
      booking('b2', 'Esi Expired', { payment_status: 'unpaid', last_decision: 'expired' }),
      booking('b3', 'Kofi Rejected', { payment_status: 'unpaid', last_decision: 'rejected' }),
    ];
    renderInAdmin(<PendingBookings />, { dataProvider: office(rows), path: '/restricted-rooms?show=all' });
    const row = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
    expect(within(await row('Ama Revoked')).getByText('Revoked')).toBeInTheDocument();
    expect(within(await row('Esi Expired')).getByText('Expired')).toBeInTheDocument();
    expect(within(await row('Kofi Rejected')).getByText('Rejected')).toBeInTheDocument();
    expect(screen.getAllByText('Rejected')).toHaveLength(1);
  });

  it('keeps its page and tab in the address, so that coming back finds the list as it was left', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => booking(`b${i}`, `Student ${i}`));
    const dataProvider = office(rows, {
      getList: (resource: string) => (resource === 'semesters' ? { data: [harmattan], total: 1 } : { data: rows, total: 25 }),
    });
    renderInAdmin(<PendingBookings />, { dataProvider, path: '/restricted-rooms?page=2' });
    await screen.findByRole('link', { name: 'Student 0' });
    expect(bookingLists(dataProvider)[0]).toMatchObject({ pagination: { page: 2 } });
    // The form putting in the current semester is not a new search: the page stays.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent('Harmattan 2026'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(bookingLists(dataProvider).every((p) => p.pagination?.page === 2)).toBe(true);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(bookingLists(dataProvider).at(-1)).toMatchObject({ pagination: { page: 3 } }));
  });

  it('warns before approving bookings that were given the same payment reference, naming it and the students', async () => {
    const rows = [
      booking('b1', 'Ama Mensah', { payment_reference: 'MP240911.1234' }),
      booking('b2', 'Kofi Boateng', { payment_reference: 'mp240911.1234' }),
      booking('b3', 'Esi Quaye', { payment_reference: 'MP-OTHER' }),
    ];
    renderInAdmin(<PendingBookings />, { dataProvider: office(rows) });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select every booking on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 3 payments?' });
    expect(dialog).toHaveTextContent('The same payment reference was given more than once');
    expect(dialog).toHaveTextContent('MP240911.1234: Ama Mensah and Kofi Boateng');
    expect(dialog).not.toHaveTextContent('MP-OTHER');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Kofi Boateng' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve selected (2)' }));
    expect(await screen.findByRole('dialog', { name: 'Approve 2 payments?' })).not.toHaveTextContent('given more than once');
  });
});
