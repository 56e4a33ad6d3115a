import bcrypt from 'bcryptjs';
import { nanoid } from 'nanoid';
import type { Sql } from '../../api/db/connect.ts';
import { createEventStore, type EventStore } from '../../api/eventStore/eventStore.ts';
import type { NewEvent } from '../../api/eventStore/types.ts';
import { roomStream } from '../../api/rooms/rooms.events.ts';
import { semesterStream } from '../../api/semesters/semesters.events.ts';
import { userStreamId } from '../../api/users/users.events.ts';
import { inlineProjections } from '../../projections/index.ts';
import { STUDENT_PASSWORD, type HostelPlan, type PlannedStudent } from './hostelPlan.ts';
import { runQueue } from './loadGenerator.ts';

const SEED_METADATA = { actorId: null, correlationId: 'bench-seed', command: 'BenchSeed' };
const DAY = 86_400_000;

const appendNew = (store: EventStore, streamId: string, event: NewEvent) =>
  store.transact((tx) => store.append(tx, streamId, 'no_stream', [event], SEED_METADATA));

/**
 * Writes the plan into the log through the event store, so the inline projections fill the read
 * models exactly as the API would, but much faster than through HTTP. `bcryptCost` is the cost of
 * the one password hash all students share; every login pays it again.
 */
export async function seedHostel(sql: Sql, plan: HostelPlan, opts: { bcryptCost: number; now?: Date }): Promise<EventStore> {
  const store = createEventStore(sql, inlineProjections, nanoid);
  const now = opts.now ?? new Date();
  const at = now.toISOString();
  const isoDate = (d: Date) => d.toISOString().slice(0, 10);
  await appendNew(store, semesterStream(plan.semesterId), {
    type: 'SemesterCreated',
    data: {
      semester_id: plan.semesterId,
      name: 'Rush semester',
      description: 'First semester of the benchmark year',
      start_date: isoDate(new Date(now.getTime() - 7 * DAY)),
      end_date: isoDate(new Date(now.getTime() + 120 * DAY)),
      at,
    },
  });
  const rooms = await runQueue(plan.rooms, 8, 120_000, (room) =>
    appendNew(store, roomStream(room.room_id), {
      type: 'RoomCreated',
      data: {
        ...room,
        semester_id: plan.semesterId,
        room_status: 'available',
        availability_duration: '4 Months',
        description: `${room.room_type} room on the ${room.floor}`,
        at,
      },
    }),
  );
  if (rooms.skipped) throw new Error(`seeding timed out with ${rooms.skipped} rooms left`);
  await seedStudents(store, plan.students, opts.bcryptCost, now);
  return store;
}

/** Registers students through the store, eight appends at a time, all with one password hash. */
export async function seedStudents(store: EventStore, students: readonly PlannedStudent[], bcryptCost: number, now = new Date()) {
  const password_hash = bcrypt.hashSync(STUDENT_PASSWORD, bcryptCost);
  const at = now.toISOString();
  const seeded = await runQueue(students, 8, 300_000, (s) =>
    appendNew(store, userStreamId(s.user_id), {
      type: 'UserRegistered',
      data: {
        user_id: s.user_id,
        fname: s.fname,
        lname: s.lname,
        phone_number: s.phone_number,
        email: s.email,
        password_hash,
        gender: s.gender,
        country: s.country,
        program: 'Computer Science',
        role: 'user',
        user_type: 'continuing_student',
        at,
      },
    }),
  );
  if (seeded.skipped) throw new Error(`seeding timed out with ${seeded.skipped} students left`);
}
