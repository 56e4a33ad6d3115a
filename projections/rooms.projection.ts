import type { Projection } from './projection.ts';

export const roomsProjection: Projection = {
  name: 'rooms',
  version: 1,
  mode: 'inline',
  handles: [],
  tables: [],
  apply: async () => {},
};
