import { useEffect } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useStore } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE, PAGE_SIZES } from '../../shared/constants.ts';
import { useHostelQuery } from '../providers/customMethodHooks.ts';

/** A cleared filter is null (react-admin's empty choice), and is then not sent; `q` is the start of a room number. */
export type RoomFilter = Record<'semester_id' | 'room_type' | 'room_status' | 'gender' | 'q', string | null>;
export const noRoomFilter: RoomFilter = { semester_id: '', room_type: '', room_status: '', gender: '', q: '' };
const FILTER_NAMES = Object.keys(noRoomFilter) as (keyof RoomFilter)[];

/** Where Manage Rooms was left (page, size, filters, search), for a room's edit to return to. */
const LEFT_AT = 'rooms.listSearch';
const PAGE_SIZE_KEPT = 'rooms.perPage';

/** One page of rooms with the list's counters; the page on screen stays until the next one comes. */
export const useRoomsPage = (page: number, perPage: number, filter: RoomFilter) =>
  useHostelQuery('roomsPage', { page, per_page: perPage, filter }, { placeholderData: keepPreviousData });

const wholeOf = (text: string | null) => (text && /^\d+$/.test(text) ? Number(text) : undefined);
const same = (a: RoomFilter, b: RoomFilter) => FILTER_NAMES.every((name) => (a[name] ?? '') === (b[name] ?? ''));

/**
 * Manage Rooms' page, page size and filters, kept in the address (so that back, a reload and an
 * edit's return find them) and remembered: the page size for every visit, the whole address for
 * the edit to return to. `chosenSemester`: the address names a semester, "All semesters" too.
 */
export function useRoomListParams() {
  const [params, setParams] = useSearchParams();
  const [keptSize, keepSize] = useStore<number>(PAGE_SIZE_KEPT, PAGE_SIZE);
  const [, leaveAt] = useStore<string>(LEFT_AT, '');
  const asked = wholeOf(params.get('per_page'));
  const perPage = PAGE_SIZES.find((size) => size === (asked ?? keptSize)) ?? PAGE_SIZE;
  const page = Math.max(wholeOf(params.get('page')) ?? 1, 1);
  const filter = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as RoomFilter;
  const search = params.toString();
  useEffect(() => leaveAt(search ? `?${search}` : ''), [search, leaveAt]);

  const go = (next: { page: number; perPage: number; filter: RoomFilter }) => {
    const to = new URLSearchParams();
    // The semester is kept even when "All semesters" (empty) was chosen: the current one is only the first choice.
    for (const name of FILTER_NAMES)
      if (next.filter[name] || (name === 'semester_id' && next.filter[name] !== undefined)) to.set(name, next.filter[name] ?? '');
    if (next.page > 1) to.set('page', String(next.page));
    if (next.perPage !== PAGE_SIZE) to.set('per_page', String(next.perPage));
    setParams(to, { replace: true });
  };
  return {
    page,
    perPage,
    filter,
    chosenSemester: params.has('semester_id'),
    setPage: (next: number) => go({ page: next, perPage, filter }),
    setPerPage: (next: number) => {
      keepSize(next);
      go({ page: 1, perPage: next, filter });
    },
    /** A change of the filters starts again at page 1; the form's report of what it already shows changes nothing. */
    setFilter: (next: RoomFilter) => {
      if (!same(next, filter)) go({ page: 1, perPage, filter: next });
    },
  };
}

/** The address of Manage Rooms as it was left. */
export function useRoomListAddress() {
  const [leftAt] = useStore<string>(LEFT_AT, '');
  return `/all-rooms-admin${leftAt}`;
}
