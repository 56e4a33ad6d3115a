import { conflict, invalid, notFound } from '../commands/errors.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { SemesterEvent, SemesterFields } from './semesters.events.ts';

export type SemesterState = { status: 'absent' | 'active' | 'deleted' };

export const initialSemesterState = (): SemesterState => ({ status: 'absent' });

export function evolveSemester(state: SemesterState, event: SemesterEvent): SemesterState {
  switch (event.type) {
    case 'SemesterCreated':
      return { status: 'active' };
    case 'SemesterUpdated':
      return state;
    case 'SemesterDeleted':
      return { status: 'deleted' };
  }
}

export type SemesterInput = Omit<SemesterFields, 'at'>;

export type SemesterCommand =
  | { type: 'CreateSemester'; data: SemesterInput }
  | { type: 'UpdateSemester'; data: SemesterInput }
  | { type: 'DeleteSemester'; data: { semester_id: string; room_ids: string[]; rooms_have_bookings: boolean } };

/** Both dates are YYYY-MM-DD, so text order is calendar order; a semester lasts at least a day. */
export const endsAfterStart = (startDate: string, endDate: string) => startDate < endDate;

function assertDatesOrdered(input: SemesterInput) {
  if (!endsAfterStart(input.start_date, input.end_date)) throw invalid('end_date', MESSAGES.semester.endAfterStart);
}

function assertActive(state: SemesterState) {
  if (state.status !== 'active') throw notFound('Semester');
}

export function decideSemester(state: SemesterState, command: SemesterCommand, now: Date): SemesterEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'CreateSemester':
      if (state.status !== 'absent') throw conflict(MESSAGES.errors.conflict);
      assertDatesOrdered(command.data);
      return [{ type: 'SemesterCreated', data: { ...command.data, at } }];
    case 'UpdateSemester':
      assertActive(state);
      assertDatesOrdered(command.data);
      return [{ type: 'SemesterUpdated', data: { ...command.data, at } }];
    case 'DeleteSemester': {
      assertActive(state);
      if (command.data.rooms_have_bookings) throw conflict(MESSAGES.semester.hasBookings);
      const { semester_id, room_ids } = command.data;
      return [{ type: 'SemesterDeleted', data: { semester_id, room_ids, at } }];
    }
  }
}

export const semesterDecider = {
  initialState: initialSemesterState,
  evolve: evolveSemester,
  decide: decideSemester,
};
