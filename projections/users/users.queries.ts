import { FORGOTTEN_STUDENT } from '../../api/bookings/bookings.events.ts';
import type { Db } from '../../api/db/connect.ts';
import type { StaffMember, StudentRow, User } from '../../shared/records.ts';
import { countedAtMostEvery, EXACT_TOTAL_UP_TO, listTotal } from '../listTotals.ts';
import { pageLimit, type PageQuery } from '../pages.ts';
import { definitionOf, indexExpressionOf } from '../projection.ts';
import { matchesSearch } from '../search.ts';
import { searchOf } from '../../shared/search.ts';

const COLUMNS = [
  'id',
  'fname',
  'lname',
  'phone_number',
  'email',
  'gender',
  'country',
  'program',
  'role',
  'user_type',
  'created_at',
  'active',
  'must_change_password',
];
const columns = (db: Db, alias = 'users') => db.unsafe(COLUMNS.map((c) => `${alias}.${c}`).join(', '));

/** A user by id; deleted ones only when asked for (a deletion answers with who was deleted). */
export async function findUser(db: Db, id: string, opts: { includeDeleted?: boolean } = {}): Promise<User | undefined> {
  const [row] = await db<User[]>`
    SELECT ${columns(db)} FROM users WHERE id = ${id} ${opts.includeDeleted ? db`` : db`AND deleted_at IS NULL`}`;
  return row;
}

/**
 * The account that may sign in with this email (any case), with its hash for the comparison and
 * the session generation its new token is issued under.
 */
export async function findSignInAccount(db: Db, email: string) {
  const [row] = await db<(User & { password_hash: string; session_generation: number })[]>`
    SELECT ${columns(db)}, password_hash, session_generation FROM users WHERE lower(email) = lower(${email}) AND deleted_at IS NULL`;
  return row;
}

/**
 * The signed-in user behind a token, unless the account is deleted or deactivated, the token
 * revoked, or issued before an event that ended the account's sessions (its generation).
 */
export async function findSession(db: Db, userId: string, jti: string, generation: number) {
  const [row] = await db<User[]>`
    SELECT ${columns(db)} FROM users
     WHERE id = ${userId} AND deleted_at IS NULL AND active AND session_generation = ${generation}
       AND NOT EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = ${jti})`;
  return row;
}

/** A live account's password hash and session generation (a password change checks the one, issues under the other). */
export async function findPassword(db: Db, id: string) {
  const [row] = await db<{ password_hash: string; session_generation: number }[]>`
    SELECT password_hash, session_generation FROM users WHERE id = ${id} AND deleted_at IS NULL`;
  return row;
}

/** Taken by every deactivation until commit, so that two cannot each leave the other as the last superadmin. */
export const SUPERADMINS_LOCK = 'hostel:superadmins';

