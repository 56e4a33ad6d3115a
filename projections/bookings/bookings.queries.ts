import type { PendingQuery, Row } from 'postgres';
import type { Db } from '../../api/db/connect.ts';
import { PREFILLED_BOOKING_FIELDS, type Booking, type LastBookingForm, type Room } from '../../shared/records.ts';
import { pageLimit, type PageQuery } from '../pages.ts';
import { countOrEstimate, EXACT_TOTAL_UP_TO, keepCount, keptCount, listTotal } from '../listTotals.ts';
import { definitionOf, indexExpressionOf } from '../projection.ts';
import { matchesSearch } from '../search.ts';
import type { Search } from '../../shared/search.ts';
import { PAYMENT_STATUSES } from '../../shared/constants.ts';

/** Whose bookings a reader may see: everyone's (null) or one student's own. */
export type BookingScope = { ownerId: string | null };

export const SORTABLE_BOOKING_FIELDS = [
  'id',
  'created_at',
  'updated_at',
  'full_name',
  'index_number',
  'room_number',
  'room_type',
  'gender',
  'nationality',
  'check_in_date',
  'amount_paid',
  'payment_status',
  'semester_id',
  'hold_until',
] as const;

/** A booking the scope may see, or null: another student's booking is not even acknowledged. */
export async function findBooking(db: Db, scope: BookingScope, id: string): Promise<Booking | null> {
  const [row] = await db<Booking[]>`
    SELECT * FROM bookings WHERE id = ${id} AND (${scope.ownerId}::text IS NULL OR user_id = ${scope.ownerId})`;
  return row ?? null;
}

/** The spec's four lists of bookings that hold a bed (SPEC.md point 3), each newest first. */
export type BookingSummaries = {
  totalBookedRooms: Booking[];
  pendingBookings: Booking[];
  maleBookings: Booking[];
  femaleBookings: Booking[];
};
export type BookingSummaryCounts = { [list in keyof BookingSummaries]: number };
const LISTS = ['totalBookedRooms', 'pendingBookings', 'maleBookings', 'femaleBookings'] as const;

/** The scope's pending and paid bookings, of one semester or of all. */
function activeBookings(db: Db, scope: BookingScope, semesterId: string | null) {
  // Separate texts for a student and for an admin: with `$1 IS NULL OR user_id = $1` in one
  // prepared statement the planner may settle on a plan that cannot use the per-student index.
  return db`payment_status IN ('pending', 'paid')
    ${scope.ownerId === null ? db`` : db`AND user_id = ${scope.ownerId}`}
    ${semesterId === null ? db`` : db`AND semester_id = ${semesterId}`}`;
}

/** The four lists whole: one read, split by status and gender. */
export async function bookingSummaries(db: Db, scope: BookingScope, semesterId: string | null): Promise<BookingSummaries> {
  const active = await db<Booking[]>`
    SELECT * FROM bookings WHERE ${activeBookings(db, scope, semesterId)} ORDER BY created_at DESC, id DESC`;
  return {
    totalBookedRooms: active,
    pendingBookings: active.filter((b) => b.payment_status === 'pending'),
    maleBookings: active.filter((b) => b.gender === 'male'),
    femaleBookings: active.filter((b) => b.gender === 'female'),
  };
}

/** What each of the four lists holds of the scope's active bookings. */
const ONLY: Record<keyof BookingSummaries, string> = {
  totalBookedRooms: 'true',
  pendingBookings: "payment_status = 'pending'",
  maleBookings: "gender = 'male'",
  femaleBookings: "gender = 'female'",
};

/** A row of the four pages, with the lists' lengths when they are counted in the same statement. */
type PageRow = Partial<BookingSummaryCounts> & { list: number | null } & Booking;

/**
 * One page (`perPage` from `offset`) of each of the four lists, each read newest first with its
 * own LIMIT and tagged with its list, and the length of each whole list. The lengths are exact
 * while the lists hold EXACT_TOTAL_UP_TO bookings or fewer together, counted in the same statement
 * by a read that stops one past that; past it each list is counted or estimated as a list's total
 * is (countOrEstimate), and the four are kept a while, the pages then read alone.
 */
