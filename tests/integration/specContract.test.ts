import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import simpleRestProvider from 'ra-data-simple-rest';
import { catchUpToNow } from '../../projections/asyncRunner.ts';
import { paymentHistoryProjection } from '../../projections/paymentHistory/paymentHistory.projection.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bookOk, createRoom, createSemester, reject } from '../helpers/hostel.ts';
import { createTestApp, type ApiResponse, type TestApp } from '../helpers/testApp.ts';

/**
 * SPEC.md point 7 is a contract: a client written to it, sending exactly its payloads, must keep
 * working. Then react-admin's simple-rest dialect, as the office app's data provider speaks it.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the spec's client sends: a JSON content type and the bearer token, except to log in and register. */
const spec = <T = any>(method: string, path: string, token?: string, body?: unknown): Promise<ApiResponse<T>> =>
  t.call<T>(method, `/api${path}`, token ? { token, body, headers: { 'content-type': 'application/json' } } : { body });

/** "Expected: not shown" is SPEC.md point 9's default: any status from 200 to 299. */
const expectSuccess = (res: ApiResponse) => {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
};
const expectStatus = (res: ApiResponse, status: number) => expect(res.status, JSON.stringify(res.body)).toBe(status);

/** SPEC.md point 3's registration payload, `role` and `user_type` fixed as the form sends them. */
const registration = (email: string, gender: 'male' | 'female') => ({
  fname: 'Akosua',
  lname: 'Darko',
  phone_number: '0241234567',
  email,
  password: 'password123',
  gender,
  country: 'Ghana',
  agree_to_terms: true,
  role: 'user',
  user_type: 'continuing_student',
});

/** The booking form of SPEC.md point 3 as it is sent: identity fields and price filled in, dates month/day/year. */
function bookingForm(room: Record<string, any>, user: Record<string, any>) {
  return {
    semester_id: room.semester_id,
    room_type_id: room.room_type_id,
    room_number: room.room_number,
    room_id: room.id,
    price_per_bed: room.price_per_bed,
    full_name: `${user.fname} ${user.lname}`,
    index_number: 'UG20871',
    gender: user.gender,
    dob: '03/14/2004',
    marital_status: 'Single',
    nationality: user.country,
    program_of_study: 'Nursing',
    phone_number: user.phone_number,
    email_address: user.email,
    house_address: '4 Ring Road, Kumasi',
    emergency_contact_name: 'Kwame Darko',
    emergency_contact_relationship: 'Father',
    emergency_contact_phone_number: '0209876543',
    emergency_contact_house_address: '4 Ring Road, Kumasi',
    check_in_date: '09/01/2026',
    length_of_stay: 4,
    medical_condition: '',
    amount_paid: room.price_per_bed,
  };
}

/** SPEC.md point 7's Add Room payload. */
const roomPayload = (semesterId: string, roomNumber: string, capacity = 2) => ({
  semester_id: semesterId,
  room_type_id: 1,
  floor: 'Ground Floor',
  room_status: 'available',
  gender: 'female',
  room_capacity: capacity,
  room_number: roomNumber,
  price_per_bed: 2400,
  availability_duration: '4 Months',
  description: 'By the east stairs',
});