/** Takes SUPERADMINS_LOCK, then counts the active superadmins other than `userId`, as committed. */
export async function otherActiveSuperadmins(db: Db, userId: string): Promise<number> {
  await db`SELECT pg_advisory_xact_lock(hashtext(${SUPERADMINS_LOCK}))`;
  const [row] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM users WHERE role = 'superadmin' AND active AND deleted_at IS NULL AND id <> ${userId}`;
  return row.n;
}

/** Whether a live account (other than `exceptId`'s, when given) signs in with this email, any case. */
export async function isEmailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db`
    SELECT 1 FROM users WHERE lower(email) = lower(${email}) AND deleted_at IS NULL AND id IS DISTINCT FROM ${exceptId ?? null}`;
  return Boolean(row);
}

export async function hasSuperadmin(db: Db): Promise<boolean> {
  const [row] = await db`SELECT 1 FROM users WHERE role = 'superadmin' AND deleted_at IS NULL LIMIT 1`;
  return Boolean(row);
}

export async function isActiveStudent(db: Db, id: string): Promise<boolean> {
  const [row] = await db`SELECT 1 FROM users WHERE id = ${id} AND role = 'user' AND deleted_at IS NULL`;
  return Boolean(row);
}

/**
 * An account's name as the office reads it (SQL, `u` the users row's alias): a deleted student's
 * as their bookings read once forgotten, another deleted account's as the account reads then.
 */
export const accountName = (u: string) =>
  `CASE WHEN ${u}.deleted_at IS NOT NULL AND ${u}.role = 'user' THEN '${FORGOTTEN_STUDENT.full_name}' ELSE ${u}.fname || ' ' || ${u}.lname END`;

/** Full names by user id, for those of `ids` that have an account (accountName). */
export async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db<
    { id: string; name: string }[]
  >`SELECT id, ${db.unsafe(accountName('users'))} AS name FROM users WHERE id = ANY(${ids as string[]})`;
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Takes the account's row for a deletion (FOR UPDATE), ahead of what it reads next: a booking
 * under way holds the row (holdAccount) and the deletion then sees it committed; a booking that
 * comes later waits for the deletion and finds no account.
 */
export async function lockAccount(db: Db, id: string): Promise<void> {
  await db`SELECT 1 FROM users WHERE id = ${id} FOR UPDATE`;
}

/** Holds an account that is not deleted against a deletion until commit; false when it is gone. */
export async function holdAccount(db: Db, id: string): Promise<boolean> {
  const rows = await db`SELECT 1 FROM users WHERE id = ${id} AND deleted_at IS NULL FOR KEY SHARE`;
  return rows.length > 0;
}

export const SORTABLE_USER_FIELDS = ['created_at', 'fname', 'lname', 'email', 'country', 'gender'] as const;

/** The filters of GET /users, the same names in both list dialects. */
export type StudentFilter = { q?: string; country?: string; gender?: string; ids?: string[] };

export type StudentCounters = { total: number; occupants: number; ghanaians: number; non_ghanaians: number };

/** What `q` looks in (names, email, phone): the expression the trigram index users_search holds. */
const USER_SEARCH_TEXT = indexExpressionOf(definitionOf(import.meta.url, 'users.sql').definition, 'users_search');

/** `q`'s condition: each word in a name, the email or the phone, in any order, or the phone number as stored. */
function searching(db: Db, q: string | undefined) {
  const search = searchOf(q);
  return search ? db` AND ${matchesSearch(db, USER_SEARCH_TEXT, search)}` : db``;
}

// Students only: SPEC.md point 6 hides admin and superadmin rows from the users list.
function whereStudents(db: Db, f: StudentFilter) {
  let where = db`u.role = 'user' AND u.deleted_at IS NULL`;
  if (f.country) where = db`${where} AND u.country = ${f.country}`;
  if (f.gender) where = db`${where} AND u.gender = ${f.gender}`;
  if (f.ids) where = db`${where} AND u.id = ANY(${f.ids})`;
  return db`${where} ${searching(db, f.q)}`;
}

/**
 * One page of students, newest first unless another order is asked for, each with the other
 * students it may be a second account of (possibleDuplicates), in the same statement.
 */
export function studentPage(db: Db, q: PageQuery, filter: StudentFilter) {
  const order = q.sort ? db`${db(`u.${q.sort.field}`)} ${q.sort.order === 'DESC' ? db`DESC` : db`ASC`}, u.id` : db`u.created_at DESC, u.id`;
  return db<StudentRow[]>`
    SELECT u.*, d.possible_duplicates
      FROM (SELECT ${columns(db, 'u')} FROM users u WHERE ${whereStudents(db, filter)}
             ORDER BY ${order} ${pageLimit(db, q)}) u
      CROSS JOIN LATERAL ${possibleDuplicates(db)} d
     ORDER BY ${order}`;
}

/** How many students the filter lists, as a list's total is counted (listTotal). */
export const studentTotal = (db: Db, filter: StudentFilter) =>
  listTotal(db, `students:${JSON.stringify(filter)}`, db`SELECT 1 FROM users u WHERE ${whereStudents(db, filter)}`);

/**
 * The users page's counters over every student the filter lists: occupants hold a pending or paid
 * booking. Counted whole, and so kept a while once the list is long.
 */
export function studentCounters(db: Db, filter: StudentFilter): Promise<StudentCounters> {
  const count = async () => {
    // The active bookings' students read once into a hash, rather than a lookup for each student.
    const [counters] = await db<StudentCounters[]>`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE u.id IN (SELECT user_id FROM bookings WHERE payment_status IN ('pending', 'paid')))::int AS occupants,
             count(*) FILTER (WHERE u.country = 'Ghana')::int AS ghanaians,
             count(*) FILTER (WHERE u.country <> 'Ghana')::int AS non_ghanaians
        FROM users u WHERE ${whereStudents(db, filter)}`;
    return counters;
  };
  return countedAtMostEvery(db, `student-counters:${JSON.stringify(filter)}`, count, (c) => c.total > EXACT_TOTAL_UP_TO);
}

export const SORTABLE_STAFF_FIELDS = ['created_at', 'fname', 'lname', 'email', 'role', 'active'] as const;

/** One page of the admins, superadmins and porters, deactivated ones included, oldest first unless asked otherwise. */
export async function listStaff(db: Db, q: PageQuery, filter: { q?: string }) {
  const where = db`u.role IN ('admin', 'superadmin', 'porter') AND u.deleted_at IS NULL ${searching(db, filter.q)}`;
  const order = q.sort ? db`${db(`u.${q.sort.field}`)} ${q.sort.order === 'DESC' ? db`DESC` : db`ASC`}, u.id` : db`u.created_at, u.id`;
  const [rows, total] = await Promise.all([
    db<StaffMember[]>`
      SELECT ${columns(db, 'u')}, u.deactivation_reason FROM users u WHERE ${where}
       ORDER BY ${order} ${pageLimit(db, q)}`,
    listTotal(db, `staff:${JSON.stringify(filter)}`, db`SELECT 1 FROM users u WHERE ${where}`),
  ]);
  return { rows, total };
}

/**
 * For the office: the other students the student `u` may be a second account of, and what they
 * share: a phone number (families share one, so this is a question, not a refusal), or a name and
 * index number their bookings were made under. A subquery over the row `u` of the statement it joins.
 */
function possibleDuplicates(db: Db) {
  return db`(
    SELECT coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'shared', o.shared) ORDER BY o.shared, o.name, o.id), '[]')
             AS possible_duplicates
      FROM (SELECT o.id, o.fname || ' ' || o.lname AS name, 'phone_number' AS shared
              FROM users o
             WHERE o.phone_number = u.phone_number AND o.id <> u.id AND o.role = 'user' AND o.deleted_at IS NULL
            UNION
            SELECT o.id, o.fname || ' ' || o.lname, 'name_and_index_number'
              FROM bookings b
              JOIN bookings other ON upper(other.index_number) = upper(b.index_number)
                   AND lower(other.full_name) = lower(b.full_name) AND other.user_id <> b.user_id
              JOIN users o ON o.id = other.user_id AND o.role = 'user' AND o.deleted_at IS NULL
             WHERE b.user_id = u.id) o)`;
}

/** What a message to the account needs: its first name, its email and whether it takes emails, and whether it is gone. */
export async function notificationContact(db: Db, id: string) {
  const [row] = await db<{ fname: string; email: string; phone_number: string; email_notifications: boolean; deleted: boolean }[]>`
    SELECT fname, email, phone_number, email_notifications, deleted_at IS NOT NULL AS deleted FROM users WHERE id = ${id}`;
  return row ?? null;
}

/**
 * The account's row as the read model holds it, deleted or not, for the person's own download of
 * what is held about them: every column but the password's hash.
 */
export async function accountHeld(db: Db, id: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db<{ account: Record<string, unknown> }[]>`
    SELECT to_jsonb(u) - 'password_hash' AS account FROM users u WHERE id = ${id}`;
  return row?.account;
}
