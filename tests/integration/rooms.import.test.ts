import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import type { RoomImportLine } from '../../shared/records.ts';
import { createAdmin, registerStudent } from '../helpers/flows.ts';
import { bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
});
afterAll(() => t.close());

const HEADER = 'room_number,floor,room_type,gender,room_capacity,price_per_bed,room_status,availability_duration,description';
const line = (number: string, over: Partial<Record<'floor' | 'type' | 'capacity' | 'price', string>> = {}) =>
  `${number},${over.floor ?? 'First Floor'},${over.type ?? 'Standard'},male,${over.capacity ?? '4'},${over.price ?? '1800'},available,4 Months,"Quiet, bright"`;
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');
const importCsv = (semester: string, file: string, dryRun = false) =>
  t.call('POST', `/api/rooms/import?semester_id=${semester}${dryRun ? '&dry_run=1' : ''}`, {
    token: admin,
    rawBody: file,
    headers: { 'content-type': 'text/csv' },
  });
const roomNumbers = async (semester: string) =>
  (await t.sql<{ room_number: string }[]>`SELECT room_number FROM rooms WHERE semester_id = ${semester} ORDER BY room_number`).map(
    (r) => r.room_number,
  );
const outcomes = (lines: RoomImportLine[]) => lines.map((l) => `${l.line} ${l.room_number} ${l.outcome}`);

describe('importing rooms from a CSV file', () => {
  it('previews every line with its outcome and errors, and writes nothing', async () => {
    const semester = (await createSemester(t, admin)).id;
    await createRoom(t, admin, semester, { room_number: '103' });
    const res = await importCsv(
      semester,
      csv(line('101'), line('102', { capacity: '9', type: 'Penthouse' }), line('103'), line('101')),
      true,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(outcomes(res.body.data.lines)).toEqual(['2 101 new', '3 102 invalid', '4 103 exists', '5 101 invalid']);
    expect(res.body.data.lines[1].errors).toEqual(
      expect.arrayContaining([
        { field: 'room_type', message: 'Room Type must be one of: Standard, Executive.' },
        { field: 'room_capacity', message: 'Room Capacity must be one of: 1, 2, 3, 4, 5, 6.' },
      ]),
    );
    expect(res.body.data.lines[3].errors).toEqual([{ field: 'room_number', message: MESSAGES.room.numberTwice }]);
    expect(await roomNumbers(semester)).toEqual(['103']);
  });

  it('writes no room while a line has errors, then every new one once it is corrected, and none twice', async () => {
    const semester = (await createSemester(t, admin)).id;
    const broken = await importCsv(semester, csv(line('201'), line('202', { price: 'free' })));
    expect(broken.status).toBe(422);
    expect(broken.body.message).toBe(MESSAGES.room.importInvalid);
    expect(outcomes(broken.body.lines)).toEqual(['2 201 new', '3 202 invalid']);
    expect(await roomNumbers(semester)).toEqual([]);

    const fixed = csv(line('201'), line('202'), line('203', { floor: 'Second Floor', type: '2' }));
    const made = await importCsv(semester, fixed);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ data: { created: 3 }, message: MESSAGES.room.roomsMade(3) });
    const again = await importCsv(semester, fixed);
    expect(again.body.data.created).toBe(0);
    expect(outcomes(again.body.data.lines)).toEqual(['2 201 exists', '3 202 exists', '4 203 exists']);
    expect(await roomNumbers(semester)).toEqual(['201', '202', '203']);
    const executive = await t.call('GET', `/api/rooms?page=1&semester_id=${semester}&room_type=2`, { token: admin });
    expect(executive.body.data).toMatchObject([
      { room_number: '203', room_type: 'Executive', floor: 'Second Floor', beds_left: 4, description: 'Quiet, bright' },
    ]);
  });

  it('imports the downloadable template as it is', async () => {
    const template = await t.call('GET', '/api/rooms/import/template', { token: admin });
    expect(template.headers.get('content-type')).toMatch(/text\/csv/);
    const semester = (await createSemester(t, admin)).id;
    expect((await importCsv(semester, template.body)).body.data.created).toBe(2);
  });

  it('makes 500 rooms in one import', async () => {
    const semester = (await createSemester(t, admin)).id;
    const lines = Array.from({ length: 500 }, (_, i) => line(String(1000 + i)));
    const res = await importCsv(semester, csv(...lines));
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect((await roomNumbers(semester)).length).toBe(500);
  }, 120_000);

  it('refuses a file that is not CSV or lacks columns, and is for staff only', async () => {
    const semester = (await createSemester(t, admin)).id;
    const missing = await importCsv(semester, 'room_number,floor\n101,First Floor');
    expect(missing.status).toBe(422);
    expect(missing.body.message).toMatch(MESSAGES.room.csvColumns);
    expect((await importCsv(semester, `${HEADER}\n"101,First`)).status).toBe(422);
    expect((await importCsv('nope', csv(line('1')))).status).toBe(404);
    const student = (await registerStudent(t)).token;
    const res = await t.call('POST', `/api/rooms/import?semester_id=${semester}`, {
      token: student,
      rawBody: csv(line('1')),
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.status).toBe(403);
  });
});

