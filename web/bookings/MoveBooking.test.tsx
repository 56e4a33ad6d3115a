// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../plain/format.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { MoveBooking } from './MoveBooking.tsx';
import { PaymentTimeline } from './PaymentTimeline.tsx';

const ama = {
  id: 'b1',
  full_name: 'Ama Mensah',
  semester_id: 's1',
  gender: 'female' as const,
  room_id: 'r1',
  room_number: 'A101',
  amount_paid: 1500,
  payment_status: 'pending' as const,
};
const room = (id: string, room_number: string, price_per_bed: number, beds_left = 2) => ({
  id,
  room_number,
  price_per_bed,
  beds_left,
  semester_id: 's1',
  gender: 'female',
  room_type: 'Standard',
  floor: 'First Floor',
});
const rooms = [room('r1', 'A101', 1500, 1), room('r2', 'B202', 1800), room('r3', 'C303', 1200, 1)];
const paged = (data: unknown[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 500, total: data.length } });

function openDialog(booking = ama, list = rooms) {
  const dataProvider = spyDataProvider({
    roomsWithBedsLeft: () => paged(list),
    moveBooking: () => ({ data: { ...booking, room_id: 'r2' }, message: 'Booking moved to room B202' }),
  });
  renderInAdmin(<MoveBooking booking={booking} />, { dataProvider });
  return { dataProvider, open: () => userEvent.click(screen.getByRole('button', { name: 'Move to another room' })) };
}

describe('moving a booking to another room', () => {
  it('lists the other rooms with a free bed for the student, with their price, and shows the new amount due before moving', async () => {
    const { dataProvider, open } = openDialog();
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Move Ama Mensah to another room' });
    const choices = await within(dialog).findAllByRole('radio');
    expect(dataProvider.roomsWithBedsLeft).toHaveBeenCalledWith({ semester_id: 's1', gender: 'female', page: 1 });
    // The booking's own room is no choice; each other is shown with its price and the difference.
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      `B202 · Standard · First Floor · 2 beds left${formatMoney(1800)} a bed · +${formatMoney(300)}`,
      `C303 · Standard · First Floor · 1 bed left${formatMoney(1200)} a bed · −${formatMoney(300)}`,
    ]);
    expect(screen.getByRole('button', { name: 'Move' })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: /B202/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      `Amount due goes from ${formatMoney(1500)} to ${formatMoney(1800)} (+${formatMoney(300)}).`,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), ' Nearer the stairs ');
    await userEvent.click(screen.getByRole('button', { name: 'Move to B202' }));
    await waitFor(() => expect(dataProvider.moveBooking).toHaveBeenCalledWith({ id: 'b1', room_id: 'r2', reason: 'Nearer the stairs' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('tells the office what a paid booking has to refund or to pay', async () => {
    const { dataProvider, open } = openDialog({ ...ama, payment_status: 'paid' as never });
    await open();
    await userEvent.click(await screen.findByRole('radio', { name: /C303/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(`Paid ${formatMoney(1500)}: ${formatMoney(300)} to refund to the student.`);
    await userEvent.click(screen.getByRole('radio', { name: /B202/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Paid ${formatMoney(1500)}: the student owes ${formatMoney(300)} more for the new room.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move to B202' }));
    await waitFor(() => expect(dataProvider.moveBooking).toHaveBeenCalledWith({ id: 'b1', room_id: 'r2', reason: undefined }));
  });

  it('says so when no other room has a free bed', async () => {
    const { dataProvider, open } = openDialog(ama, [rooms[0]]);
    await open();
    expect(await screen.findByText('No other room of this semester has a free bed for this student.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move' })).toBeDisabled();
    expect(dataProvider.moveBooking).not.toHaveBeenCalled();
  });
});

describe("the booking's history", () => {
  it('shows a move with its rooms, prices and what is left to settle', async () => {
    const moved = {
      type: 'BookingMoved',
      at: '2026-09-02T10:00:00.000Z',
      actor: { id: 'a1', name: 'Kofi Admin' },
      position: 3,
      from_status: 'paid',
      to_status: 'paid',
      room_id: 'r2',
      amount: 1500,
      reason: 'Nearer the stairs',
      move: { from_room_number: 'A101', to_room_number: 'B202', amount_before: 1500, amount_after: 1800, balance: 300 },
    };
    const dataProvider = spyDataProvider({ bookingHistory: () => [moved] });
    renderInAdmin(<PaymentTimeline bookingId="b1" />, { dataProvider });
    expect(await screen.findByText('Moved to another room')).toBeInTheDocument();
    expect(screen.getByText(/^Room A101 → B202,/)).toHaveTextContent(`Room A101 → B202, at ${formatMoney(1800)} a bed`);
    expect(screen.getByText(`The student owes ${formatMoney(300)} for the room change`)).toBeInTheDocument();
    expect(screen.getByText('Reason: Nearer the stairs')).toBeInTheDocument();
  });
});
