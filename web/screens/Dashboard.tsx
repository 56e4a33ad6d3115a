import { isAdminRole } from '../../shared/canAccess.ts';
import banner from '../assets/payment-banner.webp';
import { errorMessage } from '../plain/httpClient.ts';
import { getSessionUser } from '../plain/session.ts';
import { dashboardCounters } from '../plain/roomFigures.ts';
import { ErrorAlert } from '../plain/formParts.tsx';
import { useRoomStats } from './data.ts';
import { CounterCard, CounterRow, PageHeader } from './parts.tsx';
import { Link } from './host.tsx';

/** "/": the four room counters with real numbers and bars, and the payment banner (web/dashboard/Dashboard.tsx). */
export function Dashboard() {
  const stats = useRoomStats();
  return (
    <>
      <PageHeader title="Dashboard" />
      {stats.isError && (
        <div className="gap-below">
          <ErrorAlert>Error: {errorMessage(stats.error, 'Failed to fetch rooms')}</ErrorAlert>
        </div>
      )}
      <CounterRow>
        {dashboardCounters(stats.data).map((counter) => (
          <CounterCard key={counter.label} {...counter} />
        ))}
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
