import { describe, expect, it } from 'vitest';
import { neutraliseFormula, toCsv } from './csv.ts';

describe('CSV cells a spreadsheet would run', () => {
  it('get a quote in front when they start with = + - @, a tab or a carriage return', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`);
  });

  it('leave a plain negative number a number, but not one that goes on', () => {
    expect(neutraliseFormula('-1500.00')).toBe('-1500.00');
    expect(neutraliseFormula('-2')).toBe('-2');
    for (const text of ['-2+3', '-1500.00)', '-1e3', '-', '-1500.']) expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('are left alone otherwise, a formula sign further in included', () => {
    for (const text of ['Ama Mensah', '1500', 'a=b', ' =1', '', "'quoted"]) expect(neutraliseFormula(text)).toBe(text);
  });

  it('are neutralised inside a CSV, then quoted as RFC 4180 asks', () => {
    const csv = toCsv(
      ['name', 'amount'],
      [
        { name: '=HYPERLINK("http://x")', amount: 1500 },
        { name: '@SUM(A1)', amount: null },
      ],
    );
    expect(csv).toBe('name,amount\r\n"\'=HYPERLINK(""http://x"")",1500\r\n\'@SUM(A1),\r\n');
  });
});
