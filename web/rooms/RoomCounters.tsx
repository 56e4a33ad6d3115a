import { CounterCard, CounterRow } from '../common/CounterCard.tsx';
import type { RoomCounters as Counters } from '../plain/types.ts';
import { roomListCounters } from '../plain/roomFigures.ts';

/** The room list's counters (SPEC.md point 3), each bar a share of all rooms. */
export function RoomCounters({ counters }: { counters?: Counters }) {
  return (
    <CounterRow>
      {roomListCounters(counters).map((counter) => (
        <CounterCard key={counter.label} {...counter} />
      ))}
    </CounterRow>
  );
}
