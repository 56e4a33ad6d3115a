// Runs bcrypt off the event loop: one job at a time, asked for by api/auth/passwords.ts.
// Plain JavaScript so it loads the same under the server, the tests and the benchmarks.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', ({ id, op, password, saltOrHash }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, saltOrHash) : bcrypt.compareSync(password, saltOrHash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
