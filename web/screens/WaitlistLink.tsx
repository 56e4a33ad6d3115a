import { useQuery } from '@tanstack/react-query';
import { canAccess } from '../../shared/canAccess.ts';
import { getSessionUser } from '../plain/session.ts';
import { formatDateTime } from '../plain/format.ts';
import { myWaitlistQuery } from './data.ts';
import { Link } from './host.tsx';
import { Alert } from './parts.tsx';

/** Where full rooms leave a student: the waitlist, which offers them the next bed that comes back. Nothing for staff. */
export function WaitlistLink() {
  if (!canAccess(getSessionUser()?.role, 'create', 'own-waitlist')) return null;
  return (
    <Alert severity="info" action={<Link to="/my-waitlist">Join the waitlist</Link>}>
      All rooms are full — join the waitlist, and the next bed that comes back is offered to you in turn.
    </Alert>
  );
}

/** On a student's dashboard while the waitlist offers them a bed: the room, and until when to answer. */
export function WaitlistOfferNotice() {
  const entry = useQuery({ ...myWaitlistQuery(), enabled: canAccess(getSessionUser()?.role, 'list', 'own-waitlist') });
  const offer = entry.data?.status === 'offered' ? entry.data.offer : null;
  if (!offer) return null;
  return (
    <div className="gap-below">
      <Alert severity="success" action={<Link to="/my-waitlist">See the offer</Link>}>
        Room {offer.room_number} is offered to you from the waitlist. Accept it by {formatDateTime(offer.expires_at)}, or it goes to the
        next in line.
      </Alert>
    </div>
  );
}
