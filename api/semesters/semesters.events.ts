/**
 * Semester events, stream `semester-<semester_id>`. Every event's data carries `at`, the moment
 * of the decision by the injected clock.
 */
export type SemesterFields = {
  semester_id: string;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  at: string;
};

export type SemesterCreated = { type: 'SemesterCreated'; data: SemesterFields };
export type SemesterUpdated = { type: 'SemesterUpdated'; data: SemesterFields };
/** `room_ids`: the semester's rooms at the moment of deletion; they go with it. */
export type SemesterDeleted = { type: 'SemesterDeleted'; data: { semester_id: string; room_ids: string[]; at: string } };

export type SemesterEvent = SemesterCreated | SemesterUpdated | SemesterDeleted;
export const SEMESTER_EVENT_TYPES = ['SemesterCreated', 'SemesterUpdated', 'SemesterDeleted'] as const;

export const semesterStream = (semesterId: string) => `semester-${semesterId}`;
