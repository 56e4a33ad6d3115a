import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let student: string;
// 25 semesters, one a month from January 2020: the newest starts 2022-01-01.
const startOf = (i: number) => `${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`;

beforeAll(async () => {
  t = await createTestApp();
  const admin = (await createAdmin(t)).token;
  student = (await registerStudent(t)).token;
  // Created in a shuffled order, so the listing's order cannot come from insertion.
  const order = Array.from({ length: 25 }, (_, i) => (i * 7) % 25);
  for (const i of order) {
    const res = await t.call('POST', '/api/semesters', {
      token: admin,
      body: { name: `Semester ${i}`, description: `Number ${i}`, start_date: startOf(i), end_date: `${2020 + Math.floor(i / 12)}-12-31` },
    });
    expect(res.status).toBe(201);
  }
});
afterAll(() => t.close());

const list = (query: string) => t.call('GET', `/api/semesters${query}`, { token: student });

describe('GET /semesters?page=n', () => {
  it('answers 10 a page, newest start date first, with meta', async () => {
    const first = await list('?page=1');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 3, per_page: 10, total: 25 });
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data.map((s: { start_date: string }) => s.start_date)).toEqual(Array.from({ length: 10 }, (_, k) => startOf(24 - k)));
    const third = await list('?page=3');
    expect(third.body.meta.current_page).toBe(3);
    expect(third.body.data.map((s: { name: string }) => s.name)).toEqual([
      'Semester 4',
      'Semester 3',
      'Semester 2',
      'Semester 1',
      'Semester 0',
    ]);
    expect(Object.keys(third.body.data[0]).sort()).toEqual([
      'created_at',
      'description',
      'end_date',
      'id',
      'name',
      'start_date',
      'updated_at',
    ]);
  });

  it('treats a page that is not a number or below 1 as page 1, and a page past the end as empty', async () => {
    for (const query of ['?page=abc', '?page=0', '?page=-2', '']) {
      const res = await list(query);
      expect(res.status).toBe(200);
      expect(res.body.meta.current_page).toBe(1);
      expect(res.body.data[0].start_date).toBe(startOf(24));
    }
    const beyond = await list('?page=9');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta).toMatchObject({ current_page: 9, last_page: 3 });
  });

  it('answers react-admin range requests with a bare array and Content-Range', async () => {
    const res = await list(`?range=${encodeURIComponent('[10,14]')}&sort=${encodeURIComponent('["name","ASC"]')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('semesters 10-14/25');
    expect(res.body.map((s: { name: string }) => s.name)).toEqual([
      'Semester 18',
      'Semester 19',
      'Semester 2',
      'Semester 20',
      'Semester 21',
    ]);
    const ids = res.body.slice(0, 2).map((s: { id: string }) => s.id);
    const many = await list(`?range=[0,9]&filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`);
    expect(many.headers.get('content-range')).toBe('semesters 0-1/2');
    expect(many.body.map((s: { id: string }) => s.id).sort()).toEqual([...ids].sort());
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/semesters')).status).toBe(401);
  });
});
