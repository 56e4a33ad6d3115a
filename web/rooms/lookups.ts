import { useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { useHostelData } from '../providers/dataProvider.ts';
import type { Semester } from '../providers/types.ts';

/** Room types for the selects; a failed lookup is only logged (SPEC.md point 8). */
export function useRoomTypes() {
  const dataProvider = useHostelData();
  return useQuery({
    queryKey: ['room-types'],
    queryFn: () =>
      dataProvider.roomTypes().catch((error: unknown) => {
        console.error('Failed to fetch room types', error);
        throw error;
      }),
    staleTime: 5 * 60_000,
  });
}

/** Every semester, newest first, for the selects of the room and booking forms. */
export function useSemesterChoices() {
  return useGetList<Semester>('semesters', { pagination: { page: 1, perPage: 100 }, sort: { field: 'start_date', order: 'DESC' } });
}
