import type { Db } from '../../api/db/connect.ts';
import type { WaitlistEntry, WaitlistOfferRecord } from '../../shared/records.ts';
import { pageLimit, type PageQuery } from '../pages.ts';
import { containing } from '../search.ts';

/** Line order: the time of joining, then the joining event's place in the log. */
const LINE_ORDER = `w.joined_at, w.joined_position`;
const OPEN = `w.status IN ('waiting', 'offered')`;

/**
 * Entries with their position: among those waiting in their semester's line of their gender, in
 * line order (1 = next to be offered); null for any other status. Ranked before any filter but
 * the semester's, so a filtered list shows true positions.
 */
function ranked(db: Db, semesterId: string | undefined) {
  const inSemester = semesterId ? db`w.semester_id = ${semesterId}` : db`true`;
  return db`
    SELECT w.*,
           CASE WHEN w.status = 'waiting'
                THEN row_number() OVER (PARTITION BY w.semester_id, w.gender, w.status = 'waiting' ORDER BY ${db.unsafe(LINE_ORDER)}) END AS position
      FROM waitlist w
     WHERE ${inSemester}`;
}

const ENTRY = `r.id, r.semester_id, r.user_id, r.full_name, r.gender, r.room_type_id, r.room_type, r.joined_at,
  r.position::int AS position, r.status, r.lapses, r.declines,
  CASE WHEN o.id IS NULL THEN NULL ELSE jsonb_build_object('id', o.id, 'room_id', o.room_id, 'room_number', o.room_number,
    'room_type', o.room_type, 'price_per_bed', o.price_per_bed::float8, 'made_at', o.made_at, 'expires_at', o.expires_at) END AS offer`;

export type WaitlistFilter = {
  semester_id?: string;
  gender?: string;
  room_type_id?: string;
  status?: string;
  user_id?: string;
  q?: string;
};

/** The office's list, in line order, and how many match. */
export async function entryPage(db: Db, f: WaitlistFilter, q: PageQuery) {
  let where = db`true`;
  if (f.gender) where = db`${where} AND r.gender = ${f.gender}`;
  if (f.room_type_id) where = db`${where} AND r.room_type_id = ${f.room_type_id}`;
  if (f.status) where = db`${where} AND r.status = ${f.status}`;
  if (f.user_id) where = db`${where} AND r.user_id = ${f.user_id}`;
  if (f.q) where = db`${where} AND lower(r.full_name) LIKE ${containing(f.q.trim().toLowerCase())}`;
  const rows = await db<(WaitlistEntry & { total: number })[]>`
    WITH r AS (${ranked(db, f.semester_id)})
    SELECT ${db.unsafe(ENTRY)}, count(*) OVER ()::int AS total
      FROM r LEFT JOIN waitlist_offers o ON o.id = r.offer_id
     WHERE ${where}
     ORDER BY r.semester_id, r.joined_at, r.joined_position
     ${pageLimit(db, q)}`;
  const total = rows[0]?.total ?? 0;
  return { rows: rows.map(({ total: _, ...row }) => row as WaitlistEntry), total };
}

/** The student's entry in the semester, whatever its status. */
export async function findEntry(db: Db, semesterId: string, userId: string): Promise<WaitlistEntry | null> {
  const [row] = await db<WaitlistEntry[]>`
    WITH r AS (${ranked(db, semesterId)})
    SELECT ${db.unsafe(ENTRY)} FROM r LEFT JOIN waitlist_offers o ON o.id = r.offer_id WHERE r.user_id = ${userId}`;
  return row ?? null;
}

/**
 * Those an offer passed over, named as the line names them now (a deleted student as forgotten);
 * an offer of version 1, which has no ids, by the name it was written with, where it still has one.
 */
const SKIPPED = `coalesce((
  SELECT jsonb_agg(jsonb_build_object('user_id', s->>'user_id', 'full_name', coalesce(n.full_name, s->>'full_name'), 'reason', s->'reason')
                   ORDER BY i)
    FROM jsonb_array_elements(o.why->'skipped') WITH ORDINALITY AS x(s, i)
    LEFT JOIN waitlist n ON n.id = o.semester_id || ':' || (s->>'user_id')), '[]'::jsonb)`;

