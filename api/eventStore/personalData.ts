import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';

/**
 * Personal data in the log is sealed per person: an event's personal fields are taken out of its
 * data and stored encrypted (AES-256-GCM) with its person's key, kept in `personal_keys`, outside
 * the log. Forgetting the person destroys the key; their events then read with each personal
 * field as `forgotten` gives it, everywhere the log is read. The module that defines an event
 * says which of its fields are personal (registerPersonalData), as it registers its upcasters.
 */
export type PersonalFields = {
  /** The data's key that names the person, e.g. `user_id`. */
  subject: string;
  /** Each personal field, with what it reads as once its person is forgotten. */
  forgotten: Readonly<Record<string, unknown>>;
};

/** How sealed fields sit in an event's data: whose they are, which they are, and the box. */
export type Sealed = { subject: string; fields: string[]; box: string };
export const SEALED = 'sealed';

const personal: Record<string, PersonalFields> = {};
const forgetting: Record<string, string> = {};

export function registerPersonalData(specs: Record<string, PersonalFields>) {
  Object.assign(personal, specs);
}

/** Appending an event of `type` forgets the person its data's `subject` names, in the append's transaction. */
export function registerForgetting(type: string, subject: string) {
  forgetting[type] = subject;
}

/**
 * An event that, in logs written before sealing, named other people than its subject, where `path`
 * (a JSON path) finds them; `strip` gives its data without them. Sealing an old log applies it.
 */
export type OthersNames = { path: string; strip: (data: Record<string, unknown>) => Record<string, unknown> };
const othersNames: Record<string, OthersNames> = {};

export function registerOthersNames(type: string, names: OthersNames) {
  othersNames[type] = names;
}
export const othersNamesOf = (type: string): OthersNames | undefined => othersNames[type];
export const typesNamingOthers = () => Object.keys(othersNames);

export const personalFieldsOf = (type: string): PersonalFields | undefined => personal[type];
export const personalEventTypes = () => Object.keys(personal);
export const forgettingEventTypes = () => Object.keys(forgetting);

/** The person whose personal fields `data` (of an event of `type`) carries, when it carries any. */
export function subjectOf(type: string, data: unknown): string | null {
  const spec = personal[type];
  if (!spec || typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const subject = record[spec.subject];
  if (typeof subject !== 'string') return null;
  return Object.keys(spec.forgotten).some((field) => field in record) ? subject : null;
}

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The data with its personal fields sealed with `key` (the person is the box's associated data). */
export function seal(type: string, data: Record<string, unknown>, subject: string, key: Buffer): Record<string, unknown> {
  const personalFields = personal[type]!.forgotten;
  const fields: string[] = [];
  const open: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const field in data) {
    if (field in personalFields) {
      fields.push(field);
      open[field] = data[field];
    } else rest[field] = data[field];
  }
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(subject));
  const body = Buffer.concat([cipher.update(JSON.stringify(open), 'utf8'), cipher.final()]);
  const box = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  rest[SEALED] = { subject, fields, box } satisfies Sealed;
  return rest;
}

/**
 * The data as it was written, when `key` is its person's; with each sealed field as forgotten
 * when the key is gone (null) or was not read (undefined). Data with nothing sealed is itself.
 */
export function unseal(type: string, data: unknown, key: Buffer | null | undefined): unknown {
  if (typeof data !== 'object' || data === null || !(SEALED in data)) return data;
  const record = data as Record<string, unknown>;
  const opened = openSealed(type, record[SEALED] as Sealed, key);
  // A loop, not object rest and spread: this runs for every sealed event a rebuild reads.
  const out: Record<string, unknown> = {};
  for (const field in record) if (field !== SEALED) out[field] = record[field];
  for (const field in opened) out[field] = opened[field];
  return out;
}

/** The personal fields a box holds, or as forgotten without its key. */
export const openSealed = (type: string, sealed: Sealed, key: Buffer | null | undefined): Record<string, unknown> =>
  key ? openBox(sealed, key) : forgottenFields(type, sealed.fields);

/** The fields as a forgotten person's read. */
export function forgottenFields(type: string, fields: readonly string[]): Record<string, unknown> {
  const forgotten = personal[type]?.forgotten ?? {};
  return Object.fromEntries(fields.map((field) => [field, forgotten[field] ?? null]));
}

function openBox(sealed: Sealed, key: Buffer): Record<string, unknown> {
  const raw = Buffer.from(sealed.box, 'base64');
  const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(sealed.subject));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * The SQL that reads each event's key beside it: events LEFT JOIN this, selecting KEY_COLUMN.
 * A forgotten person's key is null, so their events read as forgotten.
 */
