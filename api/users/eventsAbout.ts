import type { Db } from '../db/connect.ts';
import { KEY_COLUMN, KEY_JOIN, personalFieldsOf } from '../eventStore/personalData.ts';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from '../eventStore/rows.ts';
import type { StoredEvent } from '../eventStore/types.ts';
import { userStreamId } from './users.events.ts';

/** One event of a person's download: as the log reads it, without what is not theirs to see. */
export type EventHeld = {
  event_id: string;
  type: string;
  at: Date;
  stream: string;
  /** Who acted: a user's id, or null for the server's own decisions. */
  acted_by: string | null;
  data: Record<string, unknown>;
  /** Another person's personal fields left out of an event this person only took part in. */
  withheld?: string[];
};

/**
 * Every event about a person, in log order: the events of each stream an event's data names them
 * in (their account, their bookings, their messages, their places on the waitlist) and of their
 * own account's stream, and every event they took as actor. Read through the personal keys as any
 * read of the log is, so a forgotten person's fields read as forgotten.
 *
 * No index serves `data->>'user_id'` or the actor: this reads the whole log once, which a request
 * this rare can afford better than every append can afford another index.
 */
export async function eventsAbout(db: Db, personId: string): Promise<EventHeld[]> {
  const rows = await db.unsafe<EventRow[]>(
    `SELECT ${EVENT_COLUMNS}, ${KEY_COLUMN} FROM events ${KEY_JOIN}
      WHERE events.stream_id IN (SELECT named.stream_id FROM events named WHERE named.data->>'user_id' = $1 UNION SELECT $2)
         OR events.metadata->>'actorId' = $1
      ORDER BY events.global_position`,
    [personId, userStreamId(personId)],
  );
  return rows.map((row) => heldFor(toStoredEvent(row), personId));
}

function heldFor(event: StoredEvent, personId: string): EventHeld {
  const data = { ...(event.data as Record<string, unknown>) };
  // Kept only as a one-way hash, and of no use to anyone reading the file.
  delete data.password_hash;
  const spec = personalFieldsOf(event.type);
  let withheld: string[] | undefined;
  if (spec && data[spec.subject] !== personId) {
    withheld = Object.keys(spec.forgotten).filter((field) => field in data);
    for (const field of withheld) delete data[field];
  }
  return {
    event_id: event.eventId,
    type: event.type,
    at: event.createdAt,
    stream: event.streamId,
    acted_by: event.metadata?.actorId ?? null,
    data: withoutOthersNames(data),
    ...(withheld?.length ? { withheld } : {}),
  };
}

/**
 * A waitlist offer says who ahead in line was skipped, by name: other students, whose names are
 * not this person's to download. Their reasons stay.
 */
export function withoutOthersNames<T extends Record<string, unknown>>(record: T): T {
  const why = record.why as { skipped?: { full_name?: string }[] } | undefined;
  if (!why || !Array.isArray(why.skipped)) return record;
  return { ...record, why: { ...why, skipped: why.skipped.map((s) => ({ ...s, full_name: ANOTHER_STUDENT })) } };
}

export const ANOTHER_STUDENT = 'Another student';
