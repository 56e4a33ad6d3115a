import { Typography } from '@mui/material';
import { MESSAGES } from '../../shared/messages.ts';
import { formatDateTime } from '../plain/format.ts';
import { timeLeft, useNow } from '../plain/holdTime.ts';

/**
 * A pending booking's hold, as the office reads it, live: "The hold on the bed ends in 2 days 5 h" with
 * the deadline (or, `answering` the office's question, "Answer within"), and once it has passed,
 * that the hold expired (the server gives the bed back at the next sweep, or at once to the next
 * student who books the room). Nothing without a deadline.
 */
export function HoldCountdown({ holdUntil, answering = false }: { holdUntil: string | null | undefined; answering?: boolean }) {
  const now = useNow(holdUntil ? Date.parse(holdUntil) : 0);
  if (!holdUntil) return null;
  const left = timeLeft(holdUntil, now);
  const within = answering ? MESSAGES.holds.answerWithin : MESSAGES.holds.holdEndsIn;
  return (
    <Typography role="timer" component="div" variant="body2" color={left ? 'textPrimary' : 'error'} sx={{ my: 1 }}>
      {left ? within(left, formatDateTime(holdUntil)) : MESSAGES.holds.holdEnded}
    </Typography>
  );
}

/** The queue's view of a hold: its deadline, and the time left or that it has passed. */
export function HoldDeadline({ holdUntil }: { holdUntil: string | null | undefined }) {
  const now = useNow(holdUntil ? Date.parse(holdUntil) : 0);
  if (!holdUntil) return null;
  const left = timeLeft(holdUntil, now);
  return (
    <>
      {formatDateTime(holdUntil)}
      <Typography component="span" variant="body2" color={left ? 'textSecondary' : 'error'} sx={{ display: 'block' }}>
        {left ? `${left} left` : 'Expired'}
      </Typography>
    </>
  );
}
