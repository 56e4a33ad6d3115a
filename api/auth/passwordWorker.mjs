// Runs bcrypt off the event loop: one job at a time, asked for by api/auth/passwords.ts.
// Plain JavaScript so it loads the same under the server, the tests and the benchmarks.
import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { bcrypt } from './bcryptLibrary.mjs';

// This thread alone at the lowest priority (Linux: a thread id is a pid to setpriority): hashing
// takes the CPU the event loop and PostgreSQL leave, so reads keep answering during a flood of
// sign-ins. Elsewhere it runs at the process's priority.
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {
  // no /proc/thread-self: not Linux
}

parentPort.on('message', ({ id, op, password, saltOrHash }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, saltOrHash) : bcrypt.compareSync(password, saltOrHash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
