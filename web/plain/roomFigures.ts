import type { RoomCounters, RoomStats } from './types.ts';

// The counters' figures, for both apps' counter cards: what each counts and its bar's share.

/** The part's share of the whole (0 to 1), nothing of nothing. */
export const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const percentOf = (part: number, whole: number) => `${Math.round(share(part, whole) * 100)}%`;

export type Counter = { label: string; value: number; ratio: number; caption?: string; icon?: 'MeetingRoom' | 'Hotel' | 'Man' | 'Woman' };

const NO_STATS: RoomStats = {
  totalRooms: 0,
  occupiedRooms: 0,
  availableRoomsMale: 0,
  availableRoomsFemale: 0,
  bookedRoomsMale: 0,
  bookedRoomsFemale: 0,
  totalBeds: 0,
  bedsLeft: 0,
};

/** The dashboard's four counters, with real numbers and bars; zeros until the statistics come. */
export function dashboardCounters(stats: RoomStats | undefined): Counter[] {
  const s = stats ?? NO_STATS;
  const available = s.availableRoomsMale + s.availableRoomsFemale;
  const bedsTaken = s.totalBeds - s.bedsLeft;
  const ofRooms = (label: string, value: number, icon: Counter['icon']): Counter => ({
    label,
    value,
    ratio: share(value, s.totalRooms),
    caption: `${percentOf(value, s.totalRooms)} of rooms`,
    icon,
  });
  return [
    {
      label: 'Total Rooms',
      value: s.totalRooms,
      ratio: share(bedsTaken, s.totalBeds),
      caption: `${percentOf(bedsTaken, s.totalBeds)} of beds taken`,
      icon: 'MeetingRoom',
    },
    ofRooms('Available rooms', available, 'Hotel'),
    ofRooms('Booked Rooms - Male', s.bookedRoomsMale, 'Man'),
    ofRooms('Booked Rooms - Female', s.bookedRoomsFemale, 'Woman'),
  ];
}

/** The room list's counters (SPEC.md point 3), each bar a share of all rooms. */
export function roomListCounters(counters: RoomCounters | undefined): Counter[] {
  const c = counters ?? { total_rooms: 0, occupied_rooms: 0, available_rooms_male: 0, available_rooms_female: 0 };
  return [
    { label: 'Total Rooms', value: c.total_rooms, ratio: c.total_rooms ? 1 : 0 },
    { label: 'Occupied Rooms', value: c.occupied_rooms, ratio: share(c.occupied_rooms, c.total_rooms) },
    { label: 'Available Rooms - Male', value: c.available_rooms_male, ratio: share(c.available_rooms_male, c.total_rooms) },
    { label: 'Available Rooms - Female', value: c.available_rooms_female, ratio: share(c.available_rooms_female, c.total_rooms) },
  ];
}
