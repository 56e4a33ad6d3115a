import { SEMESTER_EVENT_TYPES, type SemesterEvent } from '../../api/semesters/semesters.events.ts';
import { definitionOf, insertRow, rowOf, type InlineProjection } from '../projection.ts';

const SEMESTER = rowOf('semesters', { id: 'semester_id', created_at: 'at', updated_at: 'at' });

/** One row per live semester. A few events a year: a rebuild applies them one by one. */
export const semestersProjection: InlineProjection = {
  name: 'semesters',
  version: 2,
  mode: 'inline',
  handles: SEMESTER_EVENT_TYPES,
  ...definitionOf(import.meta.url, 'semesters.sql'),
  apply: async (db, stored) => {
    const event = { type: stored.type, data: stored.data } as SemesterEvent;
    switch (event.type) {
      case 'SemesterCreated':
        await insertRow(db, SEMESTER, event.data);
        return;
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
