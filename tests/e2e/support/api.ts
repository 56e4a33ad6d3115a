import { nanoid } from 'nanoid';
import { bookingBody, type Room } from '../../helpers/hostel.ts';
import { SUPERADMIN } from './server.ts';

type Json = Record<string, any>;

/** Calls the running server directly, to set up what a test is not about. */
export function apiClient(baseUrl: string) {
  async function call(method: string, path: string, body?: unknown, token?: string): Promise<Json> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Json;
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
    return json;
  }
  const login = async (email: string, password: string) =>
    (await call('POST', '/login', { email, password })) as { token: string; user: Json };

  return {
    call,
    login,
    superadmin: () => login(SUPERADMIN.email, SUPERADMIN.password),
    async registerStudent(overrides: Json = {}) {
      const body = {
        fname: 'Esi',
        lname: 'Owusu',
        phone_number: '0241234567',
        email: `student-${nanoid(6).toLowerCase()}@hostel.test`,
        password: 'password123',
        gender: 'female',
        country: 'Ghana',
        agree_to_terms: true,
        ...overrides,
      };
      await call('POST', '/register', body);
      return body;
    },
    async createAdmin(token: string) {
      const body = {
        fname: 'Kojo',
        lname: 'Admin',
        phone_number: '0201112223',
        email: `admin-${nanoid(6).toLowerCase()}@hostel.test`,
        password: 'password123',
        gender: 'male',
        country: 'Ghana',
      };
      await call('POST', '/admins', body, token);
      return body;
    },
    createSemester: async (token: string, body: Json) => (await call('POST', '/semesters', body, token)).data as Json,
    createRoom: async (token: string, body: Json) =>
      (
        await call(
          'POST',
          '/rooms',
          {
            room_type_id: '1',
            floor: 'Ground Floor',
            room_status: 'available',
            gender: 'female',
            room_capacity: 2,
            price_per_bed: 1500,
            availability_duration: '4 Months',
            description: 'A quiet room',
            ...body,
          },
          token,
        )
      ).data as Json,
    /** A booking of `room` as a student's form sends it, checking in on `checkIn` (YYYY-MM-DD). */
    book: async (token: string, room: Json, checkIn: string) => {
      const [year, month, day] = checkIn.split('-');
      const body = bookingBody(room as Room, { check_in_date: `${month}/${day}/${year}`, index_number: `UG${nanoid(5)}` });
      return (await call('POST', '/bookings', body, token)).data as Json;
    },
  };
}

/** A semester whose dates hold today, so the API treats it as the current one. */
export function currentSemesterDates(now = new Date()) {
  const day = 86_400_000;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { start_date: iso(now.getTime() - 30 * day), end_date: iso(now.getTime() + 90 * day) };
}