const OFFER = `o.id, o.semester_id, o.user_id, w.full_name, o.room_id, o.room_number, o.made_at, o.expires_at, o.outcome,
  o.ended_at, o.booking_id, jsonb_set(o.why, '{skipped}', ${SKIPPED}) AS why`;

/** The offers, newest first (the log's order where made at the same moment). */
export async function offerPage(db: Db, f: { semester_id?: string; user_id?: string }, q: PageQuery) {
  let where = db`true`;
  if (f.semester_id) where = db`${where} AND o.semester_id = ${f.semester_id}`;
  if (f.user_id) where = db`${where} AND o.user_id = ${f.user_id}`;
  const rows = await db<(WaitlistOfferRecord & { total: number })[]>`
    SELECT ${db.unsafe(OFFER)}, count(*) OVER ()::int AS total
      FROM waitlist_offers o JOIN waitlist w ON w.id = o.semester_id || ':' || o.user_id
      JOIN events e ON e.event_id = o.made_event_id
     WHERE ${where}
     ORDER BY o.made_at DESC, e.global_position DESC ${pageLimit(db, q)}`;
  const total = rows[0]?.total ?? 0;
  return { rows: rows.map(({ total: _, ...row }) => row as WaitlistOfferRecord), total };
}

export async function findOffer(db: Db, offerId: string) {
  const [row] = await db<{ id: string; semester_id: string; user_id: string; room_id: string; outcome: string }[]>`
    SELECT id, semester_id, user_id, room_id, outcome FROM waitlist_offers WHERE id = ${offerId}`;
  return row ?? null;
}

/** The room a freed bed is in, locked against bookings until commit: its beds cannot change while it is offered. */
export async function lockRoomForOffer(db: Db, roomId: string) {
  const [row] = await db<
    {
      id: string;
      semester_id: string;
      room_type_id: string;
      room_type: string;
      room_number: string;
      gender: string;
      price_per_bed: number;
      beds_left: number;
      open: boolean;
    }[]
  >`SELECT id, semester_id, room_type_id, room_type, room_number, gender, price_per_bed::float8 AS price_per_bed, beds_left,
           room_status = 'available' AND out_of_service_reason IS NULL AS open
      FROM rooms WHERE id = ${roomId} FOR UPDATE`;
  return row ?? null;
}

export type InLine = { user_id: string; status: string; room_type_id: string | null };

/**
 * For a bed of a room: the first waiting entry of its semester's line of its gender whose type is
 * the room's or any (not among `passed`, and without a booking of the semester: one who booked as
 * they joined), and everyone ahead of them in line who is passed over, up to `shown` of them;
 * `ahead` counts them all.
 */
export async function nextInLine(
  db: Db,
  room: { semester_id: string; gender: string; room_type_id: string },
  passed: readonly string[],
  shown: number,
) {
  // The first is read off the line's index, stopping at the first who may have the bed.
  const rows = await db<(InLine & { chosen: boolean; ahead: number })[]>`
    WITH first AS (
      SELECT w.user_id, w.status, w.room_type_id, w.joined_at, w.joined_position FROM waitlist w
       WHERE w.semester_id = ${room.semester_id} AND w.gender = ${room.gender} AND w.status = 'waiting'
         AND (w.room_type_id IS NULL OR w.room_type_id = ${room.room_type_id}) AND NOT (w.user_id = ANY(${[...passed]}))
         AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = w.user_id AND b.semester_id = ${room.semester_id}
                                                   AND b.payment_status IN ('pending', 'paid'))
       ORDER BY w.joined_at, w.joined_position LIMIT 1),
    ahead AS (
      SELECT w.user_id, w.status, w.room_type_id, w.joined_at, w.joined_position FROM waitlist w, first
       WHERE w.semester_id = ${room.semester_id} AND w.gender = ${room.gender} AND ${db.unsafe(OPEN)}
         AND (w.joined_at, w.joined_position) < (first.joined_at, first.joined_position))
    (SELECT user_id, status, room_type_id, true AS chosen, (SELECT count(*)::int FROM ahead) AS ahead FROM first)
    UNION ALL
    (SELECT user_id, status, room_type_id, false, 0 FROM ahead ORDER BY joined_at, joined_position LIMIT ${shown})`;
  const chosen = rows.find((r) => r.chosen);
  if (!chosen) return null;
  return { chosen, ahead: chosen.ahead, skipped: rows.filter((r) => !r.chosen) };
}

