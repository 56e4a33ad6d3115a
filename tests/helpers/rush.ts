import { nanoid } from 'nanoid';
import { MESSAGES } from '../../shared/messages.ts';
import { httpJson, type HttpAnswer } from './serverProcess.ts';
import { TEST_SUPERADMIN } from './testApp.ts';

/** Every rush student's password: the logs of a rush are searched for it. */
export const RUSH_PASSWORD = 'rush-password-123';

export type RushRoom = {
  id: string;
  semester_id: string;
  room_type_id: string;
  room_number: string;
  gender: string;
  room_capacity: number;
};
export type RushStudent = { id: string; email: string; gender: string; token: string };
export type RushRecord = {
  requestId: string;
  kind: 'book' | 'approve' | 'reject';
  studentId: string;
  roomId: string;
  server: string;
  status: number;
  message?: string;
  bookingId?: string;
};

async function ok(answer: Promise<HttpAnswer>, expected: number, what: string) {
  const a = await answer;
  if (a.status !== expected) throw new Error(`${what}: ${a.status} ${a.error ?? JSON.stringify(a.body)}`);
  return a.body;
}

/** As the web app's user does: a 503 from the server's full password hashing is tried again a moment later. */
async function whenNotBusy(call: () => Promise<HttpAnswer>): Promise<HttpAnswer> {
  for (let tries = 1; ; tries++) {
    const answer = await call();
    if (answer.status !== 503 || tries === 30) return answer;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map((it, j) => work(it, i + j)))));
  return results;
}

export const superadminToken = async (url: string) =>
  (await ok(httpJson(url, 'POST', '/api/login', { body: TEST_SUPERADMIN }), 200, 'superadmin login')).token as string;

/** A semester and its rooms, half for each gender, capacities 1 to 6 in turn, made as superadmin. */
export async function seedHall(url: string, token: string, roomCount: number): Promise<RushRoom[]> {
  const semester = await ok(
    httpJson(url, 'POST', '/api/semesters', {
      token,
      body: { name: `Rush ${nanoid(5)}`, description: 'Rush', start_date: '2026-08-15', end_date: '2026-12-20' },
    }),
    201,
    'semester',
  );
  return inBatches(
    Array.from({ length: roomCount }, (_, i) => i),
    8,
    async (i) => {
      const body = {
        semester_id: semester.data.id,
        room_type_id: String(1 + (i % 2)),
        floor: 'Ground Floor',
        room_status: 'available',
        gender: i % 2 ? 'male' : 'female',
        room_capacity: 1 + (i % 6),
        room_number: `R${i}-${nanoid(4)}`,
        price_per_bed: 1200,
        availability_duration: '4 Months',
        description: 'Rush room',
      };
      return (await ok(httpJson(url, 'POST', '/api/rooms', { token, body }), 201, 'room')).data as RushRoom;
    },
  );
}

/** Registers and signs in `count` students, half of each gender, spread over the given servers. */
export async function registerStudents(urls: string[], count: number): Promise<RushStudent[]> {
  return inBatches(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i) => {
      const url = urls[i % urls.length];
      const email = `rush-${nanoid(10)}@hostel.test`.toLowerCase();
      const gender = i % 2 ? 'male' : 'female';
      const body = {
        fname: 'Rush',
        lname: `Student${i}`,
        phone_number: '0240000000',
        email,
        password: RUSH_PASSWORD,
        gender,
        country: 'Ghana',
        agree_to_terms: true,
      };
      // Each student from an address of their own, as on the first morning: no one address's limit applies.
      const clientAddress = `10.77.${(i >> 8) & 255}.${i & 255}`;
      const registered = await ok(
        whenNotBusy(() => httpJson(url, 'POST', '/api/register', { body, clientAddress })),
        201,
        'register',
      );
      const signIn = { body: { email, password: body.password }, clientAddress };
      const { token } = await ok(
        whenNotBusy(() => httpJson(url, 'POST', '/api/login', signIn)),
        200,
        'login',
      );
      return { id: registered.data.id, email, gender, token };
    },
  );
}

