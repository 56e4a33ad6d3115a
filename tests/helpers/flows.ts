import { expect } from 'vitest';
import { nanoid } from 'nanoid';
import { TEST_SUPERADMIN, type TestApp } from './testApp.ts';

/** Common API journeys for integration tests, through the real routes. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    fname: 'Ama',
    lname: 'Mensah',
    phone_number: '0241234567',
    email: `student-${nanoid(8)}@hostel.test`.toLowerCase(),
    password: 'password123',
    gender: 'female',
    country: 'Ghana',
    agree_to_terms: true,
    role: 'user',
    user_type: 'continuing_student',
    ...overrides,
  };
}

export async function login(t: TestApp, email: string, password: string) {
  const res = await t.call('POST', '/api/login', { body: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { token: string; user: { id: string; role: string; gender: string } & Record<string, unknown> };
}

/** Registers a student and signs them in: returns their token and user. */
export async function registerStudent(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const res = await t.call('POST', '/api/register', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return login(t, body.email as string, body.password as string);
}

export const loginSuperadmin = (t: TestApp) => login(t, TEST_SUPERADMIN.email, TEST_SUPERADMIN.password);

/** A new admin account created by the superadmin through POST /api/admins, signed in. */
export async function createAdmin(t: TestApp) {
  const superadmin = await loginSuperadmin(t);
  const body = registrationBody({ fname: 'Kofi', lname: 'Admin', gender: 'male', email: `admin-${nanoid(8)}@hostel.test`.toLowerCase() });
  const res = await t.call('POST', '/api/admins', { token: superadmin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return login(t, body.email as string, body.password as string);
}
