// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { IMPORT_FIELDS } from '../../../shared/roomFields.ts';
import { renderInAdmin, spyDataProvider } from '../../testing/renderInAdmin.tsx';
import { LineEditor } from './LineEditor.tsx';
import { RoomGenerator } from './RoomGenerator.tsx';

const roomTypes = () => spyDataProvider({ getList: () => ({ data: [{ id: '1', name: 'Standard' }], total: 1 }) });

describe('adding many rooms', () => {
  it('generates a series with the settings of the room form, checked with its hints first', async () => {
    const onPreview = vi.fn(async () => undefined);
    renderInAdmin(<RoomGenerator onPreview={onPreview} />, { dataProvider: roomTypes() });
    await userEvent.type(screen.getByLabelText('First Room Number'), '101');
    await userEvent.type(screen.getByLabelText('Last Room Number'), '103');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    for (const hint of [MESSAGES.room.floorHint, MESSAGES.room.priceRequired, MESSAGES.room.descriptionHint]) {
      expect(await screen.findByText(hint)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Room Number')).not.toBeInTheDocument();
    expect(onPreview).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Room Floor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'First Floor' }));
    await userEvent.type(screen.getByLabelText('Price Per Bed (GHS)'), '1800');
    await userEvent.type(screen.getByLabelText('Room Description'), 'Facing the courtyard');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await vi.waitFor(() => expect(onPreview).toHaveBeenCalled());
    const rooms = (onPreview.mock.calls[0] as unknown as [Record<string, unknown>[]])[0];
    expect(rooms.map((r) => r.room_number)).toEqual(['101', '102', '103']);
    expect(rooms[0]).toMatchObject({
      floor: 'First Floor',
      room_type: '1',
      room_capacity: 4,
      room_status: 'available',
      price_per_bed: '1800',
    });
  });

  it('corrects a line with a box for each column of a rooms file, the refused ones with their message', async () => {
    const line = {
      line: 3,
      room_number: '103',
      outcome: 'invalid' as const,
      errors: [{ field: 'room_type', message: MESSAGES.room.roomTypeHint }],
      values: { room_number: '103', room_type_id: '9' },
    };
    renderInAdmin(<LineEditor line={line} onSave={() => undefined} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Line 3' });
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(IMPORT_FIELDS.length);
    for (const { field } of IMPORT_FIELDS) expect(within(dialog).getByLabelText(field.label)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Room Type')).toHaveValue('9');
    expect(within(dialog).getByText(MESSAGES.room.roomTypeHint)).toBeInTheDocument();
  });
});
