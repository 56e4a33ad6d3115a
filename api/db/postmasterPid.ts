import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export type RunningServer = { port: number; socketDir: string };

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
  return (await canConnect(port)) ? { port, socketDir } : null;
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
