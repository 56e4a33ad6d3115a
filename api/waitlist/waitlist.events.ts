import { registerOthersNames, registerPersonalData } from '../eventStore/personalData.ts';
import { registerUpcasters } from '../eventStore/upcasters.ts';
import { WAITLIST_UPCASTERS } from './waitlist.upcasters.ts';

// Whatever reads waitlist events loads this module: older ones are lifted as they are read.
registerUpcasters(WAITLIST_UPCASTERS);

/**
 * Waitlist events, stream `waitlist-<semester_id>-<user_id>`: one student's place in one
 * semester's line, and the offers made to them. Every event carries `semester_id`, `user_id`
 * and `at` (the injected clock's moment of the decision).
 */
type Place = { semester_id: string; user_id: string; at: string };

// The name a student joins the line with is theirs (docs/personal-data.md).
export const FORGOTTEN_IN_LINE = { full_name: 'Deleted student' } as const;
registerPersonalData({ WaitlistJoined: { subject: 'user_id', forgotten: FORGOTTEN_IN_LINE } });
// Offers written before sealing named the students they passed over: the names go, each reason stays.
registerOthersNames('WaitlistOfferMade', { path: '$.why.skipped[*].full_name', strip: withoutSkippedNames });

function withoutSkippedNames(data: Record<string, unknown>): Record<string, unknown> {
  const why = data.why as { skipped?: unknown } | undefined;
  if (!Array.isArray(why?.skipped)) return data;
  const named = (entry: unknown): entry is { full_name: unknown } => typeof entry === 'object' && entry !== null && 'full_name' in entry;
  if (!why.skipped.some(named)) return data;
  const skipped = why.skipped.map((entry) => {
    if (!named(entry)) return entry;
    const { full_name: _, ...rest } = entry;
    return rest;
  });
  return { ...data, why: { ...why, skipped } };
}

/**
 * One passed over, by id: their name is theirs, not the offered student's, so the office's list
 * names them from the waitlist read model (which forgets a deleted student). Offers of version 1
 * have no id (null) and may still carry the name they were written with.
 */
export type SkippedInLine = { user_id: string | null; reason: string; full_name?: string };

/** Why an offer went where it did: what freed the bed, the place in line, and who ahead was passed over. */
export type OfferWhy = {
  freed_by: string;
  position: number;
  skipped: SkippedInLine[];
  /** How many were passed over in all; `skipped` names the first of them. */
  skipped_count: number;
  /**
   * Those this bed was offered to before in turn, who declined it or let it lapse: it moves down
   * the line past them (they keep their places for the next bed).
   */
  passed_over?: { user_id: string; reason: string }[];
};

/** The student joins their gender's line, for `room_type_id` or any type (null). */
export type WaitlistJoined = {
  type: 'WaitlistJoined';
  data: Place & { full_name: string; gender: string; room_type_id: string | null; room_type: string | null };
};
/**
 * The student leaves the line: by choice (`student`), by booking a bed the usual way (`booked`), or
 * with their account (`account_deleted`). An open offer's bed (`offer_id`, `room_id`) is given back.
 */
export type WaitlistLeft = {
  type: 'WaitlistLeft';
  data: Place & { reason: 'student' | 'booked' | 'account_deleted'; offer_id: string | null; room_id: string | null };
};
/** A bed of `room_id` is held for the student until `expires_at`: taken from the room as a booking takes one. */
export type WaitlistOfferMade = {
  type: 'WaitlistOfferMade';
  /** 2 since `why.skipped` holds ids rather than names (waitlist.upcasters.ts). */
  schemaVersion?: number;
  data: Place & {
    offer_id: string;
    room_id: string;
    room_number: string;
    room_type: string;
    price_per_bed: number;
    expires_at: string;
    why: OfferWhy;
  };
};
/** The version of WaitlistOfferMade written now. */
export const OFFER_MADE_VERSION = 2;

/** The offer becomes the pending booking `booking_id`, whose BedBooked carries `offer_id` and keeps the offer's bed. */
export type WaitlistOfferAccepted = {
  type: 'WaitlistOfferAccepted';
  data: Place & { offer_id: string; room_id: string; booking_id: string };
};
/** The student said no: the bed goes back, and they keep their place; `declines` counts them. */
export type WaitlistOfferDeclined = {
  type: 'WaitlistOfferDeclined';
  data: Place & { offer_id: string; room_id: string; declines: number };
};
/** The offer's deadline passed unanswered: the bed goes back; `lapses` counts them. */
export type WaitlistOfferLapsed = { type: 'WaitlistOfferLapsed'; data: Place & { offer_id: string; room_id: string; lapses: number } };
/**
 * The offer's room was taken out of service before the student answered: the bed goes back to the
 * room, and the student waits again in their place, their lapses and declines as they were.
 */
export type WaitlistOfferWithdrawn = {
  type: 'WaitlistOfferWithdrawn';
  data: Place & { offer_id: string; room_id: string; room_number: string; reason: 'room_out_of_service' };
};
/** After WAITLIST_MAX_LAPSES lapses the student leaves the line (the lapse gave the bed back). */
export type WaitlistRemoved = { type: 'WaitlistRemoved'; data: Place & { lapses: number } };

export type WaitlistEvent =
  | WaitlistJoined
  | WaitlistLeft
  | WaitlistOfferMade
  | WaitlistOfferAccepted
  | WaitlistOfferDeclined
  | WaitlistOfferLapsed
  | WaitlistOfferWithdrawn
  | WaitlistRemoved;

export const WAITLIST_EVENT_TYPES = [
  'WaitlistJoined',
  'WaitlistLeft',
  'WaitlistOfferMade',
  'WaitlistOfferAccepted',
  'WaitlistOfferDeclined',
  'WaitlistOfferLapsed',
  'WaitlistOfferWithdrawn',
  'WaitlistRemoved',
] as const;

/** The waitlist's events that give an offer's bed back to its room. */
export const OFFER_ENDINGS = ['WaitlistOfferDeclined', 'WaitlistOfferLapsed', 'WaitlistOfferWithdrawn', 'WaitlistLeft'] as const;

export const waitlistStream = (semesterId: string, userId: string) => `waitlist-${semesterId}-${userId}`;
