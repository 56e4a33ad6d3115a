import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHostelData } from '../providers/dataProvider.ts';

export type RoomFilter = { room_type: string; room_status: string; gender: string };
export const noRoomFilter: RoomFilter = { room_type: '', room_status: '', gender: '' };

/** One page of rooms (the spec's `?page=` envelope, which carries the counters too). */
export function useRoomsPage(page: number, filter: RoomFilter) {
  const dataProvider = useHostelData();
  return useQuery({
    queryKey: ['rooms-page', page, filter],
    queryFn: () => dataProvider.roomsPage(page, filter),
    placeholderData: keepPreviousData,
  });
}
