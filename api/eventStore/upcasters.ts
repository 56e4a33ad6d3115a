import { holdUntilOf } from '../bookings/bookings.events.ts';
import type { StoredEvent } from './types.ts';

/**
 * Stored events are never edited. When an event's shape changes, its producer writes the new
 * schema_version and an upcaster here lifts older versions on read, one step at a time:
 * `{ EventType: { 1: (data) => dataOfVersion2 } }`.
 */
type Upcaster = (data: any) => unknown;
const upcasters: Record<string, Record<number, Upcaster>> = {
  // Bookings made before holds expired get the deadline they would have had: 72 hours.
  BedBooked: { 1: (data) => ({ ...data, hold_until: holdUntilOf(data) }) },
};

export function upcast(event: StoredEvent): StoredEvent {
  const steps = upcasters[event.type];
  if (!steps) return event;
  let { data, schemaVersion } = event;
  while (steps[schemaVersion]) {
    data = steps[schemaVersion](data);
    schemaVersion += 1;
  }
  return { ...event, data, schemaVersion };
}
