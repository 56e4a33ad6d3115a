import { keepPreviousData } from '@tanstack/react-query';
import { useHostelQuery } from '../providers/customMethodHooks.ts';

/** A cleared filter is null (react-admin's empty choice), and is then not sent. */
export type RoomFilter = Record<'semester_id' | 'room_type' | 'room_status' | 'gender', string | null>;
export const noRoomFilter: RoomFilter = { semester_id: '', room_type: '', room_status: '', gender: '' };

/** One page of rooms with the list's counters; the page on screen stays until the next one comes. */
export const useRoomsPage = (page: number, filter: RoomFilter) =>
  useHostelQuery('roomsPage', { page, filter }, { placeholderData: keepPreviousData });
