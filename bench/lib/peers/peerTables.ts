import { nanoid } from 'nanoid';
import type { Sql } from '../../../api/db/connect.ts';
import { ROOM_LIST_PAGE } from '../../../shared/constants.ts';
import type { HostelPlan, PlannedRoom, PlannedStudent } from '../hostelPlan.ts';
import type { RushChecks } from '../rushChecks.ts';
import { bookingFormFor, identityOf } from '../hostelPlan.ts';

/**
 * What both peers share, written the plain way in a schema of their own: the rooms table (the
 * product's room columns, so that the list returns the same rows), the bookings table with its
 * one-active-booking rule, the room list read, and the checks after the rush.
 */
export async function createPeerTables(sql: Sql, schema: string) {
  await sql.unsafe(`CREATE SCHEMA ${schema}`);
  // Room numbers in natural order ("G2" before "G10"), as the product orders them.
  await sql
    .unsafe(`CREATE COLLATION ${schema}.room_number (provider = icu, locale = 'und-u-kn-true')`)
    .catch(() => sql.unsafe(`CREATE COLLATION ${schema}.room_number FROM "C"`));
  await sql.unsafe(`
    CREATE TABLE ${schema}.rooms (
      id text PRIMARY KEY,
      semester_id text NOT NULL,
      room_type_id text NOT NULL,
      room_type text NOT NULL,
      floor text NOT NULL,
      room_status text NOT NULL,
      gender text NOT NULL,
      room_capacity integer NOT NULL,
      room_number text NOT NULL,
      price_per_bed numeric(12, 2) NOT NULL,
      availability_duration text NOT NULL,
      description text NOT NULL,
      beds_left integer NOT NULL CHECK (beds_left >= 0 AND beds_left <= room_capacity),
      created_at timestamptz NOT NULL,
      out_of_service_reason text,
      out_of_service_since timestamptz
    );
    CREATE INDEX ON ${schema}.rooms (semester_id, (room_number COLLATE ${schema}.room_number), id);
    CREATE TABLE ${schema}.bookings (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      full_name text NOT NULL,
      index_number text NOT NULL,
      gender text NOT NULL,
      dob date NOT NULL,
      marital_status text NOT NULL,
      nationality text NOT NULL,
      program_of_study text NOT NULL,
      phone_number text NOT NULL,
      email_address text NOT NULL,
      house_address text NOT NULL,
      emergency_contact_name text NOT NULL,
      emergency_contact_relationship text NOT NULL,
      emergency_contact_phone_number text NOT NULL,
      emergency_contact_house_address text NOT NULL,
      check_in_date date NOT NULL,
      length_of_stay integer NOT NULL,
      medical_condition text,
      booked_by text NOT NULL,
      reference text NOT NULL UNIQUE,
      semester_id text NOT NULL,
      room_id text NOT NULL,
      room_type_id text NOT NULL,
      room_type text NOT NULL,
      room_number text NOT NULL,
      amount_paid numeric(12, 2) NOT NULL,
      payment_status text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      hold_until timestamptz
    );
    CREATE UNIQUE INDEX ON ${schema}.bookings (user_id, semester_id) WHERE payment_status IN ('pending', 'paid');
    CREATE INDEX ON ${schema}.bookings (room_id);`);
}

export async function seedPeerRooms(sql: Sql, schema: string, plan: HostelPlan) {
  const at = new Date().toISOString();
  const rows = plan.rooms.map(({ room_id, room_capacity, ...room }) => ({
    id: room_id,
    semester_id: plan.semesterId,
    room_type_id: room.room_type_id,
    room_type: room.room_type,
    floor: room.floor,
    room_status: 'available',
    gender: room.gender,
    room_capacity,
    room_number: room.room_number,
    price_per_bed: room.price_per_bed,
    availability_duration: '4 Months',
    description: `${room.room_type} room on the ${room.floor}`,
    beds_left: room_capacity,
    created_at: at,
  }));
  await sql`INSERT INTO ${sql(schema)}.rooms ${sql(rows)}`;
  await sql.unsafe(`ANALYZE ${schema}.rooms`);
}

/** The booking form's columns, filled by the student; the rest of a booking comes from its room. */
export const FORM_COLUMNS = [
  'id',
  'user_id',
  'full_name',
  'index_number',
  'gender',
  'dob',
  'marital_status',
  'nationality',
  'program_of_study',
  'phone_number',
  'email_address',
  'house_address',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_phone_number',
  'emergency_contact_house_address',
  'check_in_date',
  'length_of_stay',
  'medical_condition',
  'booked_by',
  'reference',
] as const;
export const ROOM_COLUMNS = ['semester_id', 'room_id', 'room_type_id', 'room_type', 'room_number', 'amount_paid'] as const;
/** A new booking's own columns: pending, held for three days. */
export const NEW_BOOKING = {
  columns: 'payment_status, created_at, updated_at, hold_until',
  values: `'pending', now(), now(), now() + interval '72 hours'`,
};

