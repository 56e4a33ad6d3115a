import { useEffect } from 'react';
import type { SubForm } from '../common/useFormFields.ts';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { useRoomTypes, useSemesterChoices } from '../rooms/lookups.ts';
import type { RoomChoiceValues } from './bookingForm.ts';

const cleared = { room_number: '', room_id: '', price_per_bed: '' };

/**
 * The booking form's room logic (SPEC.md points 4 and 5): semester and room type list the room
 * numbers; a number fills room id and price; a new type or semester clears them; availability is
 * checked once both room and semester are chosen.
 */
export function useRoomChoice(form: SubForm<RoomChoiceValues>, gender: string) {
  const { semester_id, room_type_id, room_number, room_id } = form.values;
  const semesters = useSemesterChoices();
  const roomTypes = useRoomTypes();
  const rooms = useHostelQuery('roomsOfType', { room_type_id, semester_id, gender: gender || undefined }, { enabled: Boolean(room_type_id && semester_id) });
  const availability = useHostelQuery('checkRoomAvailability', { room_id, semester_id }, { enabled: Boolean(room_id && semester_id) });

  const chooseRoomNumber = (number: string) => {
    const room = rooms.data?.find((r) => r.room_number === number);
    form.patch(room ? { room_number: number, room_id: room.id, price_per_bed: String(room.price_per_bed) } : { ...cleared, room_number: number });
  };

  // A room number given in the address (from "Available Rooms") is filled in once the rooms are known.
  useEffect(() => {
    if (room_number && !room_id && rooms.data) chooseRoomNumber(room_number);
  }, [rooms.data, room_number, room_id]);

  return {
    semesters: semesters.data ?? [],
    roomTypes: roomTypes.data ?? [],
    rooms: rooms.data ?? [],
    roomsLoading: rooms.isFetching,
    chooseSemester: (id: string) => form.patch({ semester_id: id, ...cleared }),
    chooseRoomType: (id: string) => form.patch({ room_type_id: id, ...cleared }),
    chooseRoomNumber,
    unavailable: availability.data === false,
    checkingAvailability: availability.isFetching,
  };
}

export type RoomChoice = ReturnType<typeof useRoomChoice>;
