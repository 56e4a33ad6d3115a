import type { Context } from 'hono';
import { notFound } from '../commands/errors.ts';

/** The `:id` of a booking route. No stored id holds a NUL, which PostgreSQL would refuse with a 500. */
export function bookingIdOf(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (id.includes('\u0000')) throw notFound('Booking');
  return id;
}
