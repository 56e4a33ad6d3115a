import { describe, it } from 'vitest';
import { projectionSpec } from '../../tests/helpers/projectionSpec.ts';
import { semestersProjection } from './semesters.projection.ts';

const spec = projectionSpec(semestersProjection);
const at = '2026-08-01T08:00:00.000Z';
const later = '2026-08-02T08:00:00.000Z';
const autumn = { semester_id: 's1', name: 'Autumn', description: 'First semester', start_date: '2026-09-01', end_date: '2026-12-20' };
const row = {
  id: 's1',
  name: 'Autumn',
  description: 'First semester',
  start_date: '2026-09-01',
  end_date: '2026-12-20',
  created_at: at,
  updated_at: at,
};

describe('the semesters read model', () => {
  it('keeps each semester, with its last edit', async () => {
    await spec
      .given(
        ['SemesterCreated', { ...autumn, at }],
        ['SemesterUpdated', { ...autumn, name: 'Autumn 2026', end_date: '2026-12-21', at: later }],
      )
      .then({ semesters: [{ ...row, name: 'Autumn 2026', end_date: '2026-12-21', updated_at: later }] });
  });

  it('forgets a deleted semester', async () => {
    await spec
      .given(['SemesterCreated', { ...autumn, at }], ['SemesterDeleted', { semester_id: 's1', room_ids: [], at: later }])
      .then({ semesters: [] });
  });
});
