import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { RUSH_PASSWORD, registerStudents } from '../helpers/rush.ts';
import { httpJson, startServer, type HttpAnswer, type ServerProcess } from '../helpers/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

/**
 * A server stopped as a process manager or Ctrl-C stops it (SIGTERM to its process group) in the
 * middle of a sign-in rush: it takes no new connection, answers every request it took, and exits 0.
 */
const STUDENTS = 24;

let db: TestDatabase;
let server: ServerProcess | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  await db.drop();
});

describe('a server stopped during a sign-in rush', () => {
  it('answers every sign-in it took, then exits 0', async () => {
    server = await startServer({ databaseUrl: db.url });
    const students = await registerStudents([server.url], STUDENTS);

    let signalled: Promise<unknown> | undefined;
    const answers = await Promise.all(
      students.map((student, i) =>
        httpJson(server!.url, 'POST', '/api/login', {
          body: { email: student.email, password: RUSH_PASSWORD },
          clientAddress: `10.78.0.${i}`,
        }).then((answer: HttpAnswer) => {
          // The first sign-in answered: every other request is in the server's hands by now.
          if (answer.status === 200) signalled ??= server!.kill('SIGTERM');
          return answer;
        }),
      ),
    );
    const exit = await signalled;

    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.stdout()).toContain('"msg":"shutting down"');
    const statuses = answers.map((a) => a.status);
    // Signed in, or told to retry because the hasher's queue was full: never an error of the stop, never no answer.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    for (const answer of answers.filter((a) => a.status === 503)) expect(answer.body.message).toBe(MESSAGES.errors.busy);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(1);
    const after = await httpJson(server.url, 'GET', '/api/health');
    expect(after.status).toBe(0);
    console.info(
      `stopped mid-rush: ${statuses.filter((s) => s === 200).length} signed in, ${statuses.filter((s) => s === 503).length} told to retry`,
    );
  });
});
