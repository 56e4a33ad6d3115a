// Which bcrypt computes the hashes: the native one where its binary loads, bcryptjs elsewhere.
// Both write and read the same `$2a$`/`$2b$` hashes, so a store of hashes moves freely between them.
// Plain JavaScript: the password worker (api/auth/passwordWorker.mjs) loads it as it is.
import { createRequire } from 'node:module';
import bcryptjs from 'bcryptjs';

function load() {
  try {
    return { bcrypt: createRequire(import.meta.url)('bcrypt'), name: 'bcrypt' };
  } catch {
    return { bcrypt: bcryptjs, name: 'bcryptjs' };
  }
}

export const { bcrypt, name: bcryptLibrary } = load();
