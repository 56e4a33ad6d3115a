import { CounterCard, CounterRow } from '../common/CounterCard.tsx';
import type { RoomCounters as Counters } from '../providers/types.ts';

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** The room list's counters (SPEC.md point 3), each bar a share of all rooms. */
export function RoomCounters({ counters }: { counters?: Counters }) {
  const c = counters ?? { total_rooms: 0, occupied_rooms: 0, available_rooms_male: 0, available_rooms_female: 0 };
  return (
    <CounterRow>
      <CounterCard label="Total Rooms" value={c.total_rooms} ratio={c.total_rooms ? 1 : 0} />
      <CounterCard label="Occupied Rooms" value={c.occupied_rooms} ratio={share(c.occupied_rooms, c.total_rooms)} />
      <CounterCard label="Available Rooms - Male" value={c.available_rooms_male} ratio={share(c.available_rooms_male, c.total_rooms)} />
      <CounterCard
        label="Available Rooms - Female"
        value={c.available_rooms_female}
        ratio={share(c.available_rooms_female, c.total_rooms)}
      />
    </CounterRow>
  );
}