export const KEY_JOIN = `LEFT JOIN personal_keys ON personal_keys.subject_id = events.data #>> '{${SEALED},subject}'`;
export const KEY_COLUMN = 'personal_keys.subject_key AS personal_key';

/**
 * Keys for sealing that one event store (one database) keeps once it has read them as committed: a
 * key never changes while it lives. One used after another server destroyed it seals data that
 * nothing can read again, which is what forgetting asks. A key made by a transaction not yet
 * committed is not kept. Reads never use these: they join the table.
 */
export class KeyRing {
  private readonly keys = new Map<string, Buffer>();
  get = (subject: string) => this.keys.get(subject);
  has = (subject: string) => this.keys.has(subject);
  drop = (subject: string) => this.keys.delete(subject);
  keep(subject: string, key: Buffer) {
    if (this.keys.size >= KEPT_AT_MOST) this.keys.clear();
    this.keys.set(subject, key);
  }
}
const KEPT_AT_MOST = 200_000;

/** Reads the keys of `subjects` into the ring, for a command about to seal their data (one statement). */
export async function readKeys(db: Db, ring: KeyRing, subjects: readonly string[]): Promise<void> {
  const missing = subjects.filter((s) => !ring.has(s));
  if (missing.length === 0) return;
  // One person, as a command nearly always asks, by plain equality: PostgreSQL plans `= ANY` of an
  // array afresh at every call, and a booking asks once for each student.
  const which = missing.length === 1 ? db`subject_id = ${missing[0]}` : db`subject_id = ANY(${missing})`;
  const rows = await db<{ subject_id: string; subject_key: Buffer | null }[]>`
    SELECT subject_id, subject_key FROM personal_keys WHERE ${which}`;
  for (const row of rows) if (row.subject_key) ring.keep(row.subject_id, row.subject_key);
}

/**
 * The key to seal each subject's data with, made when the person has none yet. A forgotten person
 * gets a key that is thrown away: whatever is written about them is born unreadable. Without a
 * ring, every key is read from (or made in) the table.
 */
export async function sealingKeys(db: Db, subjects: readonly string[], ring?: KeyRing): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  const missing = [...new Set(subjects)].filter((s) => {
    const key = ring?.get(s);
    if (key) found.set(s, key);
    return !key;
  });
  if (missing.length === 0) return found;
  const fresh = missing.map(() => randomBytes(32).toString('hex'));
  const rows = await db<{ subject_id: string; subject_key: Buffer | null; made: boolean }[]>`
    WITH wanted AS (SELECT * FROM unnest(${missing}::text[], ${fresh}::text[]) AS w(subject_id, fresh)),
         made AS (INSERT INTO personal_keys (subject_id, subject_key) SELECT subject_id, decode(fresh, 'hex') FROM wanted
                  ON CONFLICT (subject_id) DO NOTHING RETURNING subject_id, subject_key)
    SELECT subject_id, subject_key, true AS made FROM made
    UNION ALL
    SELECT k.subject_id, k.subject_key, false FROM personal_keys k JOIN wanted USING (subject_id)`;
  for (const row of rows) {
    if (row.subject_key && !row.made) ring?.keep(row.subject_id, row.subject_key);
    found.set(row.subject_id, row.subject_key ?? randomBytes(32));
  }
  // Made meanwhile by a transaction that committed after this statement began: read it now.
  const late = missing.filter((s) => !found.has(s));
  if (late.length > 0) {
    const again = await db<{ subject_id: string; subject_key: Buffer | null }[]>`
      SELECT subject_id, subject_key FROM personal_keys WHERE subject_id = ANY(${late})`;
    for (const row of again) found.set(row.subject_id, row.subject_key ?? randomBytes(32));
  }
  return found;
}

/** The subjects the events forget, by the registrations of their types. */
export function forgottenBy(events: readonly { type: string; data: unknown }[]): string[] {
  return events.flatMap((e) => {
    const field = forgetting[e.type];
    const subject = field ? (e.data as Record<string, unknown>)[field] : undefined;
    return typeof subject === 'string' ? [subject] : [];
  });
}

/** Destroys the keys of `subjects`, in the transaction that records their forgetting. */
export async function destroyKeys(db: Db, subjects: readonly string[], ring?: KeyRing, at: Date = new Date()): Promise<void> {
  if (subjects.length === 0) return;
  for (const s of subjects) ring?.drop(s);
  await db`
    INSERT INTO personal_keys (subject_id, subject_key, forgotten_at)
    SELECT s, NULL, ${at} FROM unnest(${[...subjects]}::text[]) AS s
    ON CONFLICT (subject_id) DO UPDATE SET subject_key = NULL, forgotten_at = coalesce(personal_keys.forgotten_at, excluded.forgotten_at)`;
}
