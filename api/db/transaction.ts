import type { Connection, Sql, Tx } from './connect.ts';

/**
 * BEGIN, the work, then COMMIT (or ROLLBACK on any error), on one reserved connection. BEGIN is
 * sent with the work's first statement instead of in a round trip of its own, as the driver's
 * sql.begin does: a command is typically three or four statements, so that is one round trip
 * in four saved on every write. Should BEGIN fail, the statements after it fail too and the
 * error reaches the caller as usual.
 *
 * `held`: a connection the caller holds (and releases), when it reads before the transaction on
 * the same connection.
 */
export async function inTransaction<T>(sql: Sql, work: (tx: Tx) => Promise<T>, held?: Connection): Promise<T> {
  const connection = held ?? (await sql.reserve());
  try {
    const begin = connection`BEGIN`.execute();
    begin.catch(() => {}); // its failure surfaces through the statements queued behind it
    let result: T;
    try {
      result = await work(connection as unknown as Tx);
      await begin;
    } catch (error) {
      await connection`ROLLBACK`.catch(() => {});
      throw error;
    }
    await connection`COMMIT`;
    return result;
  } finally {
    if (!held) connection.release();
  }
}
