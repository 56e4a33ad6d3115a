import { useState } from 'react';
import { formatDateTime, formatMoney } from '../../plain/format.ts';
import { ErrorAlert } from '../../plain/formParts.tsx';
import { timeLeft, useNow } from '../../plain/holdTime.ts';
import { errorMessage } from '../../plain/httpClient.ts';
import type { Semester, WaitlistEntry, WaitlistOffer } from '../../plain/types.ts';
import { useCommand } from '../../screens/data.ts';
import { useNotify } from '../../screens/host.tsx';
import { AcceptOffer } from './AcceptOffer.tsx';
import { Confirm } from './Confirm.tsx';

/** The time left to answer (`left`, null once passed), as a booking's hold is counted (web/plain/holdTime.ts). */
function OfferCountdown({ expiresAt, left }: { expiresAt: string; left: string | null }) {
  return (
    <div role="timer" className={left ? 'sb-timer' : 'sb-timer over'}>
      {left
        ? `Answer within ${left}: the room is held for you until ${formatDateTime(expiresAt)}.`
        : 'The time to answer has passed: the room goes to the next in line.'}
    </div>
  );
}

/** An open offer, first on the page: the room, its price, the time left, and Accept or Decline. */
export function OfferCard({ entry, offer, semester }: { entry: WaitlistEntry; offer: WaitlistOffer; semester: Semester | undefined }) {
  const [step, setStep] = useState<'ask' | 'accept' | 'decline'>('ask');
  const decline = useCommand('waitlist', 'declineOffer');
  const notify = useNotify();
  // Live: at the deadline the countdown turns and the answers close.
  const left = timeLeft(offer.expires_at, useNow(Date.parse(offer.expires_at)));
  const ended = !left;
  return (
    <section className="card waitlist-offer" aria-label="Your room offer">
      <h2>A bed is offered to you</h2>
      <dl className="waitlist-facts">
        <dt>Room</dt>
        <dd>{offer.room_number}</dd>
        <dt>Room type</dt>
        <dd>{offer.room_type}</dd>
        <dt>Price per bed</dt>
        <dd>{formatMoney(offer.price_per_bed)}</dd>
      </dl>
      <OfferCountdown expiresAt={offer.expires_at} left={left} />
      {step === 'accept' ? (
        <AcceptOffer entry={entry} offer={offer} semester={semester} onCancel={() => setStep('ask')} />
      ) : step === 'decline' ? (
        <Confirm
          question={`Decline room ${offer.room_number}?`}
          yes="Yes, decline"
          no="Keep the offer"
          busy={decline.isPending}
          onYes={() => decline.mutate({ id: offer.id }, { onSuccess: () => notify('Offer declined: you keep your place in line.') })}
          onNo={() => setStep('ask')}
        >
          <p className="small">The bed goes to the next in line. You stay on the waitlist for the next bed that comes back.</p>
        </Confirm>
      ) : (
        <div className="actions">
          <button type="button" className="btn" disabled={ended} onClick={() => setStep('accept')}>
            Accept
          </button>
          <button type="button" className="btn outlined" disabled={ended} onClick={() => setStep('decline')}>
            Decline
          </button>
        </div>
      )}
      {decline.isError && <ErrorAlert>{errorMessage(decline.error, 'Failed to decline the offer')}</ErrorAlert>}
    </section>
  );
}
