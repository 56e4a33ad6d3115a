import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, login, loginSuperadmin, registrationBody } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { holdBooking } from '../helpers/hostel.ts';

let t: TestApp;
let adminToken: string;
let studentToken: string;
const ids: string[] = [];

const COUNTRIES = ['Ghana', 'Nigeria', 'Ghana', 'Sudan', 'Ghana', 'Ghana', 'Nigeria', 'Ghana', 'Ghana', 'Sudan', 'Ghana', 'Ghana'];

// Twelve students a second apart (Kojo0 oldest), one admin, and bookings: Kojo0 pending,
// Kojo3 paid, Kojo5 unpaid (a rejected booking holds no bed, so Kojo5 is no occupant).
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createAdmin(t)).token;
  for (const [i, country] of COUNTRIES.entries()) {
    t.clock.advance(1000);
    const body = registrationBody({ fname: `Kojo${i}`, email: `kojo${i}@hostel.test`, country, gender: i % 2 ? 'male' : 'female' });
    const res = await t.call('POST', '/api/register', { body });
    ids.push(res.body.data.id);
  }
  studentToken = (await login(t, 'kojo0@hostel.test', 'password123')).token;
  await holdBooking(t, ids[0], 'pending');
  await holdBooking(t, ids[3], 'paid');
  await holdBooking(t, ids[5], 'unpaid');
});
afterAll(() => t.close());

const list = (query = '', token = adminToken) => t.call('GET', `/api/users${query}`, { token });

describe('GET /api/users (spec dialect)', () => {
  it('lists students only, newest first, with pagination and counters', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      per_page: 10,
      current_page: 1,
      last_page: 2,
      total: 12,
      occupants: 2,
      ghanaians: 8,
      non_ghanaians: 4,
    });
    expect(res.body.data.map((u: { fname: string }) => u.fname)).toEqual([
      'Kojo11',
      'Kojo10',
      'Kojo9',
      'Kojo8',
      'Kojo7',
      'Kojo6',
      'Kojo5',
      'Kojo4',
      'Kojo3',
      'Kojo2',
    ]);
    expect(res.body.data.every((u: { role: string; user_type: string }) => u.role === 'user' && u.user_type === 'continuing_student')).toBe(
      true,
    );
    // No password nor hash; must_change_password is only a flag.
    expect(JSON.stringify(res.body)).not.toMatch(/"password(_hash)?"|\$2[aby]\$/i);
  });

  it('answers the second page, and page 1 for pages that are not pages', async () => {
    const second = await list('?page=2');
    expect(second.body.current_page).toBe(2);
    expect(second.body.data.map((u: { id: string }) => u.id)).toEqual([ids[1], ids[0]]);
    for (const page of ['abc', '0', '-3', '1.5']) {
      const res = await list(`?page=${page}`);
      expect(res.status).toBe(200);
      expect(res.body.current_page).toBe(1);
    }
  });

  it('filters by country and gender, and counts only what it lists', async () => {
    const sudan = await list('?country=Sudan');
    expect(sudan.body).toMatchObject({ total: 2, occupants: 1, ghanaians: 0, non_ghanaians: 2 });
    const male = await list('?gender=male');
    expect(male.body.total).toBe(6);
    expect(male.body.data.every((u: { gender: string }) => u.gender === 'male')).toBe(true);
  });

  it('searches names and emails, treating % and _ as plain text', async () => {
    expect((await list('?q=kojo1')).body.data.map((u: { fname: string }) => u.fname).sort()).toEqual(['Kojo1', 'Kojo10', 'Kojo11']);
    expect((await list('?q=KOJO7%40hostel')).body.total).toBe(1);
    expect((await list('?q=Kojo2%20Mensah')).body.total).toBe(1);
    expect((await list('?q=%25')).body.total).toBe(0);
  });

  it('is for admins and superadmins: a student gets 403, no token 401', async () => {
    expect((await list('', studentToken)).status).toBe(403);
    expect((await t.call('GET', '/api/users')).status).toBe(401);
    const superadmin = await loginSuperadmin(t);
    expect((await list('', superadmin.token)).body.total).toBe(12);
  });
});

describe('GET /api/users (react-admin dialect)', () => {
  it('answers a bare array with Content-Range, sorted and filtered as asked', async () => {
    const query = `?range=${encodeURIComponent('[0,4]')}&sort=${encodeURIComponent('["fname","DESC"]')}&filter=${encodeURIComponent('{"country":"Ghana"}')}`;
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('users 0-4/8');
    expect(res.body.map((u: { fname: string }) => u.fname)).toEqual(['Kojo8', 'Kojo7', 'Kojo5', 'Kojo4', 'Kojo2']);
  });

  it('fetches chosen students by id', async () => {
    const filter = encodeURIComponent(JSON.stringify({ id: [ids[2], ids[4]] }));
    const res = await list(`?range=${encodeURIComponent('[0,9]')}&filter=${filter}`);
    expect(res.body.map((u: { id: string }) => u.id).sort()).toEqual([ids[2], ids[4]].sort());
  });
});
