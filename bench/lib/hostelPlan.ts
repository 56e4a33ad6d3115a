import { nanoid } from 'nanoid';
import { FLOORS } from '../../shared/constants.ts';
import { seededRandom } from './stats.ts';

export type PlannedRoom = {
  room_id: string;
  room_type_id: string;
  room_type: string;
  room_number: string;
  gender: 'male' | 'female';
  room_capacity: number;
  price_per_bed: number;
  floor: string;
};
export type PlannedStudent = {
  user_id: string;
  email: string;
  gender: 'male' | 'female';
  fname: string;
  lname: string;
  phone_number: string;
  country: string;
  n: number;
};
export type HostelPlan = { semesterId: string; rooms: PlannedRoom[]; students: PlannedStudent[]; beds: number };

export const STUDENT_PASSWORD = 'bench-password-1';
/** The rush: 300 rooms, 3,000 students, 64 concurrent clients (a tenth with --quick). */
export const RUSH_CLIENTS = 64;
export const rushSize = (quick: boolean) => (quick ? { rooms: 100, students: 1000 } : { rooms: 300, students: 3000 });
const FIRST = ['Ama', 'Kofi', 'Esi', 'Kwame', 'Abena', 'Yaw', 'Akosua', 'Kojo', 'Efua', 'Kwesi', 'Aisha', 'Musa', 'Chidi', 'Ngozi'];
const COUNTRIES = ['Ghana', 'Ghana', 'Nigeria', 'Sudan'];
const LAST = ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Adjei', 'Okafor', 'Bello', 'Ahmed', 'Nwosu', 'Danso', 'Appiah'];

/**
 * The hostel of the semester rush: rooms of 2-6 beds split between the genders, and more
 * students of each gender than that gender has beds, so the rush ends with every bed taken.
 * The same seed gives the same rooms and students, so the HTTP rush and the driver-only run
 * book the same hostel.
 */
export function planHostel(opts: { rooms: number; students: number; seed?: number }): HostelPlan {
  const random = seededRandom(opts.seed ?? 2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const rooms: PlannedRoom[] = Array.from({ length: opts.rooms }, (_, i) => {
    const executive = random() < 0.25;
    return {
      room_id: nanoid(),
      room_type_id: executive ? '2' : '1',
      room_type: executive ? 'Executive' : 'Standard',
      room_number: `${String.fromCharCode(65 + (i % 4))}${100 + i}`,
      gender: i % 2 === 0 ? 'female' : 'male',
      room_capacity: 2 + Math.floor(random() * 5),
      price_per_bed: executive ? 2500 : 1500,
      floor: pick(FLOORS),
    };
  });
  const students = planStudents(opts.students, 'student', random);
  const beds = rooms.reduce((sum, r) => sum + r.room_capacity, 0);
  for (const gender of ['female', 'male'] as const) {
    const bedsOf = rooms.filter((r) => r.gender === gender).reduce((sum, r) => sum + r.room_capacity, 0);
    if (students.filter((s) => s.gender === gender).length < bedsOf) {
      throw new Error(`fewer ${gender} students than ${gender} beds: the rush would not fill the hostel`);
    }
  }
  return { semesterId: nanoid(), rooms, students, beds };
}

export function planStudents(count: number, prefix: string, random = seededRandom(11)): PlannedStudent[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, n) => ({
    user_id: nanoid(),
    email: `${prefix}-${String(n).padStart(5, '0')}@bench.test`,
    gender: n % 2 === 0 ? 'female' : 'male',
    fname: pick(FIRST),
    lname: pick(LAST),
    phone_number: `024${String(n).padStart(7, '0')}`,
    country: pick(COUNTRIES),
    n,
  }));
}

/** Who the booking is for, as the API takes it from the student's account. */
export function identityOf(student: PlannedStudent) {
  return {
    full_name: `${student.fname} ${student.lname}`,
    gender: student.gender,
    nationality: student.country,
    phone_number: student.phone_number,
    email_address: student.email,
  };
}

const todayMonthDayYear = () => {
  const [year, month, day] = new Date().toISOString().slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};

/** The booking form a student sends (SPEC's fields; dates as MM/DD/YYYY). */
export function bookingFormFor(plan: HostelPlan, room: PlannedRoom, student: PlannedStudent) {
  return {
    semester_id: plan.semesterId,
    room_type_id: room.room_type_id,
    room_number: room.room_number,
    room_id: room.room_id,
    index_number: `UG${String(student.n).padStart(7, '0')}`,
    dob: '02/14/2004',
    marital_status: 'Single',
    program_of_study: 'Computer Science',
    house_address: 'House 12, Ring Road, Accra',
    emergency_contact_name: 'Yaa Mensah',
    emergency_contact_relationship: 'Mother',
    emergency_contact_phone_number: '0240000000',
    emergency_contact_house_address: 'House 12, Ring Road, Accra',
    // Today: the seeded semester runs from a week ago (seedHostel), and a check-in must fall within it.
    check_in_date: todayMonthDayYear(),
    length_of_stay: 4,
    medical_condition: null,
  };
}