export function bookingForm(room: RushRoom) {
  return {
    semester_id: room.semester_id,
    room_type_id: room.room_type_id,
    room_number: room.room_number,
    room_id: room.id,
    index_number: 'UG0001',
    dob: '01/15/2004',
    marital_status: 'Single',
    program_of_study: 'Physics',
    house_address: 'Accra',
    emergency_contact_name: 'Esi',
    emergency_contact_relationship: 'Mother',
    emergency_contact_phone_number: '0200000000',
    emergency_contact_house_address: 'Accra',
    check_in_date: '09/01/2026',
    length_of_stay: 4,
  };
}

export type RushOptions = {
  /** Base URLs; a student's attempts go round them, so a split rush mixes servers per student. */
  servers: string[];
  rooms: RushRoom[];
  students: RushStudent[];
  concurrency: number;
  /** When given, this admin approves every 3rd booking and rejects every 5th (freeing its bed). */
  adminToken?: string;
  /** Each student first sends one booking to every server at once, each for another room. */
  doubleSubmit?: boolean;
  onRecord?: (record: RushRecord, all: RushRecord[]) => void;
};

const shuffled = <T>(items: T[]) =>
  items
    .map((v) => [Math.random(), v] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, v]) => v);

/**
 * Every student tries the rooms of their gender in a random order until one takes them: a full
 * room sends them to the next, a lost race on a stream version makes them try again, and no
 * answer (the server is gone) ends their try. Every request and its answer is recorded, each
 * with its own x-request-id, which the server stores as the events' correlation id.
 */
export async function runRush(o: RushOptions): Promise<RushRecord[]> {
  const records: RushRecord[] = [];
  const tag = nanoid(6);
  let sent = 0;
  let booked = 0;
  const send = async (
    kind: RushRecord['kind'],
    server: string,
    studentId: string,
    roomId: string,
    call: (requestId: string) => Promise<HttpAnswer>,
  ) => {
    const requestId = `rush-${tag}-${++sent}`;
    const answer = await call(requestId);
    const record: RushRecord = {
      requestId,
      kind,
      studentId,
      roomId,
      server,
      status: answer.status,
      message: answer.body?.message ?? answer.error,
    };
    if (answer.status === 201 || answer.status === 200) record.bookingId = answer.body?.data?.id;
    records.push(record);
    o.onRecord?.(record, records);
    return record;
  };

  const decide = async (server: string, record: RushRecord) => {
    const n = ++booked;
    const kind = n % 5 === 0 ? 'reject' : n % 3 === 0 ? 'approve' : null;
    if (!kind || !o.adminToken) return;
    const path = `/api/bookings/${record.bookingId}/${kind}-payment`;
    await send(kind, server, record.studentId, record.roomId, (requestId) =>
      httpJson(server, 'POST', path, { token: o.adminToken, body: kind === 'reject' ? { reason: 'No payment received' } : {}, requestId }),
    );
  };

  const bookOnce = (student: RushStudent, room: RushRoom, server: string) =>
    send('book', server, student.id, room.id, (requestId) =>
      httpJson(server, 'POST', '/api/bookings', { token: student.token, body: bookingForm(room), requestId }),
    );

  const tryStudent = async (student: RushStudent, index: number) => {
    const rooms = shuffled(o.rooms.filter((r) => r.gender === student.gender));
    if (o.doubleSubmit) {
      // The impatient student: one form per server at once, each for a different room.
      const first = await Promise.all(o.servers.map((server, i) => bookOnce(student, rooms[i % rooms.length], server)));
      for (const record of first.filter((r) => r.status === 201)) await decide(record.server, record);
      if (first.some((r) => r.status !== 409 || r.message === MESSAGES.booking.alreadyBooked)) return;
    }
    let attempt = 0;
    for (const room of rooms) {
      for (let retry = 0; retry < 5; retry++) {
        const server = o.servers[(index + attempt++) % o.servers.length];
        const record = await bookOnce(student, room, server);
        if (record.status === 201) return decide(server, record);
        if (record.status !== 409 || record.message === MESSAGES.booking.alreadyBooked) return;
        if (record.message !== MESSAGES.errors.conflict) break;
      }
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < o.students.length) {
      const index = next++;
      await tryStudent(o.students[index], index);
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, worker));
  return records;
}
