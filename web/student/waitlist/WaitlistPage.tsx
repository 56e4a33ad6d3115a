import { useState } from 'react';
import { formatDateTime } from '../../plain/format.ts';
import { ErrorAlert, Select } from '../../plain/formParts.tsx';
import { errorMessage } from '../../plain/httpClient.ts';
import type { Semester, WaitlistEntry } from '../../plain/types.ts';
import { useCommand, useCurrentSemester, useRead, useRoomTypes } from '../../screens/data.ts';
import { Link, useNotify } from '../../screens/host.tsx';
import { Alert, Loading, PageHeader } from '../../screens/parts.tsx';
import { Confirm } from './Confirm.tsx';
import { OfferCard } from './OfferCard.tsx';
import { placeInLine, wantedType } from './words.ts';
import './waitlist.css';

/**
 * /my-waitlist: the student's place in the line for a bed when the rooms are full. Not on it,
 * they join; waiting, they see their number; offered a bed, they accept it (booking it) or decline
 * it before the deadline. The line is their gender's, in the order of joining.
 */
export function WaitlistPage() {
  const current = useCurrentSemester();
  const semester = current.data ?? undefined;
  const entry = useRead('waitlist', 'myWaitlistEntry', { semester_id: semester?.id }, { enabled: Boolean(semester) });
  return (
    <>
      <PageHeader title="Waitlist" />
      {current.isPending || (semester && entry.isPending) ? (
        <Loading label="Loading your place on the waitlist" />
      ) : current.isError || entry.isError ? (
        <ErrorAlert>{errorMessage(current.error ?? entry.error, 'Failed to fetch the waitlist')}</ErrorAlert>
      ) : !semester ? (
        <Alert severity="info">There is no semester to wait for yet.</Alert>
      ) : (
        <Place entry={entry.data ?? null} semester={semester} />
      )}
    </>
  );
}

function Place({ entry, semester }: { entry: WaitlistEntry | null; semester: Semester }) {
  if (entry?.status === 'offered' && entry.offer) return <OfferCard entry={entry} offer={entry.offer} semester={semester} />;
  if (entry?.status === 'waiting') return <Waiting entry={entry} semester={semester} />;
  if (entry?.status === 'accepted')
    return (
      <Alert severity="success" action={<Link to="/history">My Booking</Link>}>
        You accepted a bed from the waitlist: your booking is on My Booking.
      </Alert>
    );
  return (
    <>
      {entry?.status === 'removed' && (
        <div className="gap-below">
          <Alert severity="warning">
            You were taken off the waitlist after {entry.lapses} offers passed without an answer. You may join again, at the end of the
            line.
          </Alert>
        </div>
      )}
      <Join semester={semester} />
    </>
  );
}

const ANY = 'any';

/** Not on the line: what it is, and joining it for a room type or any. */
function Join({ semester }: { semester: Semester }) {
  const roomTypes = useRoomTypes();
  const join = useCommand('waitlist', 'joinWaitlist');
  const notify = useNotify();
  const [type, setType] = useState(ANY);
  const choices = [{ id: ANY, name: 'Any room type' }, ...(roomTypes.data ?? []).map((t) => ({ id: String(t.id), name: t.name }))];
  const send = () =>
    join.mutate(
      { semester_id: semester.id, room_type_id: type === ANY ? null : type },
      { onSuccess: (joined) => notify(`You joined the waitlist: number ${joined.position ?? '—'} in line.`) },
    );
  return (
    <section className="card waitlist-join" aria-label="Join the waitlist">
      <p>
        When every room is full, join the waitlist. When a bed of a room for you comes back (a hold expires, a booking is cancelled), it is
        offered to the first in line and held for them for a while. Accept it in time and it is yours to pay for; let it pass and it goes to
        the next.
      </p>
      <p>
        Semester: <strong>{semester.name}</strong>
      </p>
      <Select
        label="Room type"
        name="room_type_id"
        choices={choices}
        value={type}
        onChange={(v) => setType(String(v ?? ANY))}
        onBlur={() => {}}
      />
      {join.isError && <ErrorAlert>{errorMessage(join.error, 'Failed to join the waitlist')}</ErrorAlert>}
      <button type="button" className="btn" disabled={join.isPending} onClick={send}>
        {join.isPending ? 'Joining...' : 'Join the waitlist'}
      </button>
    </section>
  );
}

/** On the line: the student's number, since when, and leaving it. */
function Waiting({ entry, semester }: { entry: WaitlistEntry; semester: Semester }) {
  const [asking, setAsking] = useState(false);
  const leave = useCommand('waitlist', 'leaveWaitlist');
  const notify = useNotify();
  return (
    <section className="card waitlist-place" aria-label="Your place on the waitlist">
      <h2>{placeInLine(entry)}</h2>
      <p className="text-2">
        {semester.name} · {wantedType(entry)} · joined {formatDateTime(entry.joined_at)}
      </p>
      <p className="small">When a bed comes back for you, we text you and the offer shows here.</p>
      {asking ? (
        <Confirm
          question="Leave the waitlist?"
          yes="Yes, leave"
          no="Stay in line"
          busy={leave.isPending}
          onYes={() => leave.mutate({ semester_id: semester.id }, { onSuccess: () => notify('You left the waitlist.') })}
          onNo={() => setAsking(false)}
        >
          <p className="small">You lose your place: joining again puts you at the end of the line.</p>
        </Confirm>
      ) : (
        <button type="button" className="btn outlined" onClick={() => setAsking(true)}>
          Leave the waitlist
        </button>
      )}
      {leave.isError && <ErrorAlert>{errorMessage(leave.error, 'Failed to leave the waitlist')}</ErrorAlert>}
    </section>
  );
}
