import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export type RunningServer = { pid: number; port: number; socketDir: string };

/**
 * The port and socket directory of a live postmaster on these files, read from the pid file it
 * keeps there, or null: a second process (a CLI beside the server) joins instead of starting a
 * rival server on the same files.
 */
export async function runningServer(pgDir: string): Promise<RunningServer | null> {
  let content: string;
  try {
    content = await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = content.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  const socketDir = (lines[4] ?? '').trim();
  const status = (lines[7] ?? '').trim();
  if (!pid || !port) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  if (status && status !== 'ready') {
    await new Promise((r) => setTimeout(r, 500));
    return runningServer(pgDir);
  }
  return (await canConnect(port)) ? { pid, port, socketDir } : null;
}

/**
 * Stops the postmaster `pid` on these files that another process started (fast shutdown, as
 * pg_ctl's), and resolves once it is gone: its pid file removed, or the process no longer
 * running. A pid file naming another process means it stopped already and a new one took over.
 */
export async function stopPostmaster(pgDir: string, pid: number): Promise<void> {
  if ((await pidFileOwner(pgDir)) !== pid || !isRunning(pid)) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // gone meanwhile, or another account's to stop
  }
  while ((await pidFileOwner(pgDir)) === pid && isRunning(pid)) await new Promise((r) => setTimeout(r, 50));
}

async function pidFileOwner(pgDir: string): Promise<number | null> {
  const content = await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => null);
  return content === null ? null : Number(content.split('\n')[0]);
}

/** Alive and not a zombie: a server whose parent died is reaped by whoever adopted it, if at all. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc here: the signal's answer stands
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}
