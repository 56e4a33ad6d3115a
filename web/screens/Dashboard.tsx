import { isAdminRole } from '../../shared/canAccess.ts';
import banner from '../assets/payment-banner.webp';
import { errorMessage } from '../plain/httpClient.ts';
import { getSessionUser } from '../plain/session.ts';
import { dashboardCounters } from '../plain/roomFigures.ts';
import { ErrorAlert } from '../plain/formParts.tsx';
import { useRoomStats } from './data.ts';
import { CounterCard, CounterRow, PageHeader } from './parts.tsx';
import { Link } from './host.tsx';
import { MyBookingCard } from './booking/MyBookingCard.tsx';
import { WaitlistOfferNotice } from './WaitlistLink.tsx';

/**
 * "/": for the office, the four room counters with real numbers and bars; for a student, their
 * booking and what to do next (booking/MyBookingCard.tsx). The payment banner below, for both.
 */
export function Dashboard() {
  const admin = isAdminRole(getSessionUser()?.role);
  return (
    <>
      <PageHeader title="Dashboard" />
      {!admin && <WaitlistOfferNotice />}
      {admin ? <OfficeCounters /> : <MyBookingCard />}
      <PaymentBanner admin={admin} />
    </>
  );
}

function OfficeCounters() {
  const stats = useRoomStats();
  return (
    <>
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
    </>
  );
}

/** The welcome; a student's next step is on their booking's card, so the banner's button is the office's. */
function PaymentBanner({ admin }: { admin: boolean }) {
  const user = getSessionUser();
  return (
    <section className="card welcome">
      <div>
        <h2>{user ? `Welcome, ${user.fname}` : 'Welcome'}</h2>
        <p className="text-2">
          {admin
            ? 'Payments waiting for approval are listed under pending payments. Approving one confirms the guest’s bed.'
            : 'Reserve your bed for the semester, pay for it, and your room shows as approved on My Booking.'}
        </p>
        {admin && (
          <Link className="btn" to="/restricted-rooms">
            Pending Payments
          </Link>
        )}
      </div>
      <img src={banner} width={480} height={300} alt="A hostel, a bank card and a paid mobile money receipt" />
    </section>
  );
}
