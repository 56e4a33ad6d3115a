import { keepPreviousData } from '@tanstack/react-query';
import { useHostelQuery } from '../providers/customMethodHooks.ts';

export type RoomFilter = { room_type: string; room_status: string; gender: string };
export const noRoomFilter: RoomFilter = { room_type: '', room_status: '', gender: '' };

/** One page of rooms with the list's counters; the page on screen stays until the next one comes. */
export const useRoomsPage = (page: number, filter: RoomFilter) => useHostelQuery('roomsPage', { page, filter }, { placeholderData: keepPreviousData });
