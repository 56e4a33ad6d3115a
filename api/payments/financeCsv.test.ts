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
};

describe('a line of the finance export', () => {
  it('names the student, their index number, phone and semester, in words and in Accra time, with no ids', () => {
    expect(financeCsvRow(rejection)).toEqual({
      'Decided at': '2026-11-25 14:03',
      Decision: 'Rejected',
      'Status before': 'Pending',
      'Status after': 'Rejected',
      Student: 'Ama Mensah',
      'Index number': 'UEW/0001',
      Phone: '+233241234567',
      Semester: 'Harmattan 2026',
      Room: 'A12',
      'Amount (GHS)': '1500.00',
      'Decided by': 'Kofi Admin',
      Reason: 'No payment by the deadline',
    });
    const approval = financeCsvRow({ ...rejection, decision: 'approved', from_status: 'unpaid', to_status: 'paid', reason: null });
    expect(approval).toMatchObject({ Decision: 'Approved', 'Status before': 'Rejected', 'Status after': 'Paid', Reason: '' });
  });

  it('cannot carry a formula: a cell starting with = + - or @ is read as text', () => {
    const csv = financeCsv([
      { ...rejection, student_name: '=HYPERLINK("http://x")', reason: '-2+3', actor_name: '@SUM(A1)', index_number: '+1' },
    ]);
    const [header, line] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'Decided at,Decision,Status before,Status after,Student,Index number,Phone,Semester,Room,Amount (GHS),Decided by,Reason',
    );
    expect(line).toBe(
      `2026-11-25 14:03,Rejected,Pending,Rejected,"'=HYPERLINK(""http://x"")",'+1,'+233241234567,Harmattan 2026,A12,1500.00,'@SUM(A1),'-2+3`,
    );
  });

  it('leaves a cell empty when the booking or semester is no longer known', () => {
    const row = financeCsvRow({ ...rejection, index_number: null, phone_number: null, semester_name: null });
    expect(row).toMatchObject({ 'Index number': '', Phone: '', Semester: '' });
  });
});
