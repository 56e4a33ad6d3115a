import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { prepareDatabase } from '../../api/assemble.ts';
import { restoreBackup } from '../../api/backup/restoreBackup.ts';
import { takeBackup } from '../../api/backup/takeBackup.ts';
import { ensureDatabase, openPool, type Sql } from '../../api/db/connect.ts';
import { KEY_COLUMN, KEY_JOIN, personalFieldsOf, subjectOf, unseal } from '../../api/eventStore/personalData.ts';
import { readAllInBatches, readStream } from '../../api/eventStore/read.ts';
import { SEALING_MIGRATION } from '../../api/eventStore/sealOldLog.ts';
import type { StoredEvent } from '../../api/eventStore/types.ts';
import { sweepHolds } from '../../api/bookings/holdExpiry.ts';
import { login, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { notifyToNow, recordingProvider } from '../helpers/notifications.ts';
import { createTestApp, TestClock } from '../helpers/testApp.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

/**
 * A log written before personal data was sealed is sealed once, at the start that migrates it:
 * copied whole into a new events table, its positions and transactions as they were, a living
 * person's fields sealed with their key, a deleted one's with a key thrown away.
 */
const HOUR = 3_600_000;
const clock = new TestClock();
const PASSWORD = 'password123';
const AMA = {
  fname: 'Amarachi',
  lname: 'Oduro-Kyei',
  phone_number: '0245550101',
  email: 'amarachi.ok@hostel.test',
  program: 'Marine Ecology',
};
const EFUA = { fname: 'Efuakoma', lname: 'Baiden-Ansah', phone_number: '0205550202', email: 'efuakoma.ba@hostel.test', program: 'Geodesy' };
const AMA_FORM = {
  index_number: 'UG77001',
  dob: '03/14/2003',
  program_of_study: 'Marine Ecology',
  house_address: '7 Osu Badu Lane, Accra',
  emergency_contact_name: 'Kwabena Oduro-Kyei',
  emergency_contact_relationship: 'Uncle',
  emergency_contact_phone_number: '0275550303',
  emergency_contact_house_address: '9 Labone Crescent, Accra',
  medical_condition: 'Asthma, carries an inhaler',
};
const EFUA_FORM = {
  index_number: 'UG77002',
  dob: '11/02/2002',
  program_of_study: 'Geodesy',
  house_address: '21 Tantra Hill Road, Accra',
  emergency_contact_name: 'Araba Baiden-Ansah',
  emergency_contact_relationship: 'Aunt',
  emergency_contact_phone_number: '0265550404',
  emergency_contact_house_address: '4 Abelemkpe Close, Accra',
  medical_condition: 'Sickle cell trait',
};
const REFERENCES = { ama: 'MOMO-AOK-5521', efua: 'MOMO-EBA-8830' };
/** Ama's form as stored: dates in ISO, phone numbers in international form. */
const AMA_STORED = { ...AMA_FORM, dob: '2003-03-14', emergency_contact_phone_number: '+233275550303', phone_number: '+233245550101' };
/** The part of a phone number that every form of it shows. */
const local = (phone: string) => phone.slice(1);

/** An event row as the table holds it, with its data in the clear. */
type OldRow = Record<string, unknown> & { global_position: number; event_type: string; data: unknown };
let oldLog: OldRow[];
let oldStreams: unknown[];
let ids: { ama: string; efua: string; amaBooking: string; efuaBooking: string };
/** Every personal value of the two students, and what the messages to them said. */
let personalValues: string[];

beforeAll(async () => {
  await writeHistory();
}, 120_000);

/** The hostel through the API: two students book, give references, get messages, wait for a bed; one is deleted. */
async function writeHistory() {
  const sms = recordingProvider('sms');
  const source = await createTestApp({ clock, notificationProviders: { sms } });
  try {
    const superadmin = await loginSuperadmin(source);
    const semester = await createSemester(source, superadmin.token);
    const room = await createRoom(source, superadmin.token, semester.id, { room_capacity: 2 });
    const ama = await registerStudent(source, AMA);
    const efua = await registerStudent(source, EFUA);
    const amaBooking = await bookOk(source, ama.token, room, AMA_FORM);
    const efuaBooking = await bookOk(source, efua.token, room, EFUA_FORM);
    for (const [who, booking, reference] of [
      [ama, amaBooking, REFERENCES.ama],
      [efua, efuaBooking, REFERENCES.efua],
    ] as const) {
      const res = await source.call('POST', `/api/bookings/${booking.id}/payment-reference`, {
        token: who.token,
        body: { payment_reference: reference },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await notifyToNow(source.deps);

    // A second semester's one bed, held by a third student: Efua and then Ama wait for it.
    const later = await createSemester(source, superadmin.token, { name: 'Later' });
    const small = await createRoom(source, superadmin.token, later.id, { room_capacity: 1 });
    const holder = await registerStudent(source);
    await bookOk(source, holder.token, small);
    for (const who of [efua, ama]) {
      const res = await source.call('POST', '/api/waitlist', { token: who.token, body: { semester_id: later.id } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    clock.advance(73 * HOUR);
    await sweepHolds(source.deps);
    efua.token = (await login(source, EFUA.email, PASSWORD)).token;
    const offered = await source.call('GET', `/api/waitlist/me?semester_id=${later.id}`, { token: efua.token });
    const declined = await source.call('POST', `/api/waitlist/offers/${offered.body.data.offer.id}/decline`, { token: efua.token });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);

    const messages = await source.sql<
      { text: string }[]
    >`SELECT text FROM notifications WHERE user_id IN (${ama.user.id}, ${efua.user.id})`;
    expect(messages.length).toBeGreaterThanOrEqual(2);

    // Read in the clear while Efua's key lives; then she is deleted.
    const before = await rowsInTheClear(source.sql, 0);
    const boss = await loginSuperadmin(source);
    const deleted = await source.call('DELETE', `/api/users/${efua.user.id}`, { token: boss.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    oldLog = [...before, ...(await rowsInTheClear(source.sql, before.at(-1)!.global_position))];
    expect(oldLog.some((r) => r.event_type === 'UserDeleted')).toBe(true);
    // Offers were written then as version 1, naming those they passed over.
    const names = { [efua.user.id]: `${EFUA.fname} ${EFUA.lname}`, [ama.user.id]: `${AMA.fname} ${AMA.lname}` };
    oldLog = oldLog.map((r) =>
      r.event_type === 'WaitlistOfferMade' ? { ...r, schema_version: 1, data: offerOfVersion1(r.data, names) } : r,
    );
    expect(JSON.stringify(oldLog.filter((r) => r.event_type === 'WaitlistOfferMade'))).toContain(`${EFUA.fname} ${EFUA.lname}`);
    oldStreams = await source.sql`SELECT row_to_json(streams) AS row FROM streams`.then((rows) => rows.map((r) => r.row));
    ids = { ama: ama.user.id, efua: efua.user.id, amaBooking: amaBooking.id, efuaBooking: efuaBooking.id };

    personalValues = [
      ...[AMA, EFUA].flatMap((p) => [p.fname, p.lname, local(p.phone_number), p.email, p.program]),
      ...[AMA_FORM, EFUA_FORM].flatMap(({ dob: _, ...f }) =>
        Object.values({ ...f, emergency_contact_phone_number: local(f.emergency_contact_phone_number) }),
      ),
      '2003-03-14',
      '2002-11-02',
      REFERENCES.ama,
      REFERENCES.efua,
      ...messages.map((m) => m.text),
    ];
  } finally {
    await source.close();
  }
}

/** An offer as version 1 wrote it: each student passed over by name. */
function offerOfVersion1(data: unknown, names: Record<string, string>) {
  const offer = data as { why: { skipped: { user_id: string; reason: string }[] } };
  const skipped = offer.why.skipped.map(({ user_id, reason }) => ({ full_name: names[user_id], reason }));
  return { ...offer, why: { ...offer.why, skipped } };
}

/** The log's rows after `after`, with each event's data as it was written (unsealed with its key). */
async function rowsInTheClear(sql: Sql, after: number): Promise<OldRow[]> {
  const rows = await sql<{ row: OldRow; personal_key: Buffer | null }[]>`
    SELECT row_to_json(events) AS row, ${sql.unsafe(KEY_COLUMN)} FROM events ${sql.unsafe(KEY_JOIN)}
     WHERE global_position > ${after} ORDER BY global_position`;
  return rows.map(({ row, personal_key }) => {
    const data = unseal(row.event_type, row.data, personal_key);
    expect(data, `${row.event_type} must be readable to be written in the clear`).not.toHaveProperty('sealed');
    return { ...row, data };
  });
}

/** A fresh database whose log is the history written the old way: straight into the events table, in the clear. */
async function databaseWithOldLog(db: Pick<TestDatabase, 'sql'>) {
  await db.sql`DELETE FROM schema_migrations WHERE version = ${SEALING_MIGRATION}`;
  await db.sql`INSERT INTO streams SELECT * FROM json_populate_recordset(null::streams, ${JSON.stringify(oldStreams)}::text::json)`;
  await db.sql`INSERT INTO events SELECT * FROM json_populate_recordset(null::events, ${JSON.stringify(oldLog)}::text::json)`;
  await db.sql`SELECT setval('events_global_position_seq', max(global_position)) FROM events`;
  const [{ clear }] = await db.sql<{ clear: number }[]>`SELECT count(*)::int AS clear FROM personal_keys`;
  expect(clear).toBe(0);
}

const eventsOid = async (sql: Sql) => (await sql<{ oid: number }[]>`SELECT 'events'::regclass::oid::int AS oid`)[0].oid;

/** The table's definition as the catalog describes it, names included. */
async function eventsDefinition(sql: Sql) {
  return {
    columns: await sql`SELECT attname, format_type(atttypid, atttypmod) AS type, attnotnull, pg_get_expr(adbin, adrelid) AS default
                         FROM pg_attribute LEFT JOIN pg_attrdef ON adrelid = attrelid AND adnum = attnum
                        WHERE attrelid = 'events'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
    constraints:
      await sql`SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'events'::regclass ORDER BY conname`,
    indexes: await sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'events' ORDER BY indexname`,
    triggers:
      await sql`SELECT tgname, tgenabled, pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgrelid = 'events'::regclass AND NOT tgisinternal ORDER BY tgname`,
    sequence: (await sql`SELECT pg_get_serial_sequence('events', 'global_position') AS seq`)[0].seq,
  };
}

/** Every column but the data, as the table holds it. */
const everythingButData = (sql: Sql) =>
  sql`SELECT global_position, transaction_id::text, stream_id, stream_position, event_id, event_type, schema_version, metadata, created_at::text
        FROM events ORDER BY global_position`;

async function readEverything(sql: Sql): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for await (const batch of readAllInBatches(sql, { batchSize: 7 })) events.push(...batch);
  return events;
}

/** What a read of the sealed log must give for an event read from the old one: Efua's fields forgotten, others' names gone. */
function expectedAfterSealing(event: StoredEvent): StoredEvent {
  const data = event.data as Record<string, unknown>;
  if (event.type === 'WaitlistOfferMade') {
    const why = data.why as { skipped: Record<string, unknown>[] };
    return { ...event, data: { ...data, why: { ...why, skipped: why.skipped.map(({ full_name: _, ...rest }) => rest) } } };
  }
  if (subjectOf(event.type, data) !== ids.efua) return event;
  const forgotten = personalFieldsOf(event.type)!.forgotten;
  return {
    ...event,
    data: {
      ...data,
      ...Object.fromEntries(
        Object.keys(forgotten)
          .filter((f) => f in data)
          .map((f) => [f, forgotten[f]]),
      ),
    },
  };
}

/** The students' personal values that the events table's data still shows. */
async function personalValuesIn(sql: Sql) {
  const [{ text }] = await sql<{ text: string }[]>`SELECT string_agg(data::text, ' ') AS text FROM events`;
  return personalValues.filter((value) => value && text.includes(value));
}
const expectNoPersonalValue = async (sql: Sql) => expect(await personalValuesIn(sql)).toEqual([]);

describe('a log written in the clear, at the start that migrates it', () => {
  let db: TestDatabase;
  let before: StoredEvent[];
  let columnsBefore: unknown;
  let definitionBefore: unknown;
  let oidBefore: number;
  let applied: string[];

  beforeAll(async () => {
    db = await createTestDatabase();
    await databaseWithOldLog(db);
    // Every one of them is there in the clear before.
    expect(await personalValuesIn(db.sql)).toEqual(personalValues.filter(Boolean));
    before = await readEverything(db.sql);
    columnsBefore = await everythingButData(db.sql);
    definitionBefore = await eventsDefinition(db.sql);
    oidBefore = await eventsOid(db.sql);
    ({ applied } = await prepareDatabase(db.sql));
  }, 60_000);
  afterAll(() => db.drop());

  it('is sealed: no personal value of either student is left in the events table', async () => {
    expect(applied).toContain(SEALING_MIGRATION);
    expect(await eventsOid(db.sql)).not.toBe(oidBefore);
    await expectNoPersonalValue(db.sql);
    const [{ sealed }] = await db.sql<{ sealed: number }[]>`SELECT count(*)::int AS sealed FROM events WHERE data ? 'sealed'`;
    expect(sealed).toBeGreaterThanOrEqual(8);
  });

  it('reads back as written for the living, as forgotten for the deleted student', async () => {
    const after = await readEverything(db.sql);
    expect(after).toEqual(before.map(expectedAfterSealing));
    const amas = (e: StoredEvent) => subjectOf(e.type, e.data) === ids.ama;
    expect(after.filter(amas).length).toBeGreaterThanOrEqual(4);
    expect(after.filter(amas)).toEqual(before.filter(amas));
    const booked = (await readStream(db.sql, `booking-${ids.amaBooking}`))[0];
    expect(booked.data).toMatchObject({ ...AMA_STORED, full_name: `${AMA.fname} ${AMA.lname}`, email_address: AMA.email });
    const hers = (await readStream(db.sql, `booking-${ids.efuaBooking}`))[0];
    expect(hers.data).toMatchObject({ full_name: 'Deleted student', medical_condition: null, index_number: '', house_address: '' });
  });

  it('keeps every position, transaction, stream version and the order', async () => {
    expect(await everythingButData(db.sql)).toEqual(columnsBefore);
    const streams = await db.sql`SELECT row_to_json(streams) AS row FROM streams`;
    expect(streams.map((r) => r.row)).toEqual(expect.arrayContaining(oldStreams as object[]));
    expect(streams.length).toBe(oldStreams.length);
  });

  it('is a table of the same definition: keys, indexes, triggers, the sequence it owns', async () => {
    expect(await eventsDefinition(db.sql)).toEqual(definitionBefore);
    for (const statement of ['UPDATE events SET data = data', 'DELETE FROM events', 'TRUNCATE events']) {
      await expect(db.sql.unsafe(statement), statement).rejects.toMatchObject({ code: '42501' });
    }
  });

  it("records the deleted student's key as forgotten and made the living one's", async () => {
    const keys = await db.sql<{ subject_id: string; has_key: boolean; forgotten: boolean }[]>`
      SELECT subject_id, subject_key IS NOT NULL AS has_key, forgotten_at IS NOT NULL AS forgotten FROM personal_keys
       WHERE subject_id IN (${ids.ama}, ${ids.efua}) ORDER BY subject_id = ${ids.efua}`;
    expect(keys).toEqual([
      { subject_id: ids.ama, has_key: true, forgotten: false },
      { subject_id: ids.efua, has_key: false, forgotten: true },
    ]);
  });

  it('does nothing at the next start: no copy, no new row', async () => {
    const oid = await eventsOid(db.sql);
    const again = await prepareDatabase(db.sql);
    expect(again.applied).toEqual([]);
    expect(await eventsOid(db.sql)).toBe(oid);
    expect(await everythingButData(db.sql)).toEqual(columnsBefore);
  });

  it('serves: the read models show the living booking in full and the deleted one as "Deleted student"; appends go on', async () => {
    const t = await createTestApp({ db: { ...db, drop: async () => {} }, clock });
    try {
      const admin = await loginSuperadmin(t);
      const mine = await t.call('GET', `/api/bookings/${ids.amaBooking}`, { token: admin.token });
      expect(mine.status).toBe(200);
      expect(mine.body.data).toMatchObject({
        ...AMA_STORED,
        full_name: `${AMA.fname} ${AMA.lname}`,
        email_address: AMA.email,
        payment_reference: REFERENCES.ama,
      });
      const hers = await t.call('GET', `/api/bookings/${ids.efuaBooking}`, { token: admin.token });
      expect(hers.status).toBe(200);
      expect(hers.body.data).toMatchObject({ full_name: 'Deleted student', medical_condition: null, payment_reference: null });
      expect(JSON.stringify(hers.body)).not.toContain(EFUA_FORM.house_address);

      const [{ last }] = await db.sql<{ last: number }[]>`SELECT max(global_position)::int AS last FROM events`;
      const ama = await login(t, AMA.email, PASSWORD);
      expect((await t.call('POST', '/api/logout', { token: ama.token })).status).toBeLessThan(300);
      const added = await db.sql<{ global_position: number }[]>`SELECT global_position FROM events WHERE global_position > ${last}`;
      expect(added.length).toBeGreaterThanOrEqual(1);
      expect(added[0].global_position).toBe(last + 1);
    } finally {
      await t.close();
    }
  });
});

describe('starting', () => {
  it('two processes at once seal the log once', async () => {
    const db = await createTestDatabase();
    const other = openPool(db.url, 20);
    try {
      await databaseWithOldLog(db);
      const before = await readEverything(db.sql);
      const results = await Promise.all([prepareDatabase(db.sql), prepareDatabase(other)]);
      expect(results.flatMap((r) => r.applied).filter((v) => v === SEALING_MIGRATION)).toHaveLength(1);
      await expectNoPersonalValue(db.sql);
      expect(await readEverything(db.sql)).toEqual(before.map(expectedAfterSealing));
    } finally {
      await other.end();
      await db.drop();
    }
  }, 60_000);

  it('one registration in the clear is enough for the log to be sealed', async () => {
    const t = await createTestApp({ clock });
    try {
      await registerStudent(t);
      await t.sql`DELETE FROM schema_migrations WHERE version = ${SEALING_MIGRATION}`;
      const registered = oldLog.find((r) => r.event_type === 'UserRegistered' && (r.data as { user_id: string }).user_id === ids.ama)!;
      await t.sql`INSERT INTO events (stream_id, stream_position, event_id, event_type, data)
                  VALUES (${registered.stream_id as string}, 1, 'ev-old', 'UserRegistered', ${JSON.stringify(registered.data)}::text::jsonb)`;
      const oid = await eventsOid(t.sql);
      const { applied } = await prepareDatabase(t.sql);
      expect(applied).toEqual([SEALING_MIGRATION]);
      expect(await eventsOid(t.sql)).not.toBe(oid);
      const [row] = await t.sql`SELECT data FROM events WHERE event_id = 'ev-old'`;
      expect(Object.keys(row.data).sort()).toEqual(['at', 'gender', 'role', 'sealed', 'user_id', 'user_type']);
      expect((await readStream(t.sql, registered.stream_id as string))[0].data).toEqual(registered.data);
    } finally {
      await t.close();
    }
  });

  it('a log written sealed is left as it is', async () => {
    const t = await createTestApp({ clock });
    try {
      const student = await registerStudent(t);
      expect(student.user.id).toBeTruthy();
      await t.sql`DELETE FROM schema_migrations WHERE version = ${SEALING_MIGRATION}`;
      const oid = await eventsOid(t.sql);
      const [{ fingerprints }] = await t.sql<{ fingerprints: number }[]>`SELECT count(*)::int AS fingerprints FROM read_models`;
      const { applied, rebuilt } = await prepareDatabase(t.sql);
      expect(applied).toEqual([SEALING_MIGRATION]);
      expect(rebuilt).toEqual([]);
      expect(await eventsOid(t.sql)).toBe(oid);
      expect(fingerprints).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('a backup of a log written in the clear is sealed at the first start after its restore', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-seal-'));
    const file = path.join(dir, 'old.backup.gz');
    const db = await createTestDatabase();
    const name = `hostel_seal_restore_${Date.now()}`;
    const adminUrl = inject('adminUrl');
    await ensureDatabase(adminUrl, name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const restored = openPool(url.toString(), 20);
    try {
      await databaseWithOldLog(db);
      const header = await takeBackup(db.sql, file);
      expect(header.migration < SEALING_MIGRATION).toBe(true);
      await restoreBackup(restored, file);
      const { applied } = await prepareDatabase(restored);
      expect(applied).toEqual([SEALING_MIGRATION]);
      await expectNoPersonalValue(restored);
    } finally {
      await restored.end();
      const admin = openPool(adminUrl, 1);
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await db.drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
