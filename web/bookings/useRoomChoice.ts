import { useCallback, useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { chosenRoomWarning } from '../plain/roomText.ts';
import type { Room } from '../plain/types.ts';
import { useHostelQuery } from '../providers/customMethodHooks.ts';

const cleared = { room_number: '', room_id: '', price_per_bed: '' };

/**
 * The booking form's room logic (SPEC.md points 4 and 5): semester and room type list the room
 * numbers; a number fills room id and price; a new type or semester clears them.
 */
export function useRoomChoice(gender: string) {
  const { setValue, formState } = useFormContext();
  const [semesterId, roomTypeId, roomNumber, roomId] = useWatch({
    name: ['semester_id', 'room_type_id', 'room_number', 'room_id'],
  }) as string[];
  const rooms = useHostelQuery(
    'roomsOfType',
    { room_type_id: roomTypeId, semester_id: semesterId, gender: gender || undefined },
    { enabled: Boolean(roomTypeId && semesterId) },
  );

  // Once the form was sent, a field filled in here is checked again as one the user changed.
  const submitted = formState.isSubmitted;
  const fill = useCallback(
    (values: Record<string, string>) => {
      for (const [name, value] of Object.entries(values)) setValue(name, value, { shouldValidate: submitted });
    },
    [setValue, submitted],
  );
  const fillFromNumber = useCallback(
    (number: string) => {
      const room = rooms.data?.find((r) => r.room_number === number);
      fill({ room_id: room?.id ?? '', price_per_bed: room ? String(room.price_per_bed) : '' });
    },
    [rooms.data, fill],
  );

  // A room number given in the address (from "Available Rooms") is filled in once the rooms are known.
  useEffect(() => {
    if (roomNumber && !roomId && rooms.data) fillFromNumber(roomNumber);
  }, [rooms.data, roomNumber, roomId, fillFromNumber]);

  return { rooms, bothChosen: Boolean(roomTypeId && semesterId), clearRoom: () => fill(cleared), fillFromNumber };
}

/** Whether the server says the chosen room can be booked now, asked once both room and semester are chosen. */
function useAvailableNow() {
  const [semesterId, roomId] = useWatch({ name: ['semester_id', 'room_id'] }) as string[];
  const availability = useHostelQuery(
    'checkRoomAvailability',
    { room_id: roomId, semester_id: semesterId },
    { enabled: Boolean(roomId && semesterId) },
  );
  return availability.data;
}

/** Whether the chosen room cannot be booked (full, closed or out of service), as the server says. */
export const useRoomUnavailable = () => useAvailableNow() === false;

/** Why the chosen room of `rooms` cannot be booked; '' when it can. */
export function useRoomWarning(rooms: readonly Room[] | undefined) {
  const roomId = useWatch({ name: 'room_id' }) as string;
  const availableNow = useAvailableNow();
  return roomId
    ? chosenRoomWarning(
        rooms?.find((r) => r.id === roomId),
        availableNow,
      )
    : '';
}
