import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSemester } from '../../projections/semesters/semesters.queries.ts';
import { createAdmin, loginSuperadmin } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
});
afterAll(() => t.close());

async function semester(start_date: string, end_date: string) {
  const res = await t.call('POST', '/api/semesters', { token: admin, body: { name: start_date, description: 'd', start_date, end_date } });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

const on = (day: string) => currentSemester(t.sql, new Date(`${day}T10:00:00Z`));

describe('the current semester', () => {
  it('is none while there is no semester', async () => {
    expect(await on('2026-09-01')).toBeNull();
  });

  it('is the one containing today, else the next to start, else the most recently started', async () => {
    const past = await semester('2025-01-10', '2025-05-01');
    await semester('2024-01-10', '2024-05-01');
    expect((await on('2026-09-01'))?.id).toBe(past);
    const next = await semester('2026-10-01', '2027-02-01');
    await semester('2027-03-01', '2027-07-01');
    expect((await on('2026-09-01'))?.id).toBe(next);
    const running = await semester('2026-08-01', '2026-09-30');
    expect((await on('2026-09-01'))?.id).toBe(running);
    expect((await on('2026-09-30'))?.id).toBe(running);
    expect((await on('2026-10-01'))?.id).toBe(next);
  });

  it("is answered by GET /semesters/current, by the server's clock", async () => {
    t.clock.set('2026-10-15T10:00:00Z');
    const res = await t.call('GET', '/api/semesters/current', { token: (await loginSuperadmin(t)).token });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe((await on('2026-10-15'))?.id);
  });
});
