import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { bcrypt as chosen, bcryptLibrary } from './bcryptLibrary.mjs';
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
    const roomy = createPasswordHasher({ workers: 2, maxQueued: 64, maxWaitMs: 30_000, perClient: 64 });
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

describe('the native bcrypt and bcryptjs', () => {
  it('hashes with the native bcrypt where its binary loads, as it does here', () => {
    expect(bcryptLibrary).toBe('bcrypt');
  });

  it("verifies each other's hashes, $2a$ and $2b$ alike, and refuses a wrong password in both", () => {
    const byNative = chosen.hashSync('correct horse', 4);
    const byJs = bcrypt.hashSync('correct horse', 4);
    for (const hash of [byNative, byJs]) {
      for (const variant of [hash, `$2a$${hash.slice(4)}`, `$2b$${hash.slice(4)}`]) {
        expect(chosen.compareSync('correct horse', variant)).toBe(true);
        expect(bcrypt.compareSync('correct horse', variant)).toBe(true);
        expect(chosen.compareSync('correct horsE', variant)).toBe(false);
        expect(bcrypt.compareSync('correct horsE', variant)).toBe(false);
      }
    }
  });

  it('signs in with a hash bcryptjs made, and makes hashes bcryptjs reads', async () => {
    expect(await verifyPassword('correct horse', bcrypt.hashSync('correct horse', 4))).toBe(true);
    expect(bcrypt.compareSync('correct horse', await hashPassword('correct horse', 4))).toBe(true);
  });
});

describe('the hashing shared between clients', () => {
  it('refuses a client past its share at once, while another client still gets a place', async () => {
    const hasher = createPasswordHasher({ workers: 1, maxQueued: 8, maxWaitMs: 30_000, perClient: 2 });
    const held = [0, 1].map(() => hasher.admitted('flood', () => hasher.hash('password', 4)));
    await expect(hasher.admitted('flood', () => hasher.hash('password', 4))).rejects.toMatchObject({ status: 503 });
    expect(() => hasher.checkRoom('flood')).toThrow(expect.objectContaining({ status: 503 }));
    expect(() => hasher.checkRoom('student')).not.toThrow();
    await expect(hasher.admitted('student', () => hasher.hash('password', 4))).resolves.toMatch(/^\$2[ab]\$04\$/);
    await Promise.all(held);
  });

  it('hashes next for the client that used the hasher least lately, its refusals counted', async () => {
    const hasher = createPasswordHasher({ workers: 1, maxQueued: 16, maxWaitMs: 30_000, perClient: 8 });
    const finished: string[] = [];
    const job = (client: string) => hasher.admitted(client, () => hasher.hash('password', 6)).then(() => finished.push(client));
    const flood = Array.from({ length: 8 }, () => job('flood'));
    // Refused: no place, but the attempts count against the flood.
    for (let i = 0; i < 5; i++) await expect(job('flood')).rejects.toMatchObject({ status: 503 });
    const student = job('student');
    await Promise.all([...flood, student]);
    // The flood's first hash was already running; the student's goes next, before its other seven.
    expect(finished.indexOf('student')).toBe(1);
  });
});
