import { Hono, type Context } from 'hono';
import { ApiError } from '../http/errors.ts';
import { z } from 'zod';
import { notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, metadataFor, type AppDeps, type AppEnv } from '../http/context.ts';
import { metaEnvelope, parseListQuery, respondList, type ListQuery, type ListSpec } from '../http/listQuery.ts';
import { validate } from '../http/validate.ts';
import { bookingFormSchema } from '../bookings/bookingForm.schema.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { acceptOffer } from './acceptOffer.ts';
import { waitlistDecider, type WaitlistCommand } from './waitlist.decide.ts';
import { waitlistStream } from './waitlist.events.ts';

const id = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(64, `${field} is too long.`);

const JoinBody = z.object({ semester_id: id('semester_id'), room_type_id: id('room_type_id').nullish() }).strict();
const SemesterQuery = z.object({ semester_id: id('semester_id').optional() });
const AcceptBody = bookingFormSchema.partial({ semester_id: true, room_type_id: true, room_number: true, room_id: true });
const OfferParam = z.object({ offer_id: id('offer_id') });

export const WAITLIST_LIST: ListSpec = {
  sortable: [],
  filters: {
    semester_id: 'text',
    gender: ['male', 'female'],
    room_type_id: 'text',
    status: ['waiting', 'offered', 'accepted', 'left', 'removed'],
    user_id: 'text',
    q: 'text',
  },
};
export const WAITLIST_OFFER_LIST: ListSpec = { sortable: [], filters: { semester_id: 'text', user_id: 'text' } };

/**
 * The list's filters, from react-admin's `filter` or as plain query parameters (`?semester_id=`,
 * as the API contract writes them); a word outside a filter's words is a 422 naming it.
 */
function filtersOf(c: Context, list: ListQuery, spec: ListSpec): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [name, kind] of Object.entries(spec.filters ?? {})) {
    const value = c.req.query(name)?.trim();
    if (!value) continue;
    if (Array.isArray(kind) && !kind.includes(value)) {
      const message = `${name} must be one of: ${kind.join(', ')}.`;
      throw new ApiError(422, message, { [name]: [message] });
    }
    filters[name] = value.slice(0, 200);
  }
  return { ...filters, ...(list.filter as Record<string, string>) };
}

/**
 * The waitlist (api/README.md): a student joins, reads and leaves their place and answers their
 * offers; the office reads the line and every offer with why it went where it did.
 */
export function waitlistRoutes(deps: AppDeps) {
  const { sql, read, store } = deps;

  const semesterOf = async (given: string | undefined) => {
    const semesterId = await read.semesters.semesterIdOrCurrent(sql, deps.clock(), given);
    if (!semesterId) throw notFound('Semester');
    return semesterId;
  };
  const onStream = (c: Parameters<typeof commandOf>[0], semesterId: string, command: WaitlistCommand, name: string) =>
    handle(store, waitlistStream(semesterId, c.get('user').id), waitlistDecider, { ...commandOf(c, deps, name), command });
  // A student taken off the line after lapses is told so (and may join again); one who left or booked is not on it.
  const PLACES = ['waiting', 'offered', 'removed'];

  return new Hono<AppEnv>()
    .post('/waitlist', requireAccess('create', 'own-waitlist'), validate('json', JoinBody), async (c) => {
      const user = c.get('user');
      const { semester_id, room_type_id } = c.req.valid('json');
      if (!(await read.semesters.findSemester(sql, semester_id))) throw notFound('Semester');
      const type = room_type_id ? await read.rooms.findRoomType(sql, room_type_id) : null;
      if (room_type_id && !type) throw notFound('Room type');
      // The student's bookings are read inside the transaction: a booking committed meanwhile refuses the join.
      await handle(store, waitlistStream(semester_id, user.id), waitlistDecider, {
        ...commandOf(c, deps, 'JoinWaitlist'),
        command: async (tx) => ({
          type: 'JoinWaitlist' as const,
          data: {
            semester_id,
            user_id: user.id,
            full_name: `${user.fname} ${user.lname}`,
            gender: user.gender,
            room_type_id: type?.id ?? null,
            room_type: type?.name ?? null,
            holds_active_booking: await read.bookings.holdsActiveBooking(tx, user.id, semester_id),
          },
        }),
      });
      return c.json({ data: await read.waitlist.findEntry(sql, semester_id, user.id) }, 201);
    })
    .get('/waitlist/me', requireAccess('list', 'own-waitlist'), validate('query', SemesterQuery), async (c) => {
      // A student on no line (or with no semester under way) reads null, not an error: every
      // student's dashboard asks, to tell of an open offer.
      const semesterId = await read.semesters.semesterIdOrCurrent(sql, deps.clock(), c.req.valid('query').semester_id);
      const entry = semesterId ? await read.waitlist.findEntry(sql, semesterId, c.get('user').id) : null;
      return c.json({ data: entry && PLACES.includes(entry.status) ? entry : null });
    })
    .delete('/waitlist/me', requireAccess('delete', 'own-waitlist'), validate('query', SemesterQuery), async (c) => {
      const semesterId = await semesterOf(c.req.valid('query').semester_id);
      await onStream(c, semesterId, { type: 'LeaveWaitlist', data: { reason: 'student' } }, 'LeaveWaitlist');
      return c.body(null, 204);
    })
    .get('/waitlist/offers', requireAccess('list', 'waitlist'), async (c) => {
      const list = parseListQuery(c, PAGE_SIZE, WAITLIST_OFFER_LIST);
      const { rows, total } = await read.waitlist.offerPage(sql, filtersOf(c, list, WAITLIST_OFFER_LIST), list);
      return respondList(c, list, rows, total, metaEnvelope, 'waitlist/offers');
    })
    .post(
      '/waitlist/offers/:offer_id/accept',
      requireAccess('edit', 'own-waitlist'),
      validate('param', OfferParam),
      validate('json', AcceptBody),
      async (c) => {
        const user = c.get('user');
        const booking = await acceptOffer(
          deps,
          user,
          c.req.valid('param').offer_id,
          c.req.valid('json'),
          metadataFor(user, c.get('requestId'), 'AcceptOffer'),
        );
        return c.json({ data: booking, message: MESSAGES.booking.created }, 201);
      },
    )
    .post('/waitlist/offers/:offer_id/decline', requireAccess('edit', 'own-waitlist'), validate('param', OfferParam), async (c) => {
      const user = c.get('user');
      const offer = await read.waitlist.findOffer(sql, c.req.valid('param').offer_id);
      if (!offer || offer.user_id !== user.id) throw notFound('Offer');
      await onStream(c, offer.semester_id, { type: 'DeclineOffer', data: { offer_id: offer.id } }, 'DeclineOffer');
      return c.json({ data: await read.waitlist.findEntry(sql, offer.semester_id, user.id) });
    })
    .get('/waitlist', requireAccess('list', 'waitlist'), async (c) => {
      const list = parseListQuery(c, PAGE_SIZE, WAITLIST_LIST);
      const { rows, total } = await read.waitlist.entryPage(sql, filtersOf(c, list, WAITLIST_LIST), list);
      return respondList(c, list, rows, total, metaEnvelope, 'waitlist');
    });
}
