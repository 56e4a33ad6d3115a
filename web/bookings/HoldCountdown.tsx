import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { MESSAGES } from '../../shared/messages.ts';
import { formatDateTime } from '../common/format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time left until `holdUntil` as a person says it ("2 days 5 h", "3 h 10 min", "4 min"), or null once passed. */
export function timeLeft(holdUntil: string, now: Date): string | null {
  const ms = Date.parse(holdUntil) - now.getTime();
  if (!(ms > 0)) return null;
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${minutes ? ` ${minutes} min` : ''}`;
  return minutes > 0 ? `${minutes} min` : 'less than a minute';
}

/** Now, moved on every 15 seconds and at the deadline itself, so the countdown turns when the hold ends. */
function useNow(until: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const left = until - Date.now();
    if (!(left > 0)) return;
    const tick = () => {
      const current = new Date();
      if (current.getTime() > until) clearInterval(every);
      setNow(current);
    };
    const every = setInterval(tick, 15_000);
    const atDeadline = setTimeout(tick, left + 50);
    return () => {
      clearInterval(every);
      clearTimeout(atDeadline);
    };
  }, [until]);
  return now;
}

/**
 * A pending booking's hold, live: "Pay within 2 days 5 h to keep your bed." with the deadline, and
 * once it has passed, that the hold expired (the server gives the bed back at the next sweep, or
 * at once to the next student who books the room). Nothing without a deadline.
 */
export function HoldCountdown({ holdUntil }: { holdUntil: string | null | undefined }) {
  const now = useNow(holdUntil ? Date.parse(holdUntil) : 0);
  if (!holdUntil) return null;
  const left = timeLeft(holdUntil, now);
  return (
    <Typography role="timer" component="div" variant="body2" color={left ? 'textPrimary' : 'error'} sx={{ my: 1 }}>
      {left ? MESSAGES.holds.payWithin(left, formatDateTime(holdUntil)) : MESSAGES.holds.holdExpired}
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