export async function bookingSummaryPage(db: Db, scope: BookingScope, semesterId: string | null, q: PageQuery) {
  const active = activeBookings(db, scope, semesterId);
  const key = `booking-lists:${JSON.stringify([scope.ownerId, semesterId])}`;
  const page = (list: number) => db`
    (SELECT ${list}::int AS list, * FROM bookings WHERE ${active} AND ${db.unsafe(ONLY[LISTS[list]])}
      ORDER BY created_at DESC, id DESC ${pageLimit(db, q)})`;
  const pages = db`${page(0)} UNION ALL ${page(1)} UNION ALL ${page(2)} UNION ALL ${page(3)}`;
  const kept = keptCount<BookingSummaryCounts>(db, key);
  // Without kept lengths, a page past the end of every list still gives one row, of lengths only.
  const found = await (kept
    ? db<PageRow[]>`${pages} ORDER BY list, created_at DESC, id DESC`
    : db<PageRow[]>`
        SELECT first_ones.*, pages.*
          FROM (SELECT count(*)::int AS "totalBookedRooms",
                       count(*) FILTER (WHERE ${db.unsafe(ONLY.pendingBookings)})::int AS "pendingBookings",
                       count(*) FILTER (WHERE ${db.unsafe(ONLY.maleBookings)})::int AS "maleBookings",
                       count(*) FILTER (WHERE ${db.unsafe(ONLY.femaleBookings)})::int AS "femaleBookings"
                  FROM (SELECT payment_status, gender FROM bookings WHERE ${active} LIMIT ${EXACT_TOTAL_UP_TO + 1}) capped) first_ones
          LEFT JOIN (${pages}) pages ON true
         ORDER BY pages.list, pages.created_at DESC, pages.id DESC`);
  const lists: BookingSummaries = { totalBookedRooms: [], pendingBookings: [], maleBookings: [], femaleBookings: [] };
  for (const { list, totalBookedRooms: _t, pendingBookings: _p, maleBookings: _m, femaleBookings: _f, ...booking } of found) {
    if (list !== null) lists[LISTS[list]].push(booking);
  }
  return { lists, counts: kept ?? (await lengthsOf(db, key, active, found[0] as BookingSummaryCounts)) };
}

/** The four lists' lengths from the first EXACT_TOTAL_UP_TO + 1 active bookings: those, or past them each list's own. */
async function lengthsOf(db: Db, key: string, active: Fragment, firstOnes: BookingSummaryCounts): Promise<BookingSummaryCounts> {
  const { totalBookedRooms, pendingBookings, maleBookings, femaleBookings } = firstOnes;
  if (totalBookedRooms <= EXACT_TOTAL_UP_TO) return { totalBookedRooms, pendingBookings, maleBookings, femaleBookings };
  const lengths = await Promise.all(
    LISTS.map((list) => countOrEstimate(db, db`SELECT 1 FROM bookings WHERE ${active} AND ${db.unsafe(ONLY[list])}`)),
  );
  return keepCount(db, key, Object.fromEntries(LISTS.map((list, i) => [list, lengths[i]])) as BookingSummaryCounts, true);
}

/** A filter value as text, or null (no filter) for anything that is not a plain value. */
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);

/**
 * What the list's search (`q`) looks in: its columns as one lowercase text, the expression the
 * trigram index bookings_search holds (bookings.sql). Finding bookings by one more column is one
 * more column there.
 */
export const BOOKING_SEARCH_TEXT = indexExpressionOf(definitionOf(import.meta.url, 'bookings.sql').definition, 'bookings_search');

type Fragment = PendingQuery<Row[]>;
const allOf = (db: Db, parts: Fragment[]) => parts.reduce((all, part) => db`${all} AND ${part}`, db`true`);

/**
 * A status written into the statement, not sent as a parameter: PostgreSQL keeps one plan for
 * every value of a parameter, and with the status hidden that plan cannot use the indexes of
 * pending bookings alone. Anything but a status is a parameter, and matches nothing.
 */
function paymentStatusIs(db: Db, status: string | null): Fragment[] {
  if (status === null) return [];
  return [
    (PAYMENT_STATUSES as readonly string[]).includes(status) ? db.unsafe(`payment_status = '${status}'`) : db`payment_status = ${status}`,
  ];
}