describe('SPEC.md point 7, call by call, with the payloads it shows', () => {
  it('keeps every call of the spec answering as its client reads it', async () => {
    // POST /register: the registration payload, no token → 201.
    const studentEmail = 'akosua.darko@hostel.test';
    expectStatus(await spec('POST', '/register', undefined, registration(studentEmail, 'female')), 201);

    // POST /login: email and password, no token → 200 with token and user.
    const login = await spec('POST', '/login', undefined, { email: studentEmail, password: 'password123' });
    expectStatus(login, 200);
    expect(login.body.token).toEqual(expect.any(String));
    expect(login.body.user).toMatchObject({ email: studentEmail, fname: 'Akosua', gender: 'female' });
    const student = { token: login.body.token as string, user: login.body.user };

    // GET /user: the current user in data.
    const me = await spec('GET', '/user', student.token);
    expectSuccess(me);
    expect(me.body.data).toMatchObject({ id: student.user.id, email: studentEmail });

    // The office: an admin of SPEC.md point 6.
    const admin = (await createAdmin(t)).token;
    const superadmin = (await loginSuperadmin(t)).token;

    // POST /semesters → 201; GET /semesters?page= → 200 with data[], meta.current_page, meta.last_page.
    const semesterBody = { name: 'First Semester 2026/27', description: 'Aug to Dec', start_date: '2026-08-15', end_date: '2026-12-20' };
    const created = await spec('POST', '/semesters', admin, semesterBody);
    expectStatus(created, 201);
    const semesterId: string = created.body.data.id;
    const semesters = await spec('GET', '/semesters?page=1', admin);
    expectStatus(semesters, 200);
    expect(semesters.body.data.map((s: { id: string }) => s.id)).toContain(semesterId);
    expect(semesters.body.meta).toMatchObject({ current_page: 1, last_page: 1 });

    // GET /semesters/{id}: data; PUT /semesters/{id}: the semester body → 200.
    const one = await spec('GET', `/semesters/${semesterId}`, admin);
    expectSuccess(one);
    expect(one.body.data).toMatchObject({ id: semesterId, name: semesterBody.name });
    const updated = await spec('PUT', `/semesters/${semesterId}`, admin, { ...semesterBody, description: 'August to December' });
    expectStatus(updated, 200);
    expect(updated.body.data.description).toBe('August to December');

    // POST /rooms: the Add Room payload → 201.
    const roomRes = await spec('POST', '/rooms', admin, roomPayload(semesterId, '101'));
    expectStatus(roomRes, 201);
    const room = roomRes.body.data;
    expectStatus(await spec('POST', '/rooms', admin, roomPayload(semesterId, '102')), 201);

    // GET /rooms?page= with the three filters, empty as a cleared select sends them and set.
    for (const query of ['page=1', 'page=1&room_type=&room_status=&gender=', 'page=1&room_type=1&room_status=available&gender=female']) {
      const rooms = await spec('GET', `/rooms?${query}`, admin);
      expectSuccess(rooms);
      expect(
        rooms.body.data.map((r: { room_number: string }) => r.room_number),
        query,
      ).toEqual(['101', '102']);
      expect(rooms.body.meta, query).toMatchObject({ current_page: 1, last_page: 1 });
      expect(rooms.body, query).toMatchObject({ total_rooms: 2, occupied_rooms: 0, available_rooms_male: 0, available_rooms_female: 2 });
    }

    // GET /rooms/{id}: data. GET /room-types: data[]. GET /room-types/{id}/rooms: shape not shown.
    const oneRoom = await spec('GET', `/rooms/${room.id}`, student.token);
    expectSuccess(oneRoom);
    expect(oneRoom.body.data).toMatchObject({ id: room.id, room_number: '101', beds_left: 2 });
    const types = await spec('GET', '/room-types', student.token);
    expectSuccess(types);
    expect(types.body.data.map((type: { name: string }) => type.name)).toEqual(['Standard', 'Executive']);
    expectSuccess(await spec('GET', '/room-types/1/rooms', student.token));

    // GET /check-room-availability?room_id&semester_id: an available boolean.
    const availability = await spec('GET', `/check-room-availability?room_id=${room.id}&semester_id=${semesterId}`, student.token);
    expectSuccess(availability);
    expect(availability.body.available).toBe(true);
    expectSuccess(await spec('GET', '/rooms-with-beds-left', student.token));

    // POST /bookings: the booking form body, identity fields, price and amount included.
    const booked = await spec('POST', '/bookings', student.token, bookingForm(room, student.user));
    expectSuccess(booked);
    const bookingId: string = booked.body.data.id;
    const myRoom = await spec('GET', `/rooms/user/${student.user.id}`, student.token);
    expectSuccess(myRoom);
    expect(myRoom.body.data).toMatchObject({ id: room.id, room_number: '101' });

    // A second student, whose booking the office rejects.
    const otherEmail = 'efua.mensah@hostel.test';
    expectStatus(await spec('POST', '/register', undefined, { ...registration(otherEmail, 'female'), fname: 'Efua' }), 201);
    const other = (await spec('POST', '/login', undefined, { email: otherEmail, password: 'password123' })).body;
    const otherBooked = await spec('POST', '/bookings', other.token, bookingForm(room, other.user));
    expectSuccess(otherBooked);

    // GET /bookings: the four lists.
    const bookings = await spec('GET', '/bookings', admin);
    expectSuccess(bookings);
    for (const list of ['totalBookedRooms', 'pendingBookings', 'maleBookings', 'femaleBookings'])
      expect(bookings.body[list]).toBeInstanceOf(Array);
    expect(bookings.body.pendingBookings.map((b: { id: string }) => b.id).sort()).toEqual([bookingId, otherBooked.body.data.id].sort());
    const listed = (id: string) => bookings.body.pendingBookings.find((b: { id: string }) => b.id === id);

    // POST /bookings/{id}/approve-payment: the booking object plus payment_status paid.
    const approved = await spec('POST', `/bookings/${bookingId}/approve-payment`, admin, { ...listed(bookingId), payment_status: 'paid' });
    expectSuccess(approved);
    expect(approved.body.data.payment_status).toBe('paid');
    const occupied = await spec('GET', `/rooms/user/${student.user.id}`, student.token);
    expect(occupied.body.data.room_status).toBe('occupied');

    // POST /bookings/{id}/reject-payment: the booking object plus payment_status unpaid, no reason.
    const otherId: string = otherBooked.body.data.id;
    const rejected = await spec('POST', `/bookings/${otherId}/reject-payment`, admin, { ...listed(otherId), payment_status: 'unpaid' });
    expectSuccess(rejected);
    // No reason given: the student reads the spec's "rejected for non-payment" and nothing more.
    expect(rejected.body.data).toMatchObject({ payment_status: 'unpaid', decision_reason: null });
    const history = await spec('GET', `/bookings/${otherId}/history`, other.token);
    expect(history.body.data.map((step: { type: string; reason: string | null }) => [step.type, step.reason])).toEqual([
      ['BedBooked', null],
      ['PaymentRejected', null],
    ]);
    const noRoom = await spec('GET', `/rooms/user/${other.user.id}`, other.token);
    expectStatus(noRoom, 404);
    expect(noRoom.body.message).toBe(MESSAGES.history.noRoom);

    // GET /users?page=: data[], per_page, current_page, last_page. DELETE /users/{id}, then refetch.
    const users = await spec('GET', '/users?page=1', admin);
    expectSuccess(users);
    expect(users.body).toMatchObject({ per_page: expect.any(Number), current_page: 1, last_page: 1 });
    expect(users.body.data.map((u: { id: string }) => u.id)).toContain(other.user.id);
    expectSuccess(await spec('DELETE', `/users/${other.user.id}`, superadmin));
    const refetched = await spec('GET', '/users?page=1', admin);
    expect(refetched.body.data.map((u: { id: string }) => u.id)).not.toContain(other.user.id);

    // DELETE /rooms/{id} and DELETE /semesters/{id}, no payload → 200.
    const emptyRoom = await spec('POST', '/rooms', admin, roomPayload(semesterId, '103'));
    expectStatus(await spec('DELETE', `/rooms/${emptyRoom.body.data.id}`, admin), 200);
    expect((await spec('GET', `/rooms/${emptyRoom.body.data.id}`, admin)).status).toBe(404);
    const spare = await spec('POST', '/semesters', admin, {
      ...semesterBody,
      name: 'Spare',
      start_date: '2027-01-10',
      end_date: '2027-05-20',
    });
    expectStatus(await spec('DELETE', `/semesters/${spare.body.data.id}`, admin), 200);

    // POST /logout: empty body → 200, and the token is refused from then on.
    expectStatus(await spec('POST', '/logout', student.token), 200);
    expectStatus(await spec('GET', '/user', student.token), 401);
  });
});

