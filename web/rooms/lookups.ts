import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { useGetList } from 'react-admin';
import type { RoomType, Semester } from '../plain/types.ts';

/** Room types for the selects; a failed lookup is only logged (SPEC.md point 8). */
export function useRoomTypes() {
  return useGetList<RoomType>(
    'room-types',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { staleTime: 5 * 60_000, onError: (error) => console.error('Failed to fetch room types', error) },
  );
}

/** Every semester, newest first, for the selects of the room and booking forms. */
export function useSemesterChoices() {
  return useGetList<Semester>('semesters', { pagination: { page: 1, perPage: 100 }, sort: { field: 'start_date', order: 'DESC' } });
}

/** The semester the server counts as current (the one running, else the next, else the last). */
export const useCurrentSemester = () => useHostelQuery('currentSemester', {}, { staleTime: 60_000 });

/** A semester's name by its id, for rooms to say which semester they belong to. */
export function useSemesterName() {
  const semesters = useSemesterChoices();
  return (id: string) => semesters.data?.find((s) => s.id === id)?.name ?? '';
}
