import fc from 'fast-check';
import type { StoredEvent } from '../../api/eventStore/types.ts';

/**
 * Generated histories of the hostel, shaped as the API writes them (the contract of every `fold`):
 * ids are never reused, and each event is one the API's deciders and rules would have let commit,
 * so `apply` takes every one. Small pools of students, semesters and rooms make rows be booked,
 * decided, released, deleted and booked again.
 */
const KINDS = [
  'register',
  'register',
  'register',
  'logout',
  'deleteUser',
  'semester',
  'semester',
  'updateSemester',
  'deleteSemester',
  'room',
  'room',
  'room',
  'deleteRoom',
  'editRoom',
  'outOfService',
  'backInService',
  'book',
  'book',
  'book',
  'book',
  'book',
  'book',
  'approve',
  'approve',
  'approve',
  'reject',
  'reject',
  'revoke',
  'deactivate',
  'reactivate',
  'resetPassword',
  'changePassword',
  'correctContact',
  'expire',
  'extend',
  'giveReference',
  'giveReference',
  'askAboutPayment',
  'payOnline',
  'payOnline',
  'move',
  'move',
  'move',
  'cancel',
  'cancel',
] as const;

const stepOf = (kind: fc.Arbitrary<(typeof KINDS)[number]>) =>
  fc.record({
    kind,
    pick: fc.nat(50),
    other: fc.nat(5),
    flag: fc.boolean(),
    amount: fc.oneof(
      fc.integer({ min: 1, max: 5000 }),
      fc.integer({ min: 1, max: 500_000 }).map((c) => c / 100),
    ),
    at: fc.date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
  });
const step = stepOf(fc.constantFrom(...KINDS));
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

// Every history opens with a semester, rooms and students, so that bookings come early and often.
const opening = fc.tuple(
  ...(['semester', 'room', 'room', 'register', 'register', 'register'] as const).map((kind) => stepOf(fc.constant(kind))),
);

export const histories = fc
  .tuple(opening, fc.array(step, { minLength: 30, maxLength: 150 }))
  .map(([first, rest]) => toEvents([...first, ...rest]));

type Booking = {
  id: string;
  user: string;
  room: string;
  semester: string;
  status: 'pending' | 'paid' | 'unpaid';
  amount: number;
  version: number;
  holdUntil: string;
  gender: string;
  /** A paid booking's open cancellation request. */
  request?: { at: string; reason: string };
};

