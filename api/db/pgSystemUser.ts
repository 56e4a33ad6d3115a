import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';
import { DatabaseSetupError } from './setupError.ts';

/** The account PostgreSQL runs as when this process is root; null means the current user. */
export type ServerUser = { uid: number; gid: number } | null;

const NAME = 'postgres';

/** PostgreSQL refuses to run as root, so root hands the server to the postgres system user. */
export function serverUser(): ServerUser {
  if (os.userInfo().uid !== 0) return null;
  return lookUp() ?? create();
}

function lookUp(): ServerUser {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, NAME], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

function create(): ServerUser {
  const groupExists = spawnSync('getent', ['group', NAME]).status === 0;
  const group = groupExists ? ['--gid', NAME] : ['--user-group'];
  const made = spawnSync('useradd', ['--system', ...group, '--no-create-home', '--shell', '/usr/sbin/nologin', NAME], { encoding: 'utf8' });
  const user = lookUp();
  if (user) return user;
  const why = (made.error?.message ?? made.stderr ?? '').trim().split('\n')[0];
  throw new DatabaseSetupError(
    `As root, the embedded PostgreSQL runs as the system user "${NAME}", which could not be created (${why}): create it (useradd --system ${NAME}) or set DATABASE_URL.`,
  );
}

/** Whether the server's account can enter (and so reach everything below) this path. */
export function canEnter(user: ServerUser, file: string): boolean {
  if (!user) return true;
  return spawnSync('test', ['-x', file], { uid: user.uid, gid: user.gid }).status === 0;
}