/**
 * react-admin's simple-rest dialect through ra-data-simple-rest itself, its `{ data }` envelopes
 * unwrapped as the office app's client does (web/providers/httpClient.ts, envelopeClient).
 */
function reactAdmin(token: string) {
  const sent: string[] = [];
  const client = async (url: string, options: RequestInit = {}) => {
    sent.push(`${options.method ?? 'GET'} ${url}`);
    const headers = Object.fromEntries(new Headers(options.headers).entries());
    const res = await t.call(options.method ?? 'GET', url, { token, headers, rawBody: options.body as string | undefined });
    if (res.status >= 300) throw Object.assign(new Error(res.body?.message ?? String(res.status)), { status: res.status, body: res.body });
    const json = res.body && typeof res.body === 'object' && !Array.isArray(res.body) && 'data' in res.body ? res.body.data : res.body;
    return { status: res.status, headers: res.headers, body: JSON.stringify(res.body), json };
  };
  return { provider: simpleRestProvider('/api', client), sent };
}

describe("react-admin's dialect", () => {
  let superadmin: string;
  let semesterId: string;
  let bookingId: string;

  // Enough of each list to page through: twelve rooms and semesters, a few students and staff,
  // decisions in the payment history, and unmatched payments in the office's queue.
  beforeAll(async () => {
    superadmin = (await loginSuperadmin(t)).token;
    await createAdmin(t);
    await createAdmin(t);
    semesterId = (await createSemester(t, superadmin)).id;
    for (let i = 0; i < 11; i++)
      await createSemester(t, superadmin, { start_date: `2030-0${1 + (i % 9)}-0${1 + (i % 7)}`, end_date: '2031-01-01' });
    const rooms = [];
    for (let i = 0; i < 12; i++) rooms.push(await createRoom(t, superadmin, semesterId, { room_capacity: 1 }));
    const bookings = [];
    for (let i = 0; i < 4; i++) {
      t.clock.advance(60_000);
      bookings.push(await bookOk(t, (await registerStudent(t)).token, rooms[i]));
    }
    bookingId = bookings[0].id;
    await approve(t, superadmin, bookings[1].id);
    await reject(t, superadmin, bookings[2].id);
    await catchUpToNow(t.sql, paymentHistoryProjection);
    for (const [i, booking] of bookings.entries()) {
      await t.sql`
        INSERT INTO payment_intents (reference, booking_id, user_id, semester_id, provider, amount, currency, status, review,
                                     booking_status, created_at, updated_at)
        VALUES (${`HST-CONTRACT${i}`}, ${booking.id}, ${String(booking.user_id)}, ${semesterId}, 'paystack', 1500, 'GHS',
                'mismatch', 'mismatch', 'pending', ${`2026-09-01T0${i}:00:00Z`}, ${`2026-09-01T0${i}:00:00Z`})`;
    }
  });

  /** The ids in PostgreSQL's own text order: what sorting by id means. */
  const inIdOrder = async (ids: string[]) =>
    (await t.sql<{ id: string }[]>`SELECT id FROM unnest(${ids}::text[]) AS id ORDER BY id`).map((r) => r.id);

  // Every list of the API, the office app's and the others alike.
  const LISTS = ['rooms', 'semesters', 'room-types', 'bookings', 'users', 'staff', 'payments/history', 'payments/unmatched'];

  it.each(LISTS)('%s: a bare <List> (sort by id, first ten, no filter) is answered, in id order, with Content-Range', async (resource) => {
    const { provider, sent } = reactAdmin(superadmin);
    const first = await provider.getList(resource, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(sent[0]).toBe(`GET /api/${resource}?filter=%7B%7D&range=%5B0%2C9%5D&sort=%5B%22id%22%2C%22ASC%22%5D`);
    const all = await provider.getList(resource, {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const ids = all.data.map((row) => String(row.id));
    expect(ids.length).toBeGreaterThan(1);
    expect(all.total).toBe(ids.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(await inIdOrder(ids));
    expect(first.data.map((row) => String(row.id))).toEqual(ids.slice(0, 10));
    expect(first.total).toBe(ids.length);
    const descending = await provider.getList(resource, {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(descending.data.map((row) => String(row.id))).toEqual([...ids].reverse());
  });

  it('pages by id with Content-Range, the second page going on where the first stopped', async () => {
    const { provider } = reactAdmin(superadmin);
    const page = (n: number) =>
      provider.getList('rooms', { pagination: { page: n, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const res = await t.call('GET', '/api/rooms?sort=%5B%22id%22%2C%22ASC%22%5D&range=%5B10%2C19%5D&filter=%7B%7D', { token: superadmin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toMatch(/^rooms 10-\d+\/\d+$/);
    const [one, two] = [await page(1), await page(2)];
    const ids = [...one.data, ...two.data].map((r) => String(r.id));
    expect(ids).toEqual(await inIdOrder(ids));
    expect(two.data.map((r) => r.id)).toEqual(res.body.map((r: { id: string }) => r.id));
  });

  it("the office app's own list reads: room types and semesters for the selects, the queue and its count", async () => {
    const { provider } = reactAdmin(superadmin);
    const types = await provider.getList('room-types', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(types.data.map((type) => type.name)).toEqual(['Standard', 'Executive']);
    const semesters = await provider.getList('semesters', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'start_date', order: 'DESC' },
      filter: {},
    });
    const [{ count }] = await t.sql<{ count: number }[]>`SELECT count(*)::int AS count FROM semesters`;
    expect(semesters.total).toBe(count);
    expect(semesters.data.map((s) => s.start_date)).toEqual(
      semesters.data
        .map((s) => s.start_date)
        .sort()
        .reverse(),
    );
    const queue = await provider.getList('bookings', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'created_at', order: 'ASC' },
      filter: { payment_status: 'pending' },
    });
    const pending = await t.sql<{ id: string }[]>`SELECT id FROM bookings WHERE payment_status = 'pending' ORDER BY created_at, id`;
    expect(queue.total).toBe(pending.length);
    expect(queue.data.map((b) => b.id)).toEqual([pending[0].id]);
  });

  it('getOne, create, update and delete of semesters and rooms, getOne of bookings and delete of users', async () => {
    const { provider, sent } = reactAdmin(superadmin);
    // Semesters: as SemesterCreate and SemesterEdit send them.
    const semesterValues = { name: 'Summer School', description: 'June and July', start_date: '2027-06-01', end_date: '2027-07-31' };
    const semester = (await provider.create('semesters', { data: semesterValues })).data;
    expect(semester).toMatchObject(semesterValues);
    expect((await provider.getOne('semesters', { id: semester.id })).data).toMatchObject({ id: semester.id, name: 'Summer School' });
    const renamed = await provider.update('semesters', {
      id: semester.id,
      data: { ...semesterValues, name: 'Summer School 2027' },
      previousData: semester,
    });
    expect(renamed.data).toMatchObject({ id: semester.id, name: 'Summer School 2027' });

    // Rooms: RoomCreate sends the form's values; RoomEdit the record it loaded, with the changes.
    const room = (await provider.create('rooms', { data: roomPayload(semester.id, 'S1') })).data;
    expect(room).toMatchObject({ room_number: 'S1', beds_left: 2, semester_id: semester.id });
    const loaded = (await provider.getOne('rooms', { id: room.id })).data;
    const edited = await provider.update('rooms', { id: room.id, data: { ...loaded, room_capacity: 3 }, previousData: loaded });
    expect(edited.data).toMatchObject({ id: room.id, room_capacity: 3, beds_left: 3 });
    expect((await provider.delete('rooms', { id: room.id, previousData: edited.data })).data).toMatchObject({ id: room.id });
    expect((await provider.delete('semesters', { id: semester.id, previousData: renamed.data })).data).toMatchObject({ id: semester.id });

    const booking = (await provider.getOne('bookings', { id: bookingId })).data;
    expect(booking).toMatchObject({ id: bookingId, payment_status: 'pending' });

    const student = await registerStudent(t);
    expect((await provider.delete('users', { id: student.user.id })).data).toMatchObject({ id: student.user.id });
    expect(sent.filter((call) => call.startsWith('DELETE'))).toEqual([
      `DELETE /api/rooms/${room.id}`,
      `DELETE /api/semesters/${semester.id}`,
      `DELETE /api/users/${student.user.id}`,
    ]);
  });
});