function toEvents(steps: Step[]): StoredEvent[] {
  const users = new Map<string, { staff: boolean; deleted: boolean; deactivated?: boolean }>();
  const semesters = new Set<string>();
  const rooms = new Map<
    string,
    { semester: string; capacity: number; bedsLeft: number; gender: string; outOfService: boolean; fields: Record<string, unknown> }
  >();
  const bookings = new Map<string, Booking>();
  const events: StoredEvent[] = [];
  let ids = 0;
  const push = (type: string, stream: string, data: Record<string, unknown>, s: Step, actorId: string | null = null, schemaVersion = 1) =>
    events.push({
      globalPosition: events.length + 1,
      transactionId: String(100 + events.length),
      streamId: stream,
      streamPosition: 1,
      eventId: `ev-${events.length}`,
      type,
      schemaVersion,
      data: { ...data, at: s.at },
      metadata: { actorId, correlationId: 'c' },
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
  const pickOf = <T>(list: T[], s: Step) => (list.length ? list[s.pick % list.length] : undefined);
  const active = (b: Booking) => b.status !== 'unpaid';
  const staff = (s: Step) =>
    pickOf(
      [...users].filter(([, u]) => u.staff).map(([id]) => id),
      s,
    ) ?? null;

  for (const s of steps) {
    const liveUsers = [...users].filter(([, u]) => !u.deleted).map(([id]) => id);
    switch (s.kind) {
      case 'register': {
        const id = `u${ids++}`;
        const isStaff = s.pick % 4 === 0;
        users.set(id, { staff: isStaff, deleted: false });
        push(
          'UserRegistered',
          `user-${id}`,
          {
            user_id: id,
            fname: `F${s.other}`,
            lname: `L${s.pick}`,
            phone_number: '024',
            email: `${id}@x.test`,
            password_hash: 'h',
            gender: s.flag ? 'male' : 'female',
            country: 'Ghana',
            program: s.flag ? null : 'CS',
            ...(isStaff ? { role: 'admin', user_type: 'admin' } : { role: 'user', user_type: 'continuing_student' }),
          },
          s,
          id,
        );
        break;
      }
      case 'logout': {
        const id = pickOf(liveUsers, s);
        if (id) push('UserLoggedOut', `user-${id}`, { user_id: id, jti: `j${ids++}`, expires_at: s.at }, s, id);
        break;
      }
      case 'deactivate':
      case 'reactivate': {
        const deactivating = s.kind === 'deactivate';
        const id = pickOf(
          liveUsers.filter((u) => Boolean(users.get(u)!.deactivated) !== deactivating),
          s,
        );
        if (!id) break;
        users.get(id)!.deactivated = deactivating;
        if (deactivating) push('UserDeactivated', `user-${id}`, { user_id: id, reason: s.flag ? `R${s.other}` : null }, s, staff(s));
        else push('UserReactivated', `user-${id}`, { user_id: id }, s, staff(s));
        break;
      }
      case 'resetPassword':
      case 'changePassword': {
        const id = pickOf(liveUsers, s);
        if (!id) break;
        if (s.kind === 'resetPassword')
          push('PasswordReset', `user-${id}`, { user_id: id, password_hash: `reset${ids++}`, must_change: true }, s, staff(s));
        else push('PasswordChanged', `user-${id}`, { user_id: id, password_hash: `chosen${ids++}` }, s, id);
        break;
      }
      case 'correctContact': {
        const id = pickOf(liveUsers, s);
        if (!id) break;
        // The email, the phone, or both, as the office corrects them.
        const fields = s.other % 3;
        push(
          'UserContactCorrected',
          `user-${id}`,
          {
            user_id: id,
            ...(fields !== 1 ? { email: `fixed${ids++}@hostel.test` } : {}),
            ...(fields !== 0 ? { phone_number: `+23324${String(ids++).padStart(7, '0')}` } : {}),
            corrected_by: staff(s),
          },
          s,
          staff(s),
        );
        // The student's own choice of emails, now and then beside it.
        if (s.flag) push('EmailNotificationsChanged', `user-${id}`, { user_id: id, email: s.other % 2 === 0 }, s, id);
        break;
      }
      case 'deleteUser': {
        const id = pickOf(liveUsers, s);
        if (!id) break;
        users.get(id)!.deleted = true;
        const released = [...bookings.values()].filter((b) => b.user === id && active(b));
        for (const b of released) {
          b.status = 'unpaid';
          b.request = undefined;
          const room = rooms.get(b.room);
          if (room) room.bedsLeft++;
        }
        push(
          'UserDeleted',
          `user-${id}`,
          { user_id: id, released_bookings: released.map((b) => ({ booking_id: b.id, room_id: b.room, semester_id: b.semester })) },
          s,
          staff(s),
        );
        break;
      }
      case 'semester': {
        const id = `s${ids++}`;
        semesters.add(id);
        push(
          'SemesterCreated',
          `semester-${id}`,
          { semester_id: id, name: `Sem ${s.other}`, description: 'd', start_date: '2026-09-01', end_date: '2026-12-20' },
          s,
          staff(s),
        );
        break;
      }
      case 'updateSemester': {
        const id = pickOf([...semesters], s);
        if (id)
          push(
            'SemesterUpdated',
            `semester-${id}`,
            { semester_id: id, name: `Sem ${s.pick}`, description: 'e', start_date: '2026-09-02', end_date: '2026-12-21' },
            s,
            staff(s),
          );
        break;
      }
      case 'deleteSemester': {
        const id = pickOf([...semesters], s);
        if (!id) break;
        const roomIds = [...rooms].filter(([, r]) => r.semester === id).map(([room]) => room);
        if ([...bookings.values()].some((b) => roomIds.includes(b.room))) break;
        semesters.delete(id);
        for (const room of roomIds) rooms.delete(room);
        push('SemesterDeleted', `semester-${id}`, { semester_id: id, room_ids: roomIds }, s, staff(s));
        break;
      }
      case 'room': {
        const semester = pickOf([...semesters], s);
        if (!semester) break;
        const id = `r${ids++}`;
        const capacity = 1 + s.other;
        const gender = s.flag ? 'male' : 'female';
        const fields = {
          room_id: id,
          semester_id: semester,
          room_type_id: '1',
          room_type: 'Standard',
          floor: 'Ground Floor',
          room_status: ['available', 'available', 'occupied', 'restricted'][s.pick % 4],
          gender,
          room_capacity: capacity,
          room_number: `N${id}`,
          price_per_bed: s.amount,
          availability_duration: '4 Months',
          description: 'd',
        };
        rooms.set(id, { semester, capacity, bedsLeft: capacity, gender, outOfService: false, fields });
        if (events.every((e) => e.type !== 'RoomTypeCreated'))
          push('RoomTypeCreated', 'roomtype-1', { room_type_id: '1', name: 'Standard' }, s);
        push('RoomCreated', `room-${id}`, fields, s, staff(s));
        break;
      }
      case 'editRoom': {
        const id = pickOf([...rooms.keys()], s);
        if (!id) break;
        const room = rooms.get(id)!;
        const taken = room.capacity - room.bedsLeft;
        const capacity = Math.max(taken, 1 + s.other);
        room.bedsLeft += capacity - room.capacity;
        room.capacity = capacity;
        room.fields = {
          ...room.fields,
          room_capacity: capacity,
          price_per_bed: s.amount,
          description: `edited ${s.pick}`,
          floor: s.flag ? 'First Floor' : 'Ground Floor',
        };
        push('RoomUpdated', `room-${id}`, room.fields, s, staff(s));
        break;
      }
      case 'outOfService':
      case 'backInService': {
        const out = s.kind === 'outOfService';
        const id = pickOf(
          [...rooms].filter(([, r]) => r.outOfService !== out).map(([room]) => room),
          s,
        );
        if (!id) break;
        rooms.get(id)!.outOfService = out;
        if (out) push('RoomTakenOutOfService', `room-${id}`, { room_id: id, reason: `Repairs ${s.pick}` }, s, staff(s));
        else push('RoomReturnedToService', `room-${id}`, { room_id: id }, s, staff(s));
        break;
      }
      case 'deleteRoom': {
        const id = pickOf([...rooms.keys()], s);
        if (!id || [...bookings.values()].some((b) => b.room === id && active(b))) break;
        rooms.delete(id);
        push('RoomDeleted', `room-${id}`, { room_id: id }, s, staff(s));
        break;
      }
      case 'book': {
        const user = pickOf(
          liveUsers.filter((u) => !users.get(u)!.staff),
          s,
        );
        const roomId = pickOf(
          [...rooms].filter(([, r]) => r.bedsLeft > 0 && !r.outOfService).map(([id]) => id),
          s,
        );
        if (!user || !roomId) break;
        const room = rooms.get(roomId)!;
        if ([...bookings.values()].some((b) => b.user === user && b.semester === room.semester && active(b))) break;
        const id = `b${ids++}`;
        room.bedsLeft--;
        // Some are stored as before holds had a deadline: the read models give them 72 hours.
        const legacy = s.other % 2 === 0;
        const holdUntil = new Date(Date.parse(s.at) + (legacy ? 72 : 1 + s.other) * 3_600_000).toISOString();
        bookings.set(id, {
          id,
          user,
          room: roomId,
          semester: room.semester,
          status: 'pending',
          amount: s.amount,
          version: 1,
          holdUntil,
          gender: room.gender,
        });
        push(
          'BedBooked',
          `booking-${id}`,
          {
            full_name: `Name ${s.pick}`,
            index_number: 'UG1',
            gender: room.gender,
            dob: '2004-02-14',
            marital_status: 'Single',
            nationality: 'Ghana',
            program_of_study: 'CS',
            phone_number: '024',
            email_address: 'a@b.c',
            house_address: 'h',
            emergency_contact_name: 'e',
            emergency_contact_relationship: 'Mother',
            emergency_contact_phone_number: '0',
            emergency_contact_house_address: 'h',
            check_in_date: '2026-09-01',
            length_of_stay: 4,
            medical_condition: s.flag ? null : 'Asthma',
            booking_id: id,
            user_id: user,
            semester_id: room.semester,
            room_id: roomId,
            room_type_id: '1',
            room_type: 'Standard',
            room_number: `N${roomId}`,
            amount_paid: s.amount,
            payment_status: 'pending',
            booked_by: user,
            // Bookings made before holds and references have neither: reads and folds give them one.
            ...(legacy ? {} : { hold_until: holdUntil, reference: `HB-${id.toUpperCase()}` }),
          },
          s,
          user,
          legacy ? 1 : 2,
        );
        break;
      }
      case 'expire':
      case 'extend': {
        // Only a pending hold of a student still there expires or is extended.
        const b = pickOf(
          [...bookings.values()].filter((o) => o.status === 'pending' && !users.get(o.user)!.deleted),
          s,
        );
        if (!b) break;
        const decision = {
          booking_id: b.id,
          user_id: b.user,
          semester_id: b.semester,
          room_id: b.room,
          amount: b.amount,
          previous_status: b.status,
        };
        if (s.kind === 'expire') {
          b.status = 'unpaid';
          rooms.get(b.room)!.bedsLeft++;
          push('BookingExpired', `booking-${b.id}`, { ...decision, bed_released: true, reason: 'Not paid', hold_until: b.holdUntil }, s);
        } else {
          const previous = b.holdUntil;
          b.holdUntil = new Date(Date.parse(previous) + (1 + s.pick) * 3_600_000).toISOString();
          const data = { ...decision, previous_hold_until: previous, hold_until: b.holdUntil, reason: `Extended ${s.pick}` };
          push('HoldExtended', `booking-${b.id}`, data, s, staff(s));
        }
        break;
      }
      case 'giveReference': {
        // The student's payment reference, on a pending booking of a student still there.
        const b = pickOf(
          [...bookings.values()].filter((o) => o.status === 'pending' && !users.get(o.user)!.deleted),
          s,
        );
        if (!b) break;
        const data = { booking_id: b.id, user_id: b.user, semester_id: b.semester, room_id: b.room, amount: b.amount };
        push('PaymentReferenceGiven', `booking-${b.id}`, { ...data, payment_reference: `MP${s.pick}.${s.other}` }, s, b.user);
        break;
      }
      case 'askAboutPayment': {
        // The office's question on a pending booking: the hold runs again, for 72 hours or to its deadline if later.
        const b = pickOf(
          [...bookings.values()].filter((o) => o.status === 'pending' && !users.get(o.user)!.deleted),
          s,
        );
        if (!b) break;
        const previous = b.holdUntil;
        b.holdUntil = new Date(Math.max(Date.parse(previous), Date.parse(s.at) + 72 * 3_600_000)).toISOString();
        const data = {
          booking_id: b.id,
          user_id: b.user,
          semester_id: b.semester,
          room_id: b.room,
          amount: b.amount,
          previous_status: 'pending',
        };
        const question = { reason: `Question ${s.pick}`, payment_reference: s.flag ? null : `MP${s.other}`, previous_hold_until: previous };
        push('PaymentQuestionAsked', `booking-${b.id}`, { ...data, ...question, hold_until: b.holdUntil }, s, staff(s));
        break;
      }
      case 'approve':
      case 'reject':
      case 'revoke': {
        // A deleted student's booking is decided no more.
        const b = pickOf(
          [...bookings.values()].filter((o) => !users.get(o.user)!.deleted),
          s,
        );
        if (!b) break;
        const room = rooms.get(b.room);
        const decision = {
          booking_id: b.id,
          user_id: b.user,
          semester_id: b.semester,
          room_id: b.room,
          amount: b.amount,
          previous_status: b.status,
        };
        if (s.kind === 'approve') {
          if (b.status === 'paid') break;
          const bedTaken = b.status === 'unpaid';
          if (bedTaken && (!room || room.bedsLeft <= 0 || room.outOfService)) break;
          if (bedTaken && [...bookings.values()].some((o) => o.user === b.user && o.semester === b.semester && active(o))) break;
          if (bedTaken) room!.bedsLeft--;
          b.status = 'paid';
          push('PaymentApproved', `booking-${b.id}`, { ...decision, bed_taken: bedTaken }, s, staff(s));
        } else {
          // A rejection of a pending booking, a revocation of a paid one; rejections made before
          // reasons were asked for have none.
          const type = s.kind === 'reject' ? 'PaymentRejected' : 'PaymentRevoked';
          if (b.status !== (s.kind === 'reject' ? 'pending' : 'paid') || !room) break;
          room.bedsLeft++;
          b.status = 'unpaid';
          b.request = undefined;
          const reason = s.kind === 'reject' && s.flag ? {} : { reason: `Reason ${s.pick}` };
          push(type, `booking-${b.id}`, { ...decision, bed_released: true, ...reason }, s, staff(s));
        }
        break;
      }
      case 'cancel': {
        // A student cancels a pending booking at once, or asks to cancel a paid one, which the
        // office then approves (refunding some, all or nothing) or refuses.
        const b = pickOf(
          [...bookings.values()].filter((o) => active(o) && !users.get(o.user)!.deleted),
          s,
        );
        if (!b) break;
        const facts = {
          booking_id: b.id,
          user_id: b.user,
          semester_id: b.semester,
          room_id: b.room,
          amount: b.amount,
          previous_status: b.status,
        };
        const room = rooms.get(b.room);
        if (b.status === 'pending') {
          if (room) room.bedsLeft++;
          b.status = 'unpaid';
          const data = { ...facts, bed_released: true, reason: s.flag ? null : `Leaving ${s.pick}`, cancelled_by: b.user };
          push('BookingCancelled', `booking-${b.id}`, data, s, b.user);
        } else if (!b.request) {
          b.request = { at: s.at, reason: `Going home ${s.pick}` };
          push('CancellationRequested', `booking-${b.id}`, { ...facts, reason: b.request.reason, requested_by: b.user }, s, b.user);
        } else {
          const request = { requested_at: b.request.at, request_reason: b.request.reason };
          b.request = undefined;
          if (s.flag) {
            push('CancellationRefused', `booking-${b.id}`, { ...facts, ...request, reason: `No ${s.pick}` }, s, staff(s));
            break;
          }
          if (room) room.bedsLeft++;
          b.status = 'unpaid';
          const refund = s.other % 3 === 0 ? 0 : s.other % 3 === 1 ? b.amount : Math.round(b.amount * 50) / 100;
          const data = { ...facts, ...request, bed_released: true, refund: refund > 0, refund_amount: refund, reason: `Yes ${s.pick}` };
          push('CancellationApproved', `booking-${b.id}`, data, s, staff(s));
        }
        break;
      }
      case 'move': {
        // The office moves a pending or paid booking of a student still there to another room of
        // its semester with a bed free for it; a pending one then owes the new room's price.
        const b = pickOf(
          [...bookings.values()].filter((o) => active(o) && !users.get(o.user)!.deleted),
          s,
        );
        if (!b) break;
        const to = pickOf(
          [...rooms].filter(
            ([id, r]) =>
              id !== b.room &&
              r.semester === b.semester &&
              r.gender === b.gender &&
              r.bedsLeft > 0 &&
              !r.outOfService &&
              r.fields.room_status === 'available',
          ),
          { ...s, pick: s.other },
        );
        if (!to) break;
        const [toId, toRoom] = to;
        const from = rooms.get(b.room)!;
        const price = toRoom.fields.price_per_bed as number;
        const paid = b.status === 'paid';
        from.bedsLeft++;
        toRoom.bedsLeft--;
        push(
          'BookingMoved',
          `booking-${b.id}`,
          {
            booking_id: b.id,
            user_id: b.user,
            semester_id: b.semester,
            from_room_id: b.room,
            from_room_number: `N${b.room}`,
            to_room_id: toId,
            to_room_number: `N${toId}`,
            to_room_type_id: '1',
            to_room_type: 'Standard',
            payment_status: b.status,
            amount_before: b.amount,
            amount_after: price,
            balance: paid ? Math.round((price - b.amount) * 100) / 100 : 0,
            hold_until: paid ? null : b.holdUntil,
            reason: s.flag ? null : `Moved ${s.pick}`,
            moved_by: staff(s),
          },
          s,
          staff(s),
        );
        b.room = toId;
        if (!paid) b.amount = price;
        break;
      }
      case 'payOnline': {
        // A payment the provider confirmed for a pending booking; one for a rejected booking comes late.
        const b = pickOf(
          [...bookings.values()].filter((o) => !users.get(o.user)!.deleted && o.status !== 'paid'),
          s,
        );
        if (!b) break;
        const online = {
          booking_id: b.id,
          user_id: b.user,
          semester_id: b.semester,
          room_id: b.room,
          reference: `p${ids++}`,
          provider: 'paystack',
        };
        push(
          'PaymentIntentCreated',
          `booking-${b.id}`,
          { ...online, amount: b.amount, currency: 'GHS', authorization_url: 'https://c.test' },
          s,
          b.user,
        );
        const paid = { ...online, amount: b.amount, currency: 'GHS', channel: 'mobile_money', bank: 'MTN', paid_at: s.at };
        if (b.status === 'pending') {
          b.status = 'paid';
          push('PaymentConfirmed', `booking-${b.id}`, { ...paid, previous_status: 'pending', bed_taken: false }, s);
        } else push('LatePaymentReceived', `booking-${b.id}`, { ...paid, booking_status: b.status }, s);
        break;
      }
    }
  }
  return events;
}
