import { describe, expect, it } from 'vitest';
import type { PaymentExportRow } from '../../shared/records.ts';
import { financeCsv, financeCsvRow } from './financeCsv.ts';

const rejection: PaymentExportRow = {
  at: '2026-11-25T14:03:27.512Z',
  decision: 'rejected',
  reason: 'No payment by the deadline',
  from_status: 'pending',
  to_status: 'unpaid',
  actor_name: 'Kofi Admin',
  student_name: 'Ama Mensah',
  room_number: 'A12',
  amount: 1500,
  index_number: 'UEW/0001',
  phone_number: '+233241234567',
  semester_name: 'Harmattan 2026',
  booking_reference: 'HB-7K3M9Q',
  payment_reference: 'MP240911.1234.A55512',
  previous_decision: null,
  refund_amount: null,
};
const approval = { ...rejection, decision: 'approved', from_status: 'pending', to_status: 'paid', reason: null } as const;

describe('a line of the finance export', () => {
  it('names the student, their index number, phone, semester and both references, in words and in Accra time, with no ids', () => {
    expect(financeCsvRow(rejection)).toEqual({
      'Decided at': '2026-11-25 14:03',
      Decision: 'Rejected',
      'Status before': 'Pending',
      'Status after': 'Rejected',
      Student: 'Ama Mensah',
      'Index number': 'UEW/0001',
      Phone: '024 123 4567',
      Semester: 'Harmattan 2026',
      Room: 'A12',
      'Booking reference': 'HB-7K3M9Q',
      "Student's payment reference": 'MP240911.1234.A55512',
      'Booking price (GHS)': '1500.00',
      'Received (GHS)': '0.00',
      'Decided by': 'Kofi Admin',
      Reason: 'No payment by the deadline',
    });
    expect(financeCsvRow(approval)).toMatchObject({ Decision: 'Approved', 'Status before': 'Pending', 'Status after': 'Paid', Reason: '' });
  });

  it('says Revoked and Expired where the booking was not rejected, after and before the next decision', () => {
    const revocation = { ...rejection, decision: 'revoked', from_status: 'paid', previous_decision: 'approved' } as const;
    expect(financeCsvRow(revocation)).toMatchObject({ 'Status before': 'Paid', 'Status after': 'Revoked' });
    expect(financeCsvRow({ ...rejection, decision: 'expired' })).toMatchObject({ Decision: 'Hold expired', 'Status after': 'Expired' });
    const again = { ...approval, from_status: 'unpaid' } as const;
    expect(financeCsvRow({ ...again, previous_decision: 'expired' })).toMatchObject({ 'Status before': 'Expired' });
    expect(financeCsvRow({ ...again, previous_decision: 'revoked' })).toMatchObject({ 'Status before': 'Revoked' });
    expect(financeCsvRow({ ...again, previous_decision: 'rejected' })).toMatchObject({ 'Status before': 'Rejected' });
  });

  it('signs the money received, so that the column adds up to what came in', () => {
    const rows: PaymentExportRow[] = [
      approval,
      { ...approval, decision: 'confirmed', amount: 1750 },
      rejection,
      { ...rejection, decision: 'expired' },
      { ...rejection, decision: 'revoked', from_status: 'paid', amount: 1750 },
      // Cancellations the office approved: with a part refunded, and with none.
      { ...approval, decision: 'cancelled', from_status: 'paid', to_status: 'unpaid', refund_amount: 400 },
      { ...approval, decision: 'cancelled', from_status: 'paid', to_status: 'unpaid', refund_amount: 0 },
    ];
    const received = rows.map((r) => financeCsvRow(r)['Received (GHS)']);
    expect(received).toEqual(['1500.00', '1750.00', '0.00', '0.00', '-1750.00', '-400.00', '0.00']);
    const [header, ...lines] = financeCsv(rows).trimEnd().split('\r\n');
    const column = header.split(',').indexOf('Received (GHS)');
    expect(lines.map((l) => l.split(',')[column])).toEqual(['1500.00', '1750.00', '0.00', '0.00', '-1750.00', '-400.00', '0.00']);
    expect(lines.reduce((sum, l) => sum + Number(l.split(',')[column]), 0)).toBe(1100);
  });

  it('writes phone numbers as people write them, as text with no mark a spreadsheet would show', () => {
    const phone = (phone_number: string) => financeCsvRow({ ...rejection, phone_number }).Phone;
    expect(phone('+233501234567')).toBe('050 123 4567');
    expect(phone('0241234567')).toBe('024 123 4567');
    expect(phone('+2348031234567')).toBe('00234 803 123 4567');
    const line = financeCsv([rejection]).trimEnd().split('\r\n')[1];
    expect(line).toContain(',024 123 4567,');
    expect(line).not.toMatch(/'|="/);
  });

  it('cannot carry a formula: a cell starting with = + - or @ is read as text', () => {
    const csv = financeCsv([
      {
        ...rejection,
        student_name: '=HYPERLINK("http://x")',
        reason: '-2+3',
        actor_name: '@SUM(A1)',
        index_number: '+1',
        payment_reference: '=1+1',
      },
    ]);
    const [header, line] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      "Decided at,Decision,Status before,Status after,Student,Index number,Phone,Semester,Room,Booking reference,Student's payment reference,Booking price (GHS),Received (GHS),Decided by,Reason",
    );
    expect(line).toBe(
      `2026-11-25 14:03,Rejected,Pending,Rejected,"'=HYPERLINK(""http://x"")",'+1,024 123 4567,Harmattan 2026,A12,HB-7K3M9Q,'=1+1,1500.00,0.00,'@SUM(A1),'-2+3`,
    );
  });

  it('leaves a cell empty when the booking or semester is no longer known', () => {
    const row = financeCsvRow({
      ...rejection,
      index_number: null,
      phone_number: null,
      semester_name: null,
      booking_reference: null,
      payment_reference: null,
    });
    expect(row).toMatchObject({ 'Index number': '', Phone: '', Semester: '', 'Booking reference': '', "Student's payment reference": '' });
  });
});
