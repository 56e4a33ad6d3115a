import type { Projection } from './projection.ts';

export const semestersProjection: Projection = {
  name: 'semesters',
  version: 1,
  mode: 'inline',
  handles: [],
  tables: [],
  apply: async () => {},
};
