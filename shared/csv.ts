/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return
 * first) gets a quote in front, which the spreadsheet shows as text: OWASP's advice for CSV.
 * A plain negative number is no formula and stays a number, which a sum counts.
 */
export function neutraliseFormula(text: string): string {
  if (/^-\d+(\.\d+)?$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180 CSV, every cell through neutraliseFormula: what every CSV the app writes goes through. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const cell = (value: unknown) => {
    const text = neutraliseFormula(
      value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value),
    );
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map(cell).join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
