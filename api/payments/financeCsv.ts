import { toCsv } from '../../shared/csv.ts';
import { localDateTime } from '../../shared/localTime.ts';
import { DECISION_WORDS, statusWord } from '../../shared/paymentWords.ts';
import { formatPhone, toE164 } from '../../shared/phone.ts';
import type { PaymentExportRow } from '../../shared/records.ts';

/**
 * A phone number as a spreadsheet shows it, as written and with no mark in front: Ghana's as
 * Ghanaians write it (024 123 4567), another country's with 00 for its +, which a spreadsheet
 * would take for a formula. The spaces keep it text, so its leading 0 stays.
 */
export function phoneCell(stored: string | null) {
  if (!stored) return '';
  const written = formatPhone(toE164(stored) ?? stored);
  return written.startsWith('+') ? `00${written.slice(1)}` : written;
}

/**
 * The money a decision moved: in when it made a booking paid, out when it undid a payment (a
 * cancellation the office approved gives back only its refund), none otherwise.
 */
export function moneyReceived(row: Pick<PaymentExportRow, 'amount' | 'from_status' | 'to_status' | 'decision' | 'refund_amount'>) {
  const amount = Number(row.amount);
  if (row.to_status === 'paid' && row.from_status !== 'paid') return amount;
  if (row.from_status === 'paid' && row.decision === 'cancelled') return -Number(row.refund_amount ?? 0);
  if (row.from_status === 'paid' && row.to_status !== 'paid') return -amount;
  return 0;
}

/**
 * The finance export's columns, in the words the office reads: no internal ids, times as Accra's
 * clocks show them. "Received" is signed, so its plain sum is the money received; the price is
 * the booking's, whatever was decided.
 */
const COLUMNS = {
  'Decided at': (r) => localDateTime(r.at),
  Decision: (r) => DECISION_WORDS[r.decision] ?? r.decision,
  'Status before': (r) => statusWord(r.from_status, r.previous_decision),
  'Status after': (r) => statusWord(r.to_status, r.decision),
  Student: (r) => r.student_name,
  'Index number': (r) => r.index_number ?? '',
  Phone: (r) => phoneCell(r.phone_number),
  Semester: (r) => r.semester_name ?? '',
  Room: (r) => r.room_number,
  'Booking reference': (r) => r.booking_reference ?? '',
  "Student's payment reference": (r) => r.payment_reference ?? '',
  'Booking price (GHS)': (r) => Number(r.amount).toFixed(2),
  'Received (GHS)': (r) => moneyReceived(r).toFixed(2),
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
