/**
 * One measured figure, printed beside the baseline measured in the same run and, when the issue
 * sets one, its target. `higherIsBetter` says which way the target points.
 */
export type Target =
  | { kind: 'ratioAtLeast'; value: number }
  | { kind: 'atLeast'; value: number }
  | { kind: 'atMost'; value: number }
  | { kind: 'exactly'; value: number };

export type Figure = {
  bench: string;
  name: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number; unit?: string };
  target?: Target;
  note?: string;
};

export type CheckedFigure = Figure & { ratio: number | null; targetText: string; pass: boolean | null };

export function check(figure: Figure): CheckedFigure {
  const ratio = figure.baseline && figure.baseline.value > 0 ? figure.value / figure.baseline.value : null;
  const t = figure.target;
  if (!t) return { ...figure, ratio, targetText: '', pass: null };
  switch (t.kind) {
    case 'ratioAtLeast':
      return { ...figure, ratio, targetText: `ratio >= ${t.value}`, pass: ratio !== null && ratio >= t.value };
    case 'atLeast':
      return { ...figure, ratio, targetText: `>= ${fmt(t.value)} ${figure.unit}`, pass: figure.value >= t.value };
    case 'atMost':
      return { ...figure, ratio, targetText: `< ${fmt(t.value)} ${figure.unit}`, pass: figure.value < t.value };
    case 'exactly':
      return { ...figure, ratio, targetText: `= ${fmt(t.value)}`, pass: figure.value === t.value };
  }
}

export function fmt(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const abs = Math.abs(n);
  const digits = abs >= 100 || Number.isInteger(n) ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

const HEADERS = ['Benchmark', 'Figure', 'Value', 'Baseline (same run)', 'Ratio', 'Target', 'Result'];

export function formatTable(figures: readonly CheckedFigure[]): string {
  const rows = figures.map((f) => [
    f.bench,
    f.name,
    `${fmt(f.value)} ${f.unit}`.trim(),
    f.baseline ? `${f.baseline.name}: ${fmt(f.baseline.value)} ${f.baseline.unit ?? f.unit}`.trim() : '',
    f.ratio === null ? '' : f.ratio.toFixed(2),
    f.targetText,
    f.pass === null ? '' : f.pass ? 'PASS' : 'MISS',
  ]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(HEADERS), rule, ...rows.map(line)].join('\n');
}

export function formatNotes(figures: readonly CheckedFigure[]): string {
  return figures
    .filter((f) => f.note)
    .map((f) => `- ${f.bench} / ${f.name}: ${f.note}`)
    .join('\n');
}