/** A condition for each filter given and none for the others, so the planner sees the partial indexes' predicates. */
function rangeConditions(db: Db, scope: BookingScope, f: Record<string, unknown>, search: Search | null) {
  const ids = Array.isArray(f.id) ? f.id.map(text).filter((v): v is string => v !== null) : text(f.id) ? [text(f.id)!] : null;
  const equal = (column: string) => (text(f[column]) === null ? [] : [db`${db(column)} = ${text(f[column])}`]);
  return allOf(db, [
    ...(scope.ownerId === null ? [] : [db`user_id = ${scope.ownerId}`]),
    ...equal('user_id'),
    ...paymentStatusIs(db, text(f.payment_status)),
    ...equal('payment_review'),
    ...equal('gender'),
    ...equal('semester_id'),
    ...(ids ? [db`id = ANY(${ids}::text[])`] : []),
    // The office's open cancellation requests: asked for, not yet decided.
    ...(text(f.cancellation) === 'requested'
      ? [db`cancellation IS NOT NULL AND cancellation->>'decided' IS NULL AND payment_status = 'paid'`]
      : []),
    // No-shows (shared/arrivals.ts): paid, not checked in, expected on this day or before.
    ...(text(f.no_show_up_to) ? [db`payment_status = 'paid' AND checked_in_at IS NULL AND check_in_date <= ${text(f.no_show_up_to)}`] : []),
    ...(search ? [matchesSearch(db, BOOKING_SEARCH_TEXT, search)] : []),
  ]);
}

/**
 * react-admin's list: every status, filtered, sorted and ranged; `id` (an array) serves getMany.
 * A `user_id` filter narrows within the reader's scope: a student asking for another's gets none.
 * `search` is what `q` looks for (shared/search.ts: its words in any order, or a phone number). The
 * pending queue comes oldest first unless another order is asked for: the longest waiting first.
 */
export async function bookingRange(
  db: Db,
  scope: BookingScope,
  q: PageQuery & { filter: Record<string, unknown>; search?: Search | null },
) {
  const search = q.search ?? null;
  const where = rangeConditions(db, scope, q.filter, search);
  const field = q.sort?.field ?? 'created_at';
  const oldestFirst = !q.sort && text(q.filter.payment_status) === 'pending';
  const order = (q.sort?.order ?? (oldestFirst ? 'ASC' : 'DESC')) === 'DESC' ? db`DESC` : db`ASC`;
  const page = db`ORDER BY ${db(field)} ${order}, id ${order} ${pageLimit(db, q)}`;
  if (search) {
    // A search finds its matches in the trigram index and checks each: it counts them with the
    // page, in one reading, rather than again for the count.
    const found = await db<(Booking & { matches: number })[]>`
      SELECT *, count(*) OVER ()::int AS matches FROM bookings WHERE ${where} ${page}`;
    if (found.length || q.offset === 0) return { rows: found.map(({ matches: _, ...row }) => row), total: found[0]?.matches ?? 0 };
  }
  const key = `bookings:${JSON.stringify([scope.ownerId, q.filter, search])}`;
  const [rows, total] = await Promise.all([
    db<Booking[]>`SELECT * FROM bookings WHERE ${where} ${page}`,
    listTotal(db, key, db`SELECT 1 FROM bookings WHERE ${where}`),
  ]);
  return { rows, total };
}

/**
 * For the office: each booking with the short references (HB-…) of the other bookings whose
 * student gave the same payment reference, whatever the case. One payment quoted for two beds is
 * either a mistake or a fraud, and the office should see it before approving.
 */
export async function withSharedPaymentReferences<B extends Booking>(db: Db, rows: B[]) {
  const keys = [...new Set(rows.flatMap((r) => (r.payment_reference ? [r.payment_reference.toUpperCase()] : [])))];
  const given = keys.length
    ? await db<{ key: string; id: string; reference: string }[]>`
        SELECT upper(payment_reference) AS key, id, reference FROM bookings
         WHERE upper(payment_reference) = ANY(${keys}::text[]) ORDER BY created_at, id`
    : [];
  return rows.map((row) => ({
    ...row,
    payment_reference_also_on: given
      .filter((g) => g.key === row.payment_reference?.toUpperCase() && g.id !== row.id)
      .map((g) => g.reference),
  }));
}

type BookedRoom = Room & Pick<Booking, 'payment_status' | 'hold_until' | 'payment_review' | 'payment_question'> & { booking_id: string };

/** The room of the user's pending or paid booking in the semester; `occupied` once paid. */
export async function bookedRoomOf(db: Db, userId: string, semesterId: string) {
  const [row] = await db<BookedRoom[]>`
    SELECT r.*, b.id AS booking_id, b.payment_status, b.hold_until, b.payment_review, b.payment_question,
           CASE WHEN b.payment_status = 'paid' THEN 'occupied' ELSE r.room_status END AS room_status
      FROM bookings b JOIN rooms r ON r.id = b.room_id
     WHERE b.user_id = ${userId} AND b.semester_id = ${semesterId} AND b.payment_status IN ('pending', 'paid')
     ORDER BY b.created_at DESC
     LIMIT 1`;
  return row ?? null;
}

