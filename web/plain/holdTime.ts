import { useEffect, useState } from 'react';

// Apart from HoldCountdown.tsx, without MUI, for the student's own pages (web/student) too.

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
export function useNow(until: number) {
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