describe('a rooms file written as people write it (issue 42)', () => {
  const row = (cells: Record<string, string>) => {
    const values: Record<string, string> = {
      room_number: '1',
      floor: 'First Floor',
      room_type: 'Standard',
      gender: 'male',
      room_capacity: '4',
      price_per_bed: '1800',
      room_status: 'available',
      availability_duration: '4 Months',
      description: 'Quiet',
      ...cells,
    };
    return HEADER.split(',')
      .map((column) => `"${values[column]}"`)
      .join(',');
  };

  it('takes the spellings the room form shows: names, any case, prices with commas and cedis, "4 in a room"', async () => {
    const semester = (await createSemester(t, admin)).id;
    const file = csv(
      row({ room_number: 'A1', gender: 'Male', room_status: 'Available', floor: 'Ground', price_per_bed: '1,500' }),
      row({ room_number: 'A2', gender: 'FEMALE', room_status: 'OCCUPIED', floor: 'ground floor', price_per_bed: 'GH₵ 1,500.00' }),
      row({ room_number: 'A3', floor: 'second', room_capacity: '4 in a room', price_per_bed: 'GHS 2,250.50', room_type: ' executive ' }),
    );
    const preview = await importCsv(semester, file, true);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(outcomes(preview.body.data.lines)).toEqual(['2 A1 new', '3 A2 new', '4 A3 new']);
    expect((await importCsv(semester, file)).status).toBe(201);
    const rooms = await t.sql`
      SELECT room_number, gender, room_status, floor, price_per_bed::float AS price, room_capacity, room_type
        FROM rooms WHERE semester_id = ${semester} ORDER BY room_number`;
    expect(rooms).toEqual([
      {
        room_number: 'A1',
        gender: 'male',
        room_status: 'available',
        floor: 'Ground Floor',
        price: 1500,
        room_capacity: 4,
        room_type: 'Standard',
      },
      {
        room_number: 'A2',
        gender: 'female',
        room_status: 'occupied',
        floor: 'Ground Floor',
        price: 1500,
        room_capacity: 4,
        room_type: 'Standard',
      },
      {
        room_number: 'A3',
        gender: 'male',
        room_status: 'available',
        floor: 'Second Floor',
        price: 2250.5,
        room_capacity: 4,
        room_type: 'Executive',
      },
    ]);
  });

  it('names the values a refused cell may take', async () => {
    const semester = (await createSemester(t, admin)).id;
    const file = csv(
      row({
        gender: 'boys',
        room_status: 'free',
        floor: 'Basement',
        room_capacity: '9 in a room',
        room_type: 'Penthouse',
        price_per_bed: '1.500,00',
      }),
    );
    const res = await importCsv(semester, file, true);
    const errors = Object.fromEntries(res.body.data.lines[0].errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(errors).toEqual({
      gender: 'Gender must be one of: male, female.',
      room_status: 'Room Status must be one of: available, occupied, restricted.',
      floor: 'Room Floor must be one of: Ground Floor, First Floor, Second Floor, Third Floor.',
      room_capacity: 'Room Capacity must be one of: 1, 2, 3, 4, 5, 6.',
      room_type: 'Room Type must be one of: Standard, Executive.',
      price_per_bed: MESSAGES.room.priceInFile,
    });
  });
});

describe('making rooms from a generated list, and copying a semester', () => {
  it('makes a generated list as a file would be, preview first', async () => {
    const semester = (await createSemester(t, admin)).id;
    const rooms = ['101', '102', '103'].map((room_number) => ({
      room_number,
      floor: 'First Floor',
      room_type_id: '1',
      gender: 'male',
      room_capacity: 4,
      price_per_bed: 1800,
      room_status: 'available',
      availability_duration: '4 Months',
      description: 'Block A',
    }));
    const preview = await t.call('POST', '/api/rooms/bulk?dry_run=1', { token: admin, body: { semester_id: semester, rooms } });
    expect(outcomes(preview.body.data.lines)).toEqual(['1 101 new', '2 102 new', '3 103 new']);
    expect(await roomNumbers(semester)).toEqual([]);
    const made = await t.call('POST', '/api/rooms/bulk', { token: admin, body: { semester_id: semester, rooms } });
    expect(made.body.data.created).toBe(3);
  });

  it("copies a semester's rooms, without their bookings, and leaves the numbers it has", async () => {
    const from = (await createSemester(t, admin)).id;
    const to = (await createSemester(t, admin, { start_date: '2027-01-10', end_date: '2027-05-20' })).id;
    const booked = await createRoom(t, admin, from, { room_number: 'A1', room_capacity: 3, price_per_bed: 1250.5, room_type_id: '2' });
    await createRoom(t, admin, from, { room_number: 'A2', gender: 'male', floor: 'Second Floor' });
    await bookOk(t, (await registerStudent(t)).token, booked);
    await createRoom(t, admin, to, { room_number: 'A2' });

    const preview = await t.call('POST', `/api/semesters/${to}/copy-rooms?dry_run=1`, { token: admin, body: { from_semester_id: from } });
    expect(outcomes(preview.body.data.lines)).toEqual(['1 A1 new', '2 A2 exists']);
    const copied = await t.call('POST', `/api/semesters/${to}/copy-rooms`, { token: admin, body: { from_semester_id: from } });
    expect(copied.status).toBe(201);
    const a1 = (await t.call('GET', `/api/rooms?page=1&semester_id=${to}`, { token: admin })).body.data.find(
      (r: { room_number: string }) => r.room_number === 'A1',
    );
    expect(a1).toMatchObject({ room_type: 'Executive', room_capacity: 3, beds_left: 3, price_per_bed: 1250.5, gender: 'female' });
  });
});
