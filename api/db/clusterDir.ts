import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SYSTEM_DIR, systemDir } from './pgBinaries.ts';
import { canEnter, type ServerUser } from './pgSystemUser.ts';
import { runningServer } from './postmasterPid.ts';
import { DatabaseSetupError } from './setupError.ts';

/**
 * Where the cluster of DATA_DIR lives: DATA_DIR/pg, unless root's postgres user cannot enter
 * DATA_DIR (a clone in a 0700 home). Then it lives in SYSTEM_DIR, owned by that user, and
 * DATA_DIR/pg is a link to it, so DATA_DIR still leads to the files and to a running server.
 */
export async function clusterDir(dataDir: string, user: ServerUser): Promise<string> {
  const pgDir = path.join(dataDir, 'pg');
  const found = await fs.lstat(pgDir).catch(() => null);
  if (found?.isSymbolicLink()) {
    const target = await fs.realpath(pgDir).catch(() => null);
    if (target) return target;
    await fs.rm(pgDir); // its files were deleted: start afresh
  } else if (found) {
    if (canEnter(user, pgDir)) return pgDir;
    throw new DatabaseSetupError(
      `The postgres user cannot enter ${pgDir}: move DATA_DIR (${dataDir}) into a directory that user can enter, or delete ${pgDir} to start with an empty database kept under ${SYSTEM_DIR}.`,
    );
  }
  if (!user || canEnter(user, dataDir)) return pgDir;
  return relocated(dataDir, pgDir, user);
}

async function relocated(dataDir: string, pgDir: string, user: NonNullable<ServerUser>) {
  const digest = crypto
    .createHash('sha256')
    .update(await fs.realpath(dataDir))
    .digest('hex');
  const target = path.join(SYSTEM_DIR, 'clusters', digest.slice(0, 16));
  // Files left by a DATA_DIR of the same path, deleted since: their password went with it.
  if (await runningServer(target)) {
    throw new DatabaseSetupError(
      `A PostgreSQL still runs on ${target}, left by a deleted ${pgDir}: stop it (its pid is the first line of ${target}/postmaster.pid).`,
    );
  }
  try {
    await fs.rm(target, { recursive: true, force: true });
    await systemDir('clusters');
    await ownedBy(user, target);
    await fs.symlink(target, pgDir);
  } catch (error) {
    throw new DatabaseSetupError(
      `The postgres user cannot enter ${dataDir}, and keeping its database in ${target} failed (${(error as Error).message}): set DATA_DIR to a directory that user can enter, or set DATABASE_URL.`,
    );
  }
  return target;
}

export async function ownedBy(user: NonNullable<ServerUser>, dir: string) {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chown(dir, user.uid, user.gid);
  return dir;
}