/**
 * The form of the student's newest booking, whatever became of it, for their next one: the fields
 * that stay the same from one booking to the next (PREFILLED_BOOKING_FIELDS). Null before any.
 */
export async function lastBookingForm(db: Db, userId: string): Promise<LastBookingForm | null> {
  const [row] = await db<(LastBookingForm['from_booking'] & Omit<LastBookingForm, 'from_booking'>)[]>`
    SELECT ${db(PREFILLED_BOOKING_FIELDS)}, id, reference, created_at FROM bookings
     WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT 1`;
  if (!row) return null;
  const { id, reference, created_at, ...form } = row;
  return { ...form, from_booking: { id, reference, created_at } };
}

export async function holdsActiveBooking(db: Db, userId: string, semesterId: string): Promise<boolean> {
  const [row] = await db`
    SELECT 1 FROM bookings WHERE user_id = ${userId} AND semester_id = ${semesterId} AND payment_status IN ('pending', 'paid')`;
  return Boolean(row);
}

/** The bookings holding a bed in the room. */
export async function activeBookingsOfRoom(db: Db, roomId: string): Promise<number> {
  const [{ n }] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM bookings WHERE room_id = ${roomId} AND payment_status IN ('pending', 'paid')`;
  return n;
}

/** True when any of the rooms has a booking, whatever its payment status. */
export async function roomsHaveBookings(db: Db, roomIds: string[]): Promise<boolean> {
  if (roomIds.length === 0) return false;
  const [row] = await db`SELECT 1 FROM bookings WHERE room_id = ANY(${roomIds}) LIMIT 1`;
  return Boolean(row);
}

/** The user's bookings that hold a bed, oldest first: what deleting the user releases. */
export function activeBookingsOfUser(db: Db, userId: string) {
  return db<{ booking_id: string; room_id: string; semester_id: string; kept: number }[]>`
    SELECT id AS booking_id, room_id, semester_id, CASE WHEN payment_status = 'paid' THEN amount_paid::float8 ELSE 0 END AS kept FROM bookings
     WHERE user_id = ${userId} AND payment_status IN ('pending', 'paid')
     ORDER BY created_at, id`;
}

/** What a payment decision needs beside the booking's stream: its status here, and its room's beds left. */
export async function paymentFacts(db: Db, bookingId: string) {
  const [row] = await db<{ user_id: string; payment_status: string; beds_left: number | null }[]>`
    SELECT b.user_id, b.payment_status, r.beds_left FROM bookings b LEFT JOIN rooms r ON r.id = b.room_id WHERE b.id = ${bookingId}`;
  return row ?? null;
}

type DueHold = { booking_id: string; user_id: string; room_id: string };

/**
 * Pending bookings whose hold ended at or before `now`, earliest deadline first: what the sweep
 * expires, read from bookings_holds_due, the overdue holds alone; or, with `roomId`
 * and `userId`, those in that room or of that student, which a booking expires first so that the
 * bed, and the student's right to book, are free from the deadline on.
 */
export function holdsDue(db: Db, now: Date, opts: { roomId?: string; userId?: string; limit?: number } = {}) {
  const limit = opts.limit ?? 500;
  if (opts.roomId === undefined)
    return db<DueHold[]>`
      SELECT id AS booking_id, user_id, room_id FROM bookings
       WHERE payment_status = 'pending' AND hold_until <= ${now}
       ORDER BY hold_until, id
       LIMIT ${limit}`;
  // Every booking of the room and of the student, a few, read by their ids; their status and
  // deadline only then. MATERIALIZED keeps those conditions out of the reads: a planner that
  // misjudges how many holds are pending or overdue (statistics older than the rows) would
  // otherwise reach for a partial index of the pending ones and walk all of it.
  return db<DueHold[]>`
    WITH theirs AS MATERIALIZED (
      SELECT id, user_id, room_id, payment_status, hold_until FROM bookings WHERE room_id = ${opts.roomId}
      UNION
      SELECT id, user_id, room_id, payment_status, hold_until FROM bookings WHERE user_id = ${opts.userId ?? null})
    SELECT id AS booking_id, user_id, room_id FROM theirs
     WHERE payment_status = 'pending' AND hold_until <= ${now}
     ORDER BY hold_until, id
     LIMIT ${limit}`;
}

/** Every booking of a student, whatever its status, oldest first. */
export function bookingsOfUser(db: Db, userId: string) {
  return db<Booking[]>`SELECT * FROM bookings WHERE user_id = ${userId} ORDER BY created_at, id`;
}
