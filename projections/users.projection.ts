import type { Projection } from './projection.ts';

export const usersProjection: Projection = {
  name: 'users',
  version: 1,
  mode: 'inline',
  handles: [],
  tables: [],
  apply: async () => {},
};
