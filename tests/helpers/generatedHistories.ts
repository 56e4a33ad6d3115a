import fc from 'fast-check';
import type { StoredEvent } from '../../api/eventStore/types.ts';

/**
 * Generated histories for the contracts of applyBatch and foldInDatabase: every event type the projections handle,
 * over small pools of ids so that rows are made, decided, deleted and looked up again, with
 * times that are mostly canonical and sometimes ones a JS Date rewrites. Histories are kept to
 * what one-by-one apply accepts (no second registration of a user, no bed moved in a room that
 * is not there), the way the log itself only holds events whose transaction committed.
 */
const KINDS = [
  'UserRegistered', 'UserLoggedOut', 'UserDeleted', 'RoomTypeCreated', 'RoomCreated', 'RoomCreated', 'RoomDeleted',
  'SemesterCreated', 'SemesterUpdated', 'SemesterDeleted', 'BedBooked', 'BedBooked', 'BedBooked', 'BedBooked',
  'PaymentApproved', 'PaymentApproved', 'PaymentApproved', 'PaymentRejected', 'PaymentRejected', 'PaymentRejected',
] as const;

/** A time as the API writes one (toISOString). */
const canonicalAt = fc.date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
/** Times a JS Date reads differently from PostgreSQL, or rewrites: rolled over, shortened, offset, finer. */
const ODD_TIMES = ['2026-02-30T10:00:00.000Z', '2026-09-01T08:00:00Z', '2026-09-01T10:00:00.000+02:00', '2024-02-29T24:00:00.000Z', '2026-09-01T08:00:00.123456Z'];

const stepWith = (at: fc.Arbitrary<string>) => fc.record({
  kind: fc.constantFrom(...KINDS),
  user: fc.nat(5),
  room: fc.nat(5),
  booking: fc.nat(7),
  other: fc.nat(5),
  flag: fc.boolean(),
  amount: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100)),
  actor: fc.option(fc.nat(6)),
  at,
});
const step = stepWith(canonicalAt);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const historiesOf = (at: fc.Arbitrary<string>) => fc.array(stepWith(at), { minLength: 30, maxLength: 150 }).map(toEvents);
/** Histories whose times are mostly canonical and sometimes ones a JS Date rewrites. */
export const histories = historiesOf(fc.oneof({ weight: 8, arbitrary: canonicalAt }, { weight: 1, arbitrary: fc.constantFrom(...ODD_TIMES) }));
/** Histories whose every time is in the form toISOString writes, as the API writes them. */
export const canonicalHistories = historiesOf(canonicalAt);

