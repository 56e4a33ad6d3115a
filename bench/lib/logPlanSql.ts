// The statements that write the history of logPlan.ts. Ids are made of the numbers behind them
// (user u → "u<u>", room r of semester s → "s<s>r<r>"), so each statement can name what the
// others wrote without reading them. Times are ISO strings in UTC, as the API writes them.

const iso = (ts: string) => `to_char(${ts}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const FIRST = `(ARRAY['Ama','Kofi','Esi','Kwame','Abena','Yaw','Akosua','Kojo'])`;
const LAST = `(ARRAY['Mensah','Owusu','Boateng','Asante','Osei','Adjei','Okafor','Bello','Ahmed'])`;
const fullName = (u: string) => `${FIRST}[1 + ${u} % 8] || ' ' || ${LAST}[1 + ${u} % 9]`;
const gender = (n: string) => `CASE WHEN ${n} % 2 = 0 THEN 'female' ELSE 'male' END`;
const executive = (r: string) => `${r} % 4 = 0`;
const semesterStart = (s: string) => `(timestamp '2016-01-10' + ${s} * interval '182 days')`;
const INSERT = 'INSERT INTO events (stream_id, stream_position, event_id, event_type, data, metadata)';
const meta = (actor: string, command: string) =>
  `jsonb_build_object('actorId', ${actor}, 'correlationId', md5(${actor}), 'command', '${command}')`;
// A real bcrypt hash of a password nobody kept: the field has its true size.
const HASH = `'$2b$10$Z2BMNoDfqRgajyGEWPqhn./1aPQhTUIgAb5aeXnJZHTjYUUHybhei'`;

/** $1..$2: the users numbered from $1 to $2 register, a minute apart. */
export const usersSql = `${INSERT}
SELECT 'user-u' || u, 1, 'ev-user-' || u, 'UserRegistered',
       jsonb_build_object('user_id', 'u' || u, 'fname', ${FIRST}[1 + u % 8], 'lname', ${LAST}[1 + u % 9],
         'phone_number', '024' || lpad(u::text, 7, '0'), 'email', 'u' || u || '@replay.test', 'password_hash', ${HASH},
         'gender', ${gender('u')}, 'country', (ARRAY['Ghana','Ghana','Nigeria','Sudan'])[1 + u % 4],
         'program', 'Computer Science', 'role', 'user', 'user_type', 'continuing_student',
         'at', ${iso(`timestamp '2015-08-01' + u * interval '1 minute'`)}),
       ${meta(`'u' || u`, 'RegisterUser')}
  FROM generate_series($1::int, $2::int) AS u ORDER BY u`;

/** $1 semester, $2 rooms: the semester is created, then its rooms. */
export const roomsAndSemesterSql = `${INSERT}
SELECT stream_id, 1, event_id, event_type, data, metadata FROM (
  SELECT -1 AS ord, 'semester-sem' || $1::int AS stream_id, 'ev-sem-' || $1::int AS event_id, 'SemesterCreated' AS event_type,
         jsonb_build_object('semester_id', 'sem' || $1::int, 'name', 'Semester ' || ($1::int + 1),
           'description', 'Semester of the generated history', 'start_date', to_char(${semesterStart('$1::int')}, 'YYYY-MM-DD'),
           'end_date', to_char(${semesterStart('$1::int')} + interval '120 days', 'YYYY-MM-DD'),
           'at', ${iso(`${semesterStart('$1::int')} - interval '30 days'`)}) AS data,
         ${meta(`'admin'`, 'CreateSemester')} AS metadata
  UNION ALL
  SELECT r, 'room-s' || $1::int || 'r' || r, 'ev-room-' || $1::int || '-' || r, 'RoomCreated',
         jsonb_build_object('room_id', 's' || $1::int || 'r' || r, 'semester_id', 'sem' || $1::int,
           'room_type_id', CASE WHEN ${executive('r')} THEN '2' ELSE '1' END,
           'room_type', CASE WHEN ${executive('r')} THEN 'Executive' ELSE 'Standard' END,
           'floor', (ARRAY['Ground Floor','First Floor','Second Floor','Third Floor'])[1 + r % 4], 'room_status', 'available',
           'gender', ${gender('r')}, 'room_capacity', 2 + ((r * 7 + $1::int * 3) % 5), 'room_number', chr(65 + r % 4) || (100 + r),
           'price_per_bed', CASE WHEN ${executive('r')} THEN 2500 ELSE 1500 END, 'availability_duration', '4 Months',
           'description', 'A room of the generated history', 'at', ${iso(`${semesterStart('$1::int')} - interval '29 days' + r * interval '1 second'`)}),
         ${meta(`'admin'`, 'CreateRoom')}
    FROM generate_series(0, $2::int - 1) AS r
) x ORDER BY ord`;

/**
 * $1 semester, $2 rooms, $3 bookings, $4 half the students: booking k goes to room k mod rooms,
 * by a student of the room's gender; each decision follows its booking in the log.
 */
export const bookingEventsSql = `${INSERT}
WITH b AS (
  SELECT $1::int AS s, k, k % $2::int AS r, k / $2::int AS t, ($3::int - 1 - k % $2::int) / $2::int + 1 AS in_room,
         ((k + $1::int * 7919) % $4::int) * 2 + (k % $2::int) % 2 AS u,
         ${semesterStart('$1::int')} + k * interval '20 seconds' AS booked_at
    FROM generate_series(0, $3::int - 1) AS k
), d AS (
  SELECT b.*, 's' || s || 'b' || k AS id, 's' || s || 'r' || r AS room_id, 'u' || u AS user_id,
         CASE WHEN ${executive('r')} THEN 2500 ELSE 1500 END AS amount,
         CASE WHEN t < in_room - (2 + ((r * 7 + s * 3) % 5)) THEN 'PaymentRejected'
              WHEN k % 7 = 0 THEN NULL ELSE 'PaymentApproved' END AS decision
    FROM b
)
SELECT 'booking-' || d.id, e.pos, 'ev-b-' || d.id || '-' || e.pos, e.type, e.data, e.metadata
  FROM d CROSS JOIN LATERAL (
    SELECT 1 AS pos, 'BedBooked' AS type, jsonb_build_object(
             'full_name', ${fullName('d.u')}, 'index_number', 'UG' || lpad(d.u::text, 7, '0'), 'gender', ${gender('d.r')},
             'dob', '2004-02-14', 'marital_status', 'Single', 'nationality', (ARRAY['Ghana','Ghana','Nigeria','Sudan'])[1 + d.u % 4],
             'program_of_study', 'Computer Science', 'phone_number', '024' || lpad(d.u::text, 7, '0'),
             'email_address', d.user_id || '@replay.test', 'house_address', 'House 12, Ring Road, Accra',
             'emergency_contact_name', 'Yaa Mensah', 'emergency_contact_relationship', 'Mother',
             'emergency_contact_phone_number', '0240000000', 'emergency_contact_house_address', 'House 12, Ring Road, Accra',
             'check_in_date', to_char(${semesterStart('d.s')}, 'YYYY-MM-DD'), 'length_of_stay', 4, 'medical_condition', NULL,
             'booking_id', d.id, 'user_id', d.user_id, 'semester_id', 'sem' || d.s, 'room_id', d.room_id,
             'room_type_id', CASE WHEN ${executive('d.r')} THEN '2' ELSE '1' END,
             'room_type', CASE WHEN ${executive('d.r')} THEN 'Executive' ELSE 'Standard' END,
             'room_number', chr(65 + d.r % 4) || (100 + d.r), 'amount_paid', d.amount, 'payment_status', 'pending',
             'booked_by', d.user_id, 'at', ${iso('d.booked_at')}) AS data,
           ${meta('d.user_id', 'BookBed')} AS metadata
    UNION ALL
    SELECT 2, d.decision, jsonb_build_object('booking_id', d.id, 'user_id', d.user_id, 'semester_id', 'sem' || d.s,
             'room_id', d.room_id, 'amount', d.amount, 'previous_status', 'pending',
             'at', ${iso(`d.booked_at + (1 + d.k % 48) * interval '1 hour'`)})
             || CASE WHEN d.decision = 'PaymentApproved' THEN '{"bed_taken": false}'::jsonb ELSE '{"bed_released": true}'::jsonb END,
           ${meta(`'admin'`, 'DecidePayment')}
     WHERE d.decision IS NOT NULL
  ) AS e
 ORDER BY d.k, e.pos`;
