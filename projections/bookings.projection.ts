import type { Projection } from './projection.ts';

export const bookingsProjection: Projection = {
  name: 'bookings',
  version: 1,
  mode: 'inline',
  handles: [],
  tables: [],
  apply: async () => {},
};
