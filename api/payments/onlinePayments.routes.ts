import { setTimeout } from 'node:timers/promises';
import { Hono, type Context } from 'hono';
import { conflict, notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { bookingIdOf } from '../bookings/bookingId.ts';
import { bookingStream } from '../bookings/bookings.events.ts';
import { canAccess } from '../../shared/canAccess.ts';
import { CURRENCY } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { onlinePaymentDecider, reusableCheckout, type OnlinePaymentCommand } from './onlinePayment.decide.ts';
import { errorSummary } from './onlinePayments.ts';
import { ProviderUnavailable, REFERENCE_PATTERN } from './providers/provider.ts';
import { notWaiting, verifyPayment } from './verifyPayment.ts';

const providerDown = () => new ApiError(503, MESSAGES.payments.providerDown, undefined, 30);

/** Whose payments the reader may see: everyone's, or a student's own. */
const ownerOf = (c: Context<AppEnv>) => (canAccess(c.get('user').role, 'list', 'all-bookings') ? null : c.get('user').id);

/** How long a request waits for the checkout another request is opening, and how often it looks. */
const CHECKOUT_WAIT_MS = 20_000;
const CHECKOUT_POLL_MS = 100;

/** A reference as the hostel makes them (the provider's alphabet), from a nanoid's. */
const referenceOf = (id: string) => `HST-${id.replaceAll('_', '.')}`;

/**
 * A student pays their pending booking online: the payment's intent is recorded under a new
 * reference, then the provider's checkout is opened for the amount due and its page recorded;
 * then the student's page follows the payment (GET) and asks for it to be verified when the
 * checkout sends them back (POST …/verify).
 */
export function onlinePaymentRoutes(deps: AppDeps) {
  const { read, sql } = deps;
  const visiblePayment = async (c: Context<AppEnv>) => {
    const reference = c.req.param('reference') ?? '';
    const payment = REFERENCE_PATTERN.test(reference) ? await read.paymentIntents.findIntent(sql, reference, ownerOf(c)) : null;
    if (!payment) throw notFound('Payment');
    return payment;
  };

  /**
   * The payment as soon as its checkout is open: another request may be opening it right now.
   * 503 when that request could not reach the provider; 409 when no checkout came in time.
   */
  const checkoutOf = async (reference: string) => {
    for (let waited = 0; ; waited += CHECKOUT_POLL_MS) {
      const payment = await read.paymentIntents.findIntent(sql, reference);
      if (payment?.authorization_url && payment.status === 'pending') return payment;
      if (payment?.status === 'failed' && payment.provider_status === 'not_opened') throw providerDown();
      if (!payment || payment.status !== 'pending') throw conflict(MESSAGES.errors.conflict);
      if (waited >= CHECKOUT_WAIT_MS) throw conflict(MESSAGES.payments.checkoutOpening);
      await setTimeout(CHECKOUT_POLL_MS);
    }
  };

  return new Hono<AppEnv>()
    .get('/payments/online', requireAccess('show', 'bookings'), (c) => {
      const provider = deps.payments.provider;
      return c.json({ data: { enabled: provider !== null, provider: provider?.name ?? null, currency: CURRENCY } });
    })
    .post('/bookings/:id/online-payments', requireAccess('create', 'bookings'), async (c) => {
      const provider = deps.payments.provider;
      if (!provider) throw conflict(MESSAGES.payments.unavailable);
      const user = c.get('user');
      // The student's own booking only: an admin records payments through the office's decisions.
      const booking = await read.bookings.findBooking(sql, { ownerId: user.id }, bookingIdOf(c));
      if (!booking) throw notFound('Booking');
      if (booking.payment_status === 'paid') throw conflict(MESSAGES.booking.alreadyPaid);
      if (booking.payment_status !== 'pending') throw conflict(MESSAGES.payments.notPending);
      const openCheckout = async () =>
        (await read.paymentIntents.intentsOfBooking(sql, booking.id)).find((intent) =>
          reusableCheckout(intent, booking.amount_paid, deps.clock()),
        );
      const open = await openCheckout();
      if (open) return c.json({ data: open.authorization_url ? open : await checkoutOf(open.reference) }, 200);

      // The payment is recorded first, at the booking stream's version: of two requests at once
      // (on any server) only the one that recorded it opens a transaction at the provider.
      const reference = referenceOf(deps.newId());
      const amount = booking.amount_paid;
      const recorded = await handle(deps.store, bookingStream(booking.id), onlinePaymentDecider, {
        ...commandOf(c, deps, 'StartOnlinePayment'),
        command: async (tx): Promise<OnlinePaymentCommand> => {
          const facts = await read.bookings.paymentFacts(tx, booking.id);
          const student_deleted = !(await read.users.holdAccount(tx, user.id));
          const listed_unpaid = notWaiting(facts?.payment_status);
          return {
            type: 'StartOnlinePayment',
            data: { reference, provider: provider.name, amount, currency: CURRENCY, listed_unpaid, student_deleted },
          };
        },
      });
      if (recorded.length === 0) {
        // Another request for this booking recorded its payment first: the student is given that one.
        const other = await openCheckout();
        if (!other) throw conflict(MESSAGES.errors.conflict);
        return c.json({ data: await checkoutOf(other.reference) }, 200);
      }

      const checkout = await provider
        .initialize({ reference, amount_minor: Math.round(amount * 100), currency: CURRENCY, email: booking.email_address })
        .catch((error: unknown) => {
          deps.log.warn({ err: errorSummary(error) }, 'payment checkout failed');
          return null;
        });
      // The provider's answer, as its other steps: no one's decision.
      await handle(deps.store, bookingStream(booking.id), onlinePaymentDecider, {
        metadata: { actorId: null, correlationId: c.get('requestId'), command: 'RecordCheckout' },
        clock: deps.clock,
        retries: 20,
        command: { type: 'RecordCheckout', data: { reference, authorization_url: checkout?.authorization_url ?? null } },
      });
      if (!checkout) throw providerDown();
      return c.json({ data: await read.paymentIntents.findIntent(sql, reference) }, 201);
    })
    .get('/bookings/:id/online-payments', requireAccess('show', 'bookings'), async (c) => {
      const booking = await read.bookings.findBooking(sql, { ownerId: ownerOf(c) }, bookingIdOf(c));
      if (!booking) throw notFound('Booking');
      return c.json({ data: await read.paymentIntents.intentsOfBooking(sql, booking.id) });
    })
    .get('/payments/online/:reference', requireAccess('show', 'bookings'), async (c) => c.json({ data: await visiblePayment(c) }))
    .post('/payments/online/:reference/verify', requireAccess('show', 'bookings'), async (c) => {
      const payment = await visiblePayment(c);
      try {
        return c.json({ data: await verifyPayment(deps, payment.reference, c.get('requestId')) });
      } catch (error) {
        if (error instanceof ProviderUnavailable) throw providerDown();
        throw error;
      }
    });
}