const isoDate = (monthDayYear: string) => {
  const [month, day, year] = monthDayYear.split('/');
  return `${year}-${month}-${day}`;
};

/** The form the student sends, as FORM_COLUMNS' values in their order, under a new id. */
export function formValues(plan: HostelPlan, room: PlannedRoom, student: PlannedStudent) {
  const form = bookingFormFor(plan, room, student);
  const row: Record<(typeof FORM_COLUMNS)[number], unknown> = {
    ...identityOf(student),
    ...form,
    id: nanoid(),
    user_id: student.user_id,
    dob: isoDate(form.dob),
    check_in_date: isoDate(form.check_in_date),
    booked_by: student.user_id,
    reference: nanoid(10),
  };
  return { id: row.id as string, values: FORM_COLUMNS.map((c) => row[c]) };
}

/** A booking's refusal: the room full (CHECK) or the student already holding a bed (unique). */
export const isRefusal = (error: unknown) => ['23505', '23514'].includes((error as { code?: string }).code ?? '');

/**
 * The rooms of the student's gender with a bed left, a page as the product's list reads it, parsed
 * from JSON; without the count of all matching rooms that the product's list reads beside it.
 */
export async function lookPeer(sql: Sql, schema: string, plan: HostelPlan, student: PlannedStudent) {
  const rows = await sql.unsafe(
    `SELECT * FROM ${schema}.rooms
      WHERE semester_id = $1 AND gender = $2
        AND beds_left > 0 AND room_status = 'available' AND out_of_service_reason IS NULL
      ORDER BY room_number COLLATE ${schema}.room_number, id LIMIT $3 OFFSET $4`,
    [plan.semesterId, student.gender, ROOM_LIST_PAGE, 0],
    { prepare: true },
  );
  const rooms: { id: string }[] = JSON.parse(JSON.stringify(rows));
  return { status: 200, roomIds: rooms.map((r) => r.id) };
}

/** As checkRush reads the product after its rush; the log's checks only where the peer keeps a log. */
export async function checkPeerRush(
  sql: Sql,
  schema: string,
  plan: HostelPlan,
  acceptedIds: string[],
  withLog: boolean,
): Promise<RushChecks> {
  const active = `payment_status IN ('pending', 'paid')`;
  const [counts] = await sql.unsafe<{ active: number; overbooked: number; drift: number; doubles: number; accepted: number }[]>(
    `SELECT (SELECT count(*) FROM ${schema}.bookings WHERE semester_id = $1 AND ${active})::int AS active,
            (SELECT count(*) FROM ${schema}.rooms r
              WHERE r.beds_left < 0
                 OR (SELECT count(*) FROM ${schema}.bookings b WHERE b.room_id = r.id AND ${active}) > r.room_capacity)::int AS overbooked,
            (SELECT count(*) FROM ${schema}.rooms r
              WHERE r.beds_left <> r.room_capacity - (SELECT count(*) FROM ${schema}.bookings b WHERE b.room_id = r.id AND ${active}))::int AS drift,
            (SELECT count(*) FROM (SELECT user_id FROM ${schema}.bookings WHERE ${active}
                                    GROUP BY user_id, semester_id HAVING count(*) > 1) d)::int AS doubles,
            (SELECT count(*) FROM ${schema}.bookings WHERE id = ANY($2::text[]))::int AS accepted`,
    [plan.semesterId, acceptedIds],
  );
  const [log] = withLog
    ? await sql.unsafe<{ n: number; total: number }[]>(
        `SELECT count(*) FILTER (WHERE data->>'id' = ANY($1::text[]))::int AS n, count(*)::int AS total
           FROM ${schema}.events WHERE type = 'BedBooked'`,
        [acceptedIds],
      )
    : [{ n: acceptedIds.length, total: acceptedIds.length }];
  return {
    activeBookings: counts.active,
    beds: plan.beds,
    overbookedRooms: counts.overbooked,
    bedsLeftOutOfStep: counts.drift,
    studentsWithTwoBookings: counts.doubles,
    acceptedMissingFromReadModel: acceptedIds.length - counts.accepted,
    acceptedMissingFromLog: acceptedIds.length - log.n,
    bookedEventsWithoutAcceptance: log.total - log.n,
  };
}
