import { toCsv } from '../../shared/csv.ts';
import { localDateTime } from '../../shared/localTime.ts';
import { DECISION_WORDS, PAYMENT_STATUS_WORDS } from '../../shared/paymentWords.ts';
import type { PaymentExportRow } from '../../shared/records.ts';

/** The finance export's columns, in the words the office reads: no internal ids, times as Accra's clocks show them. */
const COLUMNS = {
  'Decided at': (r) => localDateTime(r.at),
  Decision: (r) => DECISION_WORDS[r.decision] ?? r.decision,
  'Status before': (r) => PAYMENT_STATUS_WORDS[r.from_status] ?? r.from_status,
  'Status after': (r) => PAYMENT_STATUS_WORDS[r.to_status] ?? r.to_status,
  Student: (r) => r.student_name,
  'Index number': (r) => r.index_number ?? '',
  Phone: (r) => r.phone_number ?? '',
  Semester: (r) => r.semester_name ?? '',
  Room: (r) => r.room_number,
  'Amount (GHS)': (r) => Number(r.amount).toFixed(2),
  'Decided by': (r) => r.actor_name,
  Reason: (r) => r.reason ?? '',
} satisfies Record<string, (row: PaymentExportRow) => string>;

const HEADER = Object.keys(COLUMNS);

/** One decision as a line of the export, by column name. */
export function financeCsvRow(row: PaymentExportRow): Record<string, string> {
  return Object.fromEntries(Object.entries(COLUMNS).map(([name, cell]) => [name, cell(row)]));
}

/** The payment history as the finance office opens it, every cell through toCsv's neutraliseFormula. */
export const financeCsv = (rows: readonly PaymentExportRow[]) => toCsv(HEADER, rows.map(financeCsvRow));