/** The open rooms of a semester with beds left for a line of `gender` and type (null: any). */
export async function roomsWithBedsFor(db: Db, semesterId: string, gender: string, roomTypeId: string | null) {
  const ofType = roomTypeId ? db`AND room_type_id = ${roomTypeId}` : db``;
  const rows = await db<{ id: string }[]>`
    SELECT id FROM rooms
     WHERE semester_id = ${semesterId} AND gender = ${gender} ${ofType}
       AND beds_left > 0 AND room_status = 'available' AND out_of_service_reason IS NULL
     ORDER BY id LIMIT 20`;
  return rows.map((r) => r.id);
}

/** The open offers of beds in a room, to withdraw when it is taken out of service. */
export function openOffersIn(db: Db, roomId: string) {
  return db<{ id: string; semester_id: string; user_id: string; room_number: string }[]>`
    SELECT id, semester_id, user_id, room_number FROM waitlist_offers WHERE outcome = 'open' AND room_id = ${roomId} ORDER BY id`;
}

/** The line a student waits in, in a semester: their gender and the room type they want (null: any). */
export async function lineOf(db: Db, semesterId: string, userId: string) {
  const [row] = await db<{ gender: string; room_type_id: string | null }[]>`
    SELECT gender, room_type_id FROM waitlist WHERE semester_id = ${semesterId} AND user_id = ${userId}`;
  return row ?? null;
}

/** The semesters in which the student has an open place (waiting or offered). */
export async function openPlacesOf(db: Db, userId: string, semesterId?: string) {
  const inSemester = semesterId ? db`AND semester_id = ${semesterId}` : db``;
  const rows = await db<{ semester_id: string }[]>`
    SELECT semester_id FROM waitlist w WHERE user_id = ${userId} AND ${db.unsafe(OPEN)} ${inSemester}`;
  return rows.map((r) => r.semester_id);
}

/** Whether a bed of any of the rooms is offered to a student on the waitlist now. */
export async function roomsHaveOpenOffers(db: Db, roomIds: readonly string[]) {
  if (roomIds.length === 0) return false;
  const [row] = await db<{ offered: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM waitlist_offers WHERE outcome = 'open' AND room_id = ANY(${[...roomIds]})) AS offered`;
  return row.offered;
}

/** Open offers past their deadline, as the read model knows them: the stream's decider has the last word. */
export function offersDue(db: Db, now: Date, limit: number) {
  return db<{ id: string; semester_id: string; user_id: string }[]>`
    SELECT id, semester_id, user_id FROM waitlist_offers WHERE outcome = 'open' AND expires_at <= ${now} ORDER BY expires_at, id LIMIT ${limit}`;
}

/** The reference of a booking, to say which one freed a bed. */
export async function bookingReferenceOf(db: Db, bookingId: string): Promise<string | null> {
  const [row] = await db<{ reference: string }[]>`SELECT reference FROM bookings WHERE id = ${bookingId}`;
  return row?.reference ?? null;
}

/** Those an offer's bed had passed over before it was made (its `why`). */
export async function passedOverBy(db: Db, offerId: string): Promise<{ user_id: string; reason: string }[]> {
  const [row] = await db<{ passed: { user_id: string; reason: string }[] | null }[]>`
    SELECT why->'passed_over' AS passed FROM waitlist_offers WHERE id = ${offerId}`;
  return row?.passed ?? [];
}
