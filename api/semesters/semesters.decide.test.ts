import { describe, it } from 'vitest';
import { spec } from '../../tests/helpers/decider.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { semesterDecider, type SemesterInput } from './semesters.decide.ts';
import type { SemesterEvent } from './semesters.events.ts';

const now = new Date('2026-09-01T08:00:00Z');
const at = now.toISOString();
const input: SemesterInput = {
  semester_id: 's1',
  name: 'First Semester',
  description: '2026/2027 first semester',
  start_date: '2026-09-01',
  end_date: '2026-12-20',
};
const created: SemesterEvent = { type: 'SemesterCreated', data: { ...input, at: '2026-08-01T00:00:00.000Z' } };
const deleted: SemesterEvent = { type: 'SemesterDeleted', data: { semester_id: 's1', room_ids: [], at } };
const given = spec(semesterDecider).given;

describe('semester decider', () => {
  it('creates a semester stamped with the decision time', () => {
    given([])
      .when({ type: 'CreateSemester', data: input }, now)
      .then([{ type: 'SemesterCreated', data: { ...input, at } }]);
  });

  it('refuses an end date that is not after the start date', () => {
    const sameDay = { ...input, end_date: input.start_date };
    given([]).when({ type: 'CreateSemester', data: sameDay }, now).thenThrows(MESSAGES.semester.endAfterStart);
    given([created])
      .when({ type: 'UpdateSemester', data: { ...input, end_date: '2026-08-01' } }, now)
      .thenThrows(MESSAGES.semester.endAfterStart);
  });

  it('refuses to create a semester twice under one id', () => {
    given([created]).when({ type: 'CreateSemester', data: input }, now).thenThrows(MESSAGES.errors.conflict);
  });

  it('updates an existing semester', () => {
    const renamed = { ...input, name: 'Renamed' };
    given([created])
      .when({ type: 'UpdateSemester', data: renamed }, now)
      .then([{ type: 'SemesterUpdated', data: { ...renamed, at } }]);
  });

  it('does not update or delete a semester that is absent or deleted', () => {
    given([]).when({ type: 'UpdateSemester', data: input }, now).thenThrows('Semester not found.');
    given([created, deleted]).when({ type: 'UpdateSemester', data: input }, now).thenThrows('Semester not found.');
    const del = { type: 'DeleteSemester' as const, data: { semester_id: 's1', room_ids: [], rooms_have_bookings: false } };
    given([created, deleted]).when(del, now).thenThrows('Semester not found.');
  });

  it('deletes a semester together with its rooms', () => {
    given([created])
      .when({ type: 'DeleteSemester', data: { semester_id: 's1', room_ids: ['r1', 'r2'], rooms_have_bookings: false } }, now)
      .then([{ type: 'SemesterDeleted', data: { semester_id: 's1', room_ids: ['r1', 'r2'], at } }]);
  });

  it('refuses to delete a semester whose rooms have bookings', () => {
    given([created])
      .when({ type: 'DeleteSemester', data: { semester_id: 's1', room_ids: ['r1'], rooms_have_bookings: true } }, now)
      .thenThrows(MESSAGES.semester.hasBookings);
  });
});
