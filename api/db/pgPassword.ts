import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What servers made before the password was generated accepted; it is replaced on their next start. */
export const FORMER_PASSWORD = 'postgres';

/** The embedded server's superuser password, readable by the owner of DATA_DIR alone. */
export function passwordFile(dataDir: string) {
  return path.join(dataDir, 'postgres-password');
}

/**
 * The password kept in DATA_DIR, made on first use. `made` tells the caller that a server
 * already on these files still has the former password. When two processes make it at once,
 * the file written first wins and both use it.
 */
export async function ensurePassword(dataDir: string): Promise<{ password: string; made: boolean }> {
  const file = passwordFile(dataDir);
  const kept = await fs.readFile(file, 'utf8').catch(() => null);
  if (kept) return { password: kept.trim(), made: false };
  const password = crypto.randomBytes(24).toString('base64url');
  try {
    await fs.writeFile(file, `${password}\n`, { flag: 'wx', mode: 0o600 });
    return { password, made: true };
  } catch {
    return { password: (await fs.readFile(file, 'utf8')).trim(), made: false };
  }
}
