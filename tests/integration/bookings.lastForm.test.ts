import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFILLED_BOOKING_FIELDS } from '../../shared/records.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { bookOk, createRoom, createSemester, reject } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/** A new booking form filled from the student's last one: the fields that stay the same, never another student's. */
let t: TestApp;
let superadmin: Awaited<ReturnType<typeof loginSuperadmin>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let semesterId: string;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = await loginSuperadmin(t);
  admin = await createAdmin(t);
  semesterId = (await createSemester(t, superadmin.token)).id;
});
afterAll(() => t.close());

const lastForm = (token?: string) => t.call('GET', '/api/bookings/me/last-form', { token });

describe('GET /api/bookings/me/last-form', () => {
  it('is null before the first booking', async () => {
    const student = await registerStudent(t);
    const res = await lastForm(student.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null });
  });

  it("gives the newest booking's form, whatever became of it, without its room, semester or stay", async () => {
    const student = await registerStudent(t);
    const first = await bookOk(t, student.token, await createRoom(t, superadmin.token, semesterId), { index_number: 'UG-OLD' });
    expect((await reject(t, admin.token, first.id as string)).status).toBe(200);
    t.clock.advance(60_000);
    const second = await bookOk(t, student.token, await createRoom(t, superadmin.token, semesterId), {
      index_number: 'UG10234',
      dob: '03/15/2003',
      marital_status: 'Married',
      program_of_study: 'Nursing',
      house_address: 'Box 12, Tamale',
      emergency_contact_name: 'Kojo Mensah',
      emergency_contact_relationship: 'Brother',
      emergency_contact_phone_number: '024 111 2222',
      emergency_contact_house_address: 'Box 14, Tamale',
      medical_condition: 'Asthma',
    });
    expect((await reject(t, admin.token, second.id as string)).status).toBe(200);

    const res = await lastForm(student.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      index_number: 'UG10234',
      dob: '2003-03-15',
      marital_status: 'Married',
      program_of_study: 'Nursing',
      house_address: 'Box 12, Tamale',
      emergency_contact_name: 'Kojo Mensah',
      emergency_contact_relationship: 'Brother',
      emergency_contact_phone_number: '+233241112222',
      emergency_contact_house_address: 'Box 14, Tamale',
      medical_condition: 'Asthma',
      from_booking: { id: second.id, reference: second.reference, created_at: second.created_at },
    });
    expect(Object.keys(res.body.data).sort()).toEqual([...PREFILLED_BOOKING_FIELDS, 'from_booking'].sort());
  });

  it("gives each reader their own form only: another student's and the admin's are apart", async () => {
    const student = await registerStudent(t);
    const other = await registerStudent(t);
    await bookOk(t, student.token, await createRoom(t, superadmin.token, semesterId), { index_number: 'UG-MINE' });
    expect((await lastForm(student.token)).body.data.index_number).toBe('UG-MINE');
    expect((await lastForm(other.token)).body.data).toBeNull();
    expect((await lastForm(admin.token)).body.data).toBeNull();
    expect((await lastForm()).status).toBe(401);
  });
});
