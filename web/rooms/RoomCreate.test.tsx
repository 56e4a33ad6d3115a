// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { ROOM_FIELD_LIST } from '../../shared/roomFields.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { RoomCreate } from './RoomCreate.tsx';

const m = MESSAGES.room;
const roomTypes = [
  { id: '1', name: 'Standard' },
  { id: '2', name: 'Executive' },
];
const semesters = [{ id: 's1', name: 'Harmattan 2026', description: '', start_date: '2026-09-01', end_date: '2026-12-20' }];
const lookups = () =>
  spyDataProvider({
    getList: (resource: string) => (resource === 'room-types' ? { data: roomTypes, total: 2 } : { data: semesters, total: 1 }),
  });

describe('adding a room (SPEC.md point 5)', () => {
  it('starts from the defaults and asks for every field still empty, with its hint', async () => {
    const dataProvider = lookups();
    renderInAdmin(<RoomCreate />, { dataProvider });
    expect(screen.getByLabelText('Availability Duration')).toHaveValue('4 Months');
    expect(await screen.findByRole('combobox', { name: 'Room Capacity' })).toHaveTextContent('1 In A Room');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Male');
    await userEvent.click(screen.getByRole('button', { name: 'Add Room' }));
    for (const message of [m.semesterHint, m.floorHint, m.statusHint, m.numberRequired, m.priceRequired, m.descriptionHint]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(m.genderHint)).not.toBeInTheDocument();
    expect(screen.queryByText(m.capacityHint)).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Availability Duration'));
    expect(await screen.findByText(m.durationHint)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('draws an input for each field of shared/roomFields.ts, in its order', async () => {
    renderInAdmin(<RoomCreate />, { dataProvider: lookups() });
    await screen.findByRole('combobox', { name: 'Semester' });
    const inputs = ROOM_FIELD_LIST.map(([, { label }]) => screen.queryByRole('combobox', { name: label }) ?? screen.getByLabelText(label));
    inputs.slice(1).forEach((input, i) => expect(inputs[i].compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
  });

  it('ignores anything but a number in the price', async () => {
    renderInAdmin(<RoomCreate />, { dataProvider: lookups() });
    await userEvent.type(screen.getByLabelText('Price Per Bed (GHS)'), '1a2b0.5x0');
    expect(screen.getByLabelText('Price Per Bed (GHS)')).toHaveValue('120.50');
  });

  it('offers the four floors, the two statuses and "N In A Room" from 1 to 6', async () => {
    renderInAdmin(<RoomCreate />, { dataProvider: lookups() });
    await userEvent.click(screen.getByRole('combobox', { name: 'Room Floor' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Ground Floor',
      'First Floor',
      'Second Floor',
      'Third Floor',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Room Capacity' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${n} In A Room`));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Room Status' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Available', 'Occupied']);
  });
});
