import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdmin, registerStudent } from '../helpers/flows.ts';
import { bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("shows each floor's rooms with beds taken, free and out of service; names to staff only", async () => {
  const admin = (await createAdmin(t)).token;
  const semester = (await createSemester(t, admin)).id;
  const upstairs = await createRoom(t, admin, semester, { room_number: '201', floor: 'Second Floor', room_capacity: 3 });
  await createRoom(t, admin, semester, { room_number: '2', floor: 'Ground Floor', room_capacity: 2 });
  const repairs = await createRoom(t, admin, semester, { room_number: '10', floor: 'Ground Floor', room_capacity: 4 });
  const student = await registerStudent(t, { fname: 'Abena', lname: 'Owusu' });
  await bookOk(t, student.token, upstairs);
  await t.call('POST', `/api/rooms/${repairs.id}/out-of-service`, { token: admin, body: { reason: 'Leaking roof' } });

  const staffView = await t.call('GET', `/api/rooms/bed-map?semester_id=${semester}`, { token: admin });
  expect(staffView.status).toBe(200);
  expect(staffView.body.data).toMatchObject([
    {
      floor: 'Ground Floor',
      rooms: [
        { room_number: '2', beds_taken: 0, beds_free: 2, beds_out_of_service: 0, occupants: [] },
        { room_number: '10', beds_taken: 0, beds_free: 0, beds_out_of_service: 4, out_of_service_reason: 'Leaking roof' },
      ],
    },
    {
      floor: 'Second Floor',
      rooms: [
        {
          room_number: '201',
          beds_taken: 1,
          beds_free: 2,
          // What the porter list prints of each occupant (issue 42).
          occupants: [{ name: 'Abena Owusu', payment_status: 'pending', index_number: 'UG10234', phone_number: '+233241234567' }],
        },
      ],
    },
  ]);
  const studentView = await t.call('GET', `/api/rooms/bed-map?semester_id=${semester}`, { token: student.token });
  expect(studentView.body.data[1].rooms[0]).toMatchObject({ room_number: '201', beds_taken: 1, beds_free: 2 });
  expect(JSON.stringify(studentView.body)).not.toMatch(/Abena|UG10234|241234567/);
});
