import type { Sql } from '../../api/db/connect.ts';

/**
 * Bookings `from` to `to` (1-based) of one hostel and semester, written straight into the read
 * model, ten to a room: the first `pending` pending, the first `overdue` of them past their hold by
 * up to a day, the others due within the next days; the rest paid or rejected, which hold nothing.
 */
export async function insertBookings(
  sql: Sql,
  from: number,
  to: number,
  { now, pending, overdue }: { now: Date; pending: number; overdue: number },
) {
  await sql`
    INSERT INTO bookings (id, user_id, semester_id, room_id, room_type_id, room_type, room_number, full_name, index_number,
      gender, dob, marital_status, nationality, program_of_study, phone_number, email_address, house_address,
      emergency_contact_name, emergency_contact_relationship, emergency_contact_phone_number, emergency_contact_house_address,
      check_in_date, length_of_stay, amount_paid, payment_status, student_deleted, booked_by, created_at, updated_at,
      hold_until, reference)
    SELECT 'booking-' || lpad(i::text, 5, '0'), 'user-' || i, 'semester-1', 'room-' || (i - 1) / 10, '1', 'Standard',
      ((i - 1) / 10)::text, 'Student ' || i, 'UG' || i, 'female', '2004-01-01', 'Single', 'Ghana', 'Nursing',
      '+23324' || lpad(i::text, 7, '0'), 'student' || i || '@hostel.test', 'Accra', 'Parent', 'Mother', '+233240000001', 'Accra',
      '2026-09-01', 4, 1500,
      CASE WHEN i <= ${pending} THEN 'pending' WHEN i % 2 = 0 THEN 'paid' ELSE 'unpaid' END, false, 'user-' || i,
      ${now}::timestamptz - interval '4 days' + i * interval '1 minute', ${now}::timestamptz - interval '4 days' + i * interval '1 minute',
      CASE WHEN i <= ${overdue} THEN ${now}::timestamptz - (${overdue} - i + 1) * interval '1 minute'
           WHEN i <= ${pending} THEN ${now}::timestamptz + i * interval '1 minute' END,
      'HB-' || i
    FROM generate_series(${from}::int, ${to}::int) AS i`;
}