function toEvents(steps: Step[]): StoredEvent[] {
  const users = new Set<string>();
  const tokens = new Set<string>();
  const roomTypes = new Set<string>();
  const rooms = new Map<string, string>(); // live room → its semester
  const bookings = new Map<string, { room: string; semester: string; user: string }>();
  const events: StoredEvent[] = [];
  const push = (type: string, data: Record<string, unknown>, s: Step) =>
    events.push({
      globalPosition: events.length + 1,
      transactionId: String(100 + events.length),
      streamId: `s-${events.length}`,
      streamPosition: 1,
      eventId: `ev-${events.length}`,
      type,
      schemaVersion: 1,
      data: { ...data, at: s.at },
      metadata: { actorId: s.actor === null ? null : `u${s.actor}`, correlationId: 'c' },
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });

  for (const s of steps) {
    const userId = `u${s.user}`;
    const roomId = `r${s.room}`;
    const semesterId = `s${s.room % 2}`;
    // Bookings go to a room that is there, decisions mostly to a booking that was made.
    const liveRooms = [...rooms.keys()];
    const bookedRoom = rooms.has(roomId) ? roomId : liveRooms[s.room % Math.max(liveRooms.length, 1)];
    const made = [...bookings.keys()];
    const bookingId = s.kind.startsWith('Payment') && made.length && s.other > 0 ? made[s.booking % made.length] : `b${s.booking}`;
    const booking = bookings.get(bookingId);
    switch (s.kind) {
      case 'UserRegistered':
        if (users.has(userId)) break;
        users.add(userId);
        push(s.kind, {
          user_id: userId, fname: `F${s.other}`, lname: `L${s.user}`, phone_number: '024', email: `${userId}@x.test`,
          password_hash: 'h', gender: s.flag ? 'male' : 'female', country: 'Ghana', program: s.flag ? null : 'CS',
          // Some actors staff, whom the payment history names, and some students, whom it does not keep.
          ...(s.user % 3 === 0 ? { role: 'admin', user_type: 'admin' } : { role: 'user', user_type: 'continuing_student' }),
        }, s);
        break;
      case 'UserLoggedOut': {
        const jti = `j${s.other}`;
        if (tokens.has(jti)) break;
        tokens.add(jti);
        push(s.kind, { user_id: userId, jti, expires_at: s.at }, s);
        break;
      }
      case 'UserDeleted': {
        const released = [...bookings].filter(([, b]) => b.user === userId).map(([id, b]) => ({ booking_id: id, room_id: b.room, semester_id: b.semester }));
        push(s.kind, { user_id: userId, released_bookings: released }, s);
        break;
      }
      case 'RoomTypeCreated':
        if (roomTypes.has(`t${s.other}`)) break;
        roomTypes.add(`t${s.other}`);
        push(s.kind, { room_type_id: `t${s.other}`, name: `Type ${s.other}` }, s);
        break;
      case 'RoomCreated':
        if (rooms.has(roomId)) break;
        rooms.set(roomId, semesterId);
        push(s.kind, {
          room_id: roomId, semester_id: semesterId, room_type_id: `t${s.other % 3}`, room_type: 'Standard', floor: 'Ground',
          room_status: ['available', 'available', 'occupied', 'restricted'][s.user % 4], gender: s.flag ? 'male' : 'female', room_capacity: 1 + s.other, room_number: `N${s.room}`,
          price_per_bed: s.amount, availability_duration: '4 Months', description: 'd',
        }, s);
        break;
      case 'RoomDeleted':
        rooms.delete(roomId);
        push(s.kind, { room_id: roomId }, s);
        break;
      case 'SemesterCreated':
      case 'SemesterUpdated':
        push(s.kind, { semester_id: semesterId, name: `Sem ${s.other}`, description: 'd', start_date: '2026-09-01', end_date: '2026-12-20' }, s);
        break;
      case 'SemesterDeleted': {
        const roomIds = [...rooms].filter(([, sem]) => sem === semesterId).map(([id]) => id);
        for (const id of roomIds) rooms.delete(id);
        push(s.kind, { semester_id: semesterId, room_ids: roomIds }, s);
        break;
      }
      case 'BedBooked':
        if (bookings.has(bookingId) || !bookedRoom) break;
        bookings.set(bookingId, { room: bookedRoom, semester: rooms.get(bookedRoom)!, user: userId });
        push(s.kind, {
          full_name: `Name ${s.user}`, index_number: 'UG1', gender: 'female', dob: '2004-02-14', marital_status: 'Single',
          nationality: 'Ghana', program_of_study: 'CS', phone_number: '024', email_address: 'a@b.c', house_address: 'h',
          emergency_contact_name: 'e', emergency_contact_relationship: 'Mother', emergency_contact_phone_number: '0',
          emergency_contact_house_address: 'h', check_in_date: '2026-09-01', length_of_stay: 4,
          medical_condition: s.flag ? null : 'Asthma', booking_id: bookingId, user_id: userId, semester_id: rooms.get(bookedRoom),
          room_id: bookedRoom, room_type_id: 't1', room_type: 'Standard', room_number: `N${s.room}`, amount_paid: s.amount,
          payment_status: 'pending', booked_by: userId,
        }, s);
        break;
      case 'PaymentApproved':
      case 'PaymentRejected': {
        // Mostly decisions on real bookings; now and then one on a booking that was never made.
        const target = booking ?? { room: roomId, semester: semesterId, user: userId };
        const movesBed = s.flag && rooms.has(target.room);
        push(s.kind, {
          booking_id: bookingId, user_id: target.user, semester_id: target.semester, room_id: target.room, amount: s.amount,
          previous_status: 'pending', ...(s.kind === 'PaymentApproved' ? { bed_taken: movesBed } : { bed_released: movesBed }),
        }, s);
        break;
      }
    }
  }
  return events;
}
