import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * JWT_SECRET when set; otherwise a random secret made once and kept in DATA_DIR, so tokens
 * survive restarts and every server sharing that directory accepts the same tokens.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    await fs.mkdir(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    try {
      await fs.writeFile(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return (await fs.readFile(file, 'utf8')).trim(); // another process wrote it first
    }
  }
}
