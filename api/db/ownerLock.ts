import postgres from 'postgres';

/** "hostel" in ASCII: the advisory lock no other code on the embedded server takes. */
const OWNER_LOCK = 0x686f7374656c;

export type OwnerLock = {
  /**
   * Whether this process is still the owner: false only when the server answers that another
   * holds the lock (ours was lost with a dropped connection). A server that cannot be asked is
   * still ours to stop.
   */
  held: () => Promise<boolean>;
  release: () => Promise<void>;
};

/**
 * The one process that stops an embedded PostgreSQL is the one holding this lock, on a connection
 * kept open for its whole life. PostgreSQL itself lets the lock go when that connection drops, so
 * an owner killed without a word leaves the server to the next process that claims it, while a
 * living owner keeps it: two claims can never both succeed. Null: a living owner holds it.
 */
export async function claimOwnership(url: string): Promise<OwnerLock | null> {
  // Never recycled by age or idleness: a new connection would have given the lock up.
  const sql = postgres(url, { max: 1, idle_timeout: 0, max_lifetime: null, connect_timeout: 5, onnotice: () => {} });
  const tryLock = async () => {
    const [row] = await sql<{ held: boolean }[]>`SELECT pg_try_advisory_lock(${OWNER_LOCK}) AS held`;
    return row.held;
  };
  const claimed = await tryLock().catch(async (error: unknown) => (await sql.end({ timeout: 1 }), Promise.reject(error)));
  if (!claimed) {
    await sql.end({ timeout: 1 });
    return null;
  }
  return {
    // Asked again: the lock is re-entrant, and a dropped connection comes back to claim it anew.
    held: () => tryLock().catch(() => true),
    release: () => sql.end({ timeout: 1 }),
  };
}
