import { isAdminRole } from '../../shared/canAccess.ts';
import banner from '../assets/payment-banner.svg';
import { errorMessage } from '../providers/httpClient.ts';
import { getSessionUser } from '../providers/session.ts';
import type { RoomStats } from '../providers/types.ts';
import { ErrorAlert } from '../guest/parts.tsx';
import { useRead } from './data.ts';
import { CounterCard, CounterRow, PageHeader } from './parts.tsx';
import { Link } from './router.tsx';

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const percentOf = (part: number, whole: number) => `${Math.round(share(part, whole) * 100)}%`;

const NO_STATS: RoomStats = {
  totalRooms: 0,
  occupiedRooms: 0,
  availableRoomsMale: 0,
  availableRoomsFemale: 0,
  bookedRoomsMale: 0,
  bookedRoomsFemale: 0,
  totalBeds: 0,
  bedsLeft: 0,
};

/** "/": the four room counters with real numbers and bars, and the payment banner (web/dashboard/Dashboard.tsx). */
export function Dashboard() {
  const stats = useRead('rooms', 'roomStats', {});
  const s = stats.data ?? NO_STATS;
  const available = s.availableRoomsMale + s.availableRoomsFemale;
  const bedsTaken = s.totalBeds - s.bedsLeft;

  return (
    <>
      <PageHeader title="Dashboard" />
      {stats.isError && (
        <div className="gap-below">
          <ErrorAlert>Error: {errorMessage(stats.error, 'Failed to fetch rooms')}</ErrorAlert>
        </div>
      )}
      <CounterRow>
        <CounterCard
          label="Total Rooms"
          value={s.totalRooms}
          ratio={share(bedsTaken, s.totalBeds)}
          caption={`${percentOf(bedsTaken, s.totalBeds)} of beds taken`}
          icon="MeetingRoom"
        />
        <CounterCard
          label="Available rooms"
          value={available}
          ratio={share(available, s.totalRooms)}
          caption={`${percentOf(available, s.totalRooms)} of rooms`}
          icon="Hotel"
        />
        <CounterCard
          label="Booked Rooms - Male"
          value={s.bookedRoomsMale}
          ratio={share(s.bookedRoomsMale, s.totalRooms)}
          caption={`${percentOf(s.bookedRoomsMale, s.totalRooms)} of rooms`}
          icon="Man"
        />
        <CounterCard
          label="Booked Rooms - Female"
          value={s.bookedRoomsFemale}
          ratio={share(s.bookedRoomsFemale, s.totalRooms)}
          caption={`${percentOf(s.bookedRoomsFemale, s.totalRooms)} of rooms`}
          icon="Woman"
        />
      </CounterRow>
      <PaymentBanner />
    </>
  );
}

function PaymentBanner() {
  const user = getSessionUser();
  const admin = isAdminRole(user?.role);
  return (
    <section className="card welcome">
      <div>
        <h2>{user ? `Welcome, ${user.fname}` : 'Welcome'}</h2>
        <p className="text-2">
          {admin
            ? 'Payments waiting for approval are listed under pending payments. Approving one confirms the guest’s bed.'
            : 'Reserve your bed for the semester, pay for it, and your room shows as approved in your booked history.'}
        </p>
        <Link className="btn" to={admin ? '/restricted-rooms' : '/book-room'}>
          {admin ? 'Pending Payments' : 'Reserve A Bed'}
        </Link>
      </div>
      <img src={banner} width={480} height={300} alt="A hostel, a bank card and a paid mobile money receipt" />
    </section>
  );
}
