import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing on worker threads', () => {
  it('hashes with the asked cost and verifies the right password only', async () => {
    const hash = await hashPassword('correct horse', 4);
    expect(bcrypt.getRounds(hash)).toBe(4);
    expect(bcrypt.compareSync('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
  });

  it('answers every one of many more requests than there are workers, each with its own result', async () => {
    const roomy = createPasswordHasher({ workers: 2, maxQueued: 64, maxWaitMs: 30_000 });
    const passwords = Array.from({ length: 24 }, (_, i) => `password-${i}`);
    const hashes = await Promise.all(passwords.map((p) => roomy.hash(p, 4)));
    expect(new Set(hashes).size).toBe(passwords.length);
    const checks = await Promise.all(passwords.map((p, i) => roomy.verify(p, hashes[(i + (i % 2)) % hashes.length])));
    expect(checks).toEqual(passwords.map((_, i) => i % 2 === 0));
  });

  it('treats a malformed stored hash as a wrong password and keeps working after it', async () => {
    expect(await verifyPassword('anything', 'not-a-bcrypt-hash')).toBe(false);
    expect(await verifyPassword('anything', bcrypt.hashSync('anything', 4))).toBe(true);
  });
});
