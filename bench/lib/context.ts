import type { BenchServer } from './benchDatabase.ts';
import type { Figure } from './report.ts';
import type { LatencySummary } from './stats.ts';

/** What every benchmark gets from bench/run.ts. */
export type BenchContext = {
  server: BenchServer;
  quick: boolean;
  log: (message: string) => void;
  /** Set with --cpu-prof: server processes write V8 CPU profiles here. */
  cpuProfileDir?: string;
  /** Set with --pg-stats: the embedded server records pg_stat_statements. */
  pgStats: boolean;
  /** Figures measured by earlier benchmarks that later ones compare against. */
  shared: { driverBooking?: { perSecond: number; latency: LatencySummary } };
  /** Extra numbers for --json (latencies, outcome counts, checks). */
  details: Record<string, unknown>;
};

export type Benchmark = { name: string; run: (ctx: BenchContext) => Promise<Figure[]> };
