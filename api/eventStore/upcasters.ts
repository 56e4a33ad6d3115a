import type { StoredEvent } from './types.ts';

/**
 * Stored events are never edited. When an event's shape changes, its producer writes the new
 * schema_version and gives the event store an upcaster that lifts older versions on read, one step
 * at a time: `{ EventType: { 1: (data) => dataOfVersion2 } }`. The module that defines an event
 * registers its upcasters as it loads, so that whatever reads the event has them.
 */
export type Upcasters = Record<string, Record<number, (data: any) => unknown>>;
const upcasters: Upcasters = {};

export function registerUpcasters(steps: Upcasters) {
  Object.assign(upcasters, steps);
}

export function upcast<E extends Pick<StoredEvent, 'type' | 'schemaVersion' | 'data'>>(event: E): E {
  const steps = upcasters[event.type];
  if (!steps) return event;
  let { data, schemaVersion } = event;
  while (steps[schemaVersion]) {
    data = steps[schemaVersion](data);
    schemaVersion += 1;
  }
  return { ...event, data, schemaVersion };
}
