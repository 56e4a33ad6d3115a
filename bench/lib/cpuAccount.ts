import fs from 'node:fs';
import os from 'node:os';

const TICK = 100; // USER_HZ: /proc reports CPU time in hundredths of a second on Linux

/** Parent pid and CPU seconds of a live process, or null once it is gone. */
function statOf(pid: number): { ppid: number; seconds: number } | null {
  try {
    // Fields after the command name (which may hold spaces) start at ") "; ppid is field 4, utime and stime 14 and 15.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / TICK };
  } catch {
    return null;
  }
}

/** CPU seconds of a process and all its live descendants: a clustered server's workers count too. */
function processTreeSeconds(root: number): number {
  const stats = new Map<number, { ppid: number; seconds: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    if (stat) stats.set(Number(entry), stat);
  }
  const inTree = (pid: number): boolean => {
    for (let p: number | undefined = pid; p && p > 1; p = stats.get(p)?.ppid) if (p === root) return true;
    return false;
  };
  let seconds = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) seconds += stat.seconds;
  return seconds;
}

function machineBusySeconds(): number {
  const [cpu] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const [user, nice, system, , , irq, softirq, steal] = cpu.split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / TICK;
}

/**
 * Where the machine's CPU went during a phase: the server process, this process (the load
 * generator) and everything else (PostgreSQL, and whatever else runs on the machine). Linux only;
 * elsewhere it reports nothing.
 */
export function startCpuAccount(serverPid: number) {
  if (!fs.existsSync('/proc/stat')) return { stop: () => null };
  const started = { at: performance.now(), server: processTreeSeconds(serverPid), self: process.cpuUsage(), machine: machineBusySeconds() };
  return {
    stop() {
      const wall = (performance.now() - started.at) / 1000;
      const self = process.cpuUsage(started.self);
      const server = processTreeSeconds(serverPid) - started.server;
      const bench = (self.user + self.system) / 1e6;
      const busy = machineBusySeconds() - started.machine;
      return {
        wall,
        cores: os.cpus().length,
        server,
        bench,
        rest: Math.max(0, busy - server - bench),
        idle: Math.max(0, wall * os.cpus().length - busy),
      };
    },
  };
}

export type CpuAccount = NonNullable<ReturnType<ReturnType<typeof startCpuAccount>['stop']>>;

export const cpuText = (c: CpuAccount | null) =>
  c
    ? `CPU over ${c.wall.toFixed(1)} s × ${c.cores} cores: server ${c.server.toFixed(1)} s, load generator ${c.bench.toFixed(1)} s, ` +
      `PostgreSQL and the rest ${c.rest.toFixed(1)} s, idle ${c.idle.toFixed(1)} s`
    : '';

/**
 * The pid of the PostgreSQL server behind a pool (the parent of one of its backends), when it
 * runs on this machine; its process tree is every backend, the pool's among them.
 */
export async function postgresServerPid(sql: { unsafe: (query: string) => Promise<unknown[]> }): Promise<number | null> {
  const [{ pid }] = (await sql.unsafe('SELECT pg_backend_pid() AS pid')) as { pid: number }[];
  const server = statOf(pid)?.ppid;
  if (!server) return null;
  try {
    return fs.readFileSync(`/proc/${server}/comm`, 'utf8').startsWith('postgres') ? server : null;
  } catch {
    return null;
  }
}

/** CPU milliseconds per unit of work: this process and the database server (`server`) together. */
export const cpuMsPer = (c: CpuAccount | null, units: number) => (c && units > 0 ? ((c.server + c.bench) * 1000) / units : NaN);

/** An account started on the database server (postgresServerPid) instead of an HTTP server, as words. */
export function databaseCpuText(c: CpuAccount | null, serverPid: number | null): string {
  if (!c) return 'no CPU figures on this system';
  const who = serverPid
    ? `this process ${c.bench.toFixed(1)} s + PostgreSQL ${c.server.toFixed(1)} s`
    : `this process alone, ${c.bench.toFixed(1)} s (PostgreSQL not on this machine)`;
  return `${who} over ${c.wall.toFixed(1)} s; the rest of the machine ${c.rest.toFixed(1)} s, idle ${c.idle.toFixed(1)} s`;
}
