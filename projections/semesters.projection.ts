import { SEMESTER_EVENT_TYPES, type SemesterEvent } from '../api/semesters/semesters.events.ts';
import type { Projection } from './projection.ts';

/** The semesters table: one row per live semester, times taken from the events. */
export const semestersProjection: Projection = {
  name: 'semesters',
  version: 1,
  mode: 'inline',
  handles: SEMESTER_EVENT_TYPES,
  tables: ['semesters'],
  apply: async (db, stored) => {
    const event = { type: stored.type, data: stored.data } as SemesterEvent;
    switch (event.type) {
      case 'SemesterCreated': {
        const d = event.data;
        await db`INSERT INTO semesters (id, name, description, start_date, end_date, created_at, updated_at)
                 VALUES (${d.semester_id}, ${d.name}, ${d.description}, ${d.start_date}, ${d.end_date}, ${d.at}, ${d.at})`;
        return;
      }
      case 'SemesterUpdated': {
        const d = event.data;
        await db`UPDATE semesters
                    SET name = ${d.name}, description = ${d.description}, start_date = ${d.start_date},
                        end_date = ${d.end_date}, updated_at = ${d.at}
                  WHERE id = ${d.semester_id}`;
        return;
      }
      case 'SemesterDeleted':
        await db`DELETE FROM semesters WHERE id = ${event.data.semester_id}`;
        return;
    }
  },
};
