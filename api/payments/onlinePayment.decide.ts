import { conflict, notFound } from '../commands/errors.ts';
import { bookingDecider, type BookingState } from '../bookings/bookings.decide.ts';
import type { BookingEvent, PaymentReheld } from '../bookings/bookings.events.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { OnlinePaymentStatus } from '../../shared/records.ts';
import type { ProviderStatus, Verification } from './providers/provider.ts';

/** An intent still unpaid this long after it was made is given up: its checkout has long expired. */
export const ABANDON_AFTER_MS = 24 * 3600 * 1000;
/** A checkout started this recently and not paid yet is offered again rather than a second payment. */
export const REUSE_CHECKOUT_MS = 30 * 60 * 1000;
/**
 * A payment whose checkout is still being opened holds off a second one this long: longer than
 * the provider's answer may take. One left without a checkout (its server stopped) no longer does.
 */
export const OPENING_CHECKOUT_MS = 60 * 1000;

type Checkout = { status: string; amount: number; created_at: string; authorization_url: string | null };

/**
 * Whether `intent` is still the checkout to pay `amount` with: unpaid, for that amount, recent,
 * and either opened or being opened now.
 */
export const reusableCheckout = (intent: Checkout | undefined, amount: number, now: Date) => {
  if (intent?.status !== 'pending' || intent.amount !== amount) return false;
  const age = now.getTime() - Date.parse(intent.created_at);
  return age < (intent.authorization_url ? REUSE_CHECKOUT_MS : OPENING_CHECKOUT_MS);
};

type Intent = Checkout & {
  provider: string;
  currency: string;
  status: OnlinePaymentStatus;
  paid?: { amount: number; currency: string };
};

/** A booking's stream folded twice: the booking as its own decider sees it, and its online payments. */
export type OnlinePaymentState = { booking: BookingState; intents: Record<string, Intent> };

/**
 * Facts from the read models, as the office's decisions take them: `listed_unpaid` covers what
 * the booking's stream does not record (its student's deletion, an expiry); `student_deleted`.
 */
type BookingFacts = { listed_unpaid: boolean; student_deleted: boolean };

export type StartOnlinePayment = {
  type: 'StartOnlinePayment';
  data: BookingFacts & { reference: string; provider: string; amount: number; currency: string };
};
/** What the provider answered when asked to open the payment's checkout: its page, or nothing (it failed). */
export type RecordCheckout = { type: 'RecordCheckout'; data: { reference: string; authorization_url: string | null } };
export type RecordVerification = { type: 'RecordVerification'; data: BookingFacts & { reference: string; verification: Verification } };
/** The office takes a late or mismatched payment: the booking is approved as the office approves, bed permitting. */
export type ReholdPayment = { type: 'ReholdPayment'; data: BookingFacts & { reference: string; beds_left: number | null } };
export type RefundPayment = { type: 'RefundPayment'; data: { reference: string; reason: string } };
export type OnlinePaymentCommand = StartOnlinePayment | RecordCheckout | RecordVerification | ReholdPayment | RefundPayment;

const SETTLED: readonly OnlinePaymentStatus[] = ['confirmed', 'mismatch', 'late', 'reheld', 'refunded'];
const IN_QUEUE: readonly OnlinePaymentStatus[] = ['mismatch', 'late'];
const FAILED: readonly ProviderStatus[] = ['failed', 'reversed'];

export const initialState = (): OnlinePaymentState => ({ booking: bookingDecider.initialState(), intents: {} });

export function evolve(state: OnlinePaymentState, event: BookingEvent): OnlinePaymentState {
  const booking = bookingDecider.evolve(state.booking, event);
  const set = (reference: string, change: Partial<Intent>) => ({
    booking,
    intents: { ...state.intents, [reference]: { ...state.intents[reference], ...change } },
  });
  switch (event.type) {
    case 'PaymentIntentCreated':
      return set(event.data.reference, {
        provider: event.data.provider,
        amount: event.data.amount,
        currency: event.data.currency,
        created_at: event.data.at,
        authorization_url: event.data.authorization_url,
        status: 'pending',
      });
    case 'PaymentCheckoutOpened':
      return set(event.data.reference, { authorization_url: event.data.authorization_url });
    case 'PaymentConfirmed':
      return set(event.data.reference, { status: 'confirmed' });
    case 'PaymentMismatch':
    case 'LatePaymentReceived':
      return set(event.data.reference, {
        status: event.type === 'PaymentMismatch' ? 'mismatch' : 'late',
        paid: { amount: event.data.amount, currency: event.data.currency },
      });
    case 'PaymentFailed':
      return set(event.data.reference, { status: 'failed' });
    case 'PaymentRefundRequested':
      return set(event.data.reference, { status: 'refunded' });
    case 'PaymentApproved': {
      const reference = (event as PaymentReheld).data.reference;
      return reference && state.intents[reference] ? set(reference, { status: 'reheld' }) : { ...state, booking };
    }
    default:
      return { ...state, booking };
  }
}

export function decide(state: OnlinePaymentState, command: OnlinePaymentCommand, now: Date): BookingEvent[] {
  const { booking } = state;
  if (!booking.exists) throw notFound('Booking');
  const at = now.toISOString();
  const facts = { booking_id: booking.booking_id, user_id: booking.user_id, semester_id: booking.semester_id, room_id: booking.room_id };
  if (command.type === 'StartOnlinePayment') {
    const c = command.data;
    if (c.student_deleted) throw conflict(MESSAGES.booking.studentDeleted);
    const status = c.listed_unpaid ? 'unpaid' : booking.status;
    if (status === 'paid') throw conflict(MESSAGES.booking.alreadyPaid);
    if (status !== 'pending') throw conflict(MESSAGES.payments.notPending);
    if (c.amount !== booking.amount) throw conflict(MESSAGES.payments.amountChanged);
    if (state.intents[c.reference]) throw conflict(MESSAGES.errors.conflict);
    // Two taps at once: the payment the first recorded is the one to pay, the second records nothing.
    if (Object.values(state.intents).some((intent) => reusableCheckout(intent, c.amount, now))) return [];
    const { reference, provider, amount, currency } = c;
    return [{ type: 'PaymentIntentCreated', data: { ...facts, reference, provider, amount, currency, authorization_url: null, at } }];
  }
  const intent = state.intents[command.data.reference];
  if (!intent) throw notFound('Payment');
  const about = { ...facts, reference: command.data.reference, provider: intent.provider, at };
  switch (command.type) {
    case 'RecordCheckout': {
      // Asked once, by the request that recorded the payment: anything already known stands.
      if (intent.status !== 'pending' || intent.authorization_url) return [];
      const { authorization_url } = command.data;
      if (authorization_url) return [{ type: 'PaymentCheckoutOpened', data: { ...about, authorization_url } }];
      return [{ type: 'PaymentFailed', data: { ...about, amount: intent.amount, provider_status: 'not_opened' } }];
    }
    case 'RecordVerification':
      return verified(state, intent, command.data, about, now);
    case 'ReholdPayment': {
      if (!IN_QUEUE.includes(intent.status)) throw conflict(MESSAGES.payments.notInQueue);
      const { listed_unpaid, student_deleted, beds_left } = command.data;
      const approval = { type: 'ApprovePayment' as const, data: { listed_unpaid, student_deleted, beds_left } };
      return bookingDecider.decide(booking, approval, now).map((e): PaymentReheld => ({
        type: 'PaymentApproved',
        data: { ...(e as PaymentReheld).data, reference: command.data.reference },
      }));
    }
    case 'RefundPayment': {
      if (!IN_QUEUE.includes(intent.status) || !intent.paid) throw conflict(MESSAGES.payments.notInQueue);
      return [{ type: 'PaymentRefundRequested', data: { ...about, ...intent.paid, reason: command.data.reason } }];
    }
  }
}

type About = { booking_id: string; user_id: string; semester_id: string; room_id: string; reference: string; provider: string; at: string };

/**
 * What the provider's word on a payment decides: once paid, it is confirmed, flagged as not the
 * amount due, or as late, exactly once; a failure is kept while nothing was paid, and a payment
 * still open a day after it was started is given up (a success after that still counts).
 */
function verified(state: OnlinePaymentState, intent: Intent, c: RecordVerification['data'], about: About, now: Date): BookingEvent[] {
  if (SETTLED.includes(intent.status)) return [];
  const v = c.verification;
  if (v.status === 'success') {
    const paid = {
      amount: (v.amount_minor ?? 0) / 100,
      currency: v.currency ?? '',
      channel: v.channel,
      bank: v.bank,
      paid_at: v.paid_at,
    };
    const booking = state.booking as Extract<BookingState, { exists: true }>;
    const status = c.listed_unpaid || c.student_deleted ? 'unpaid' : booking.status;
    if (v.amount_minor !== Math.round(intent.amount * 100) || v.currency !== intent.currency) {
      const expected = { expected_amount: intent.amount, expected_currency: intent.currency };
      return [{ type: 'PaymentMismatch', data: { ...about, ...paid, ...expected, booking_status: status } }];
    }
    if (status === 'pending') {
      return [{ type: 'PaymentConfirmed', data: { ...about, ...paid, previous_status: 'pending', bed_taken: false } }];
    }
    return [{ type: 'LatePaymentReceived', data: { ...about, ...paid, booking_status: status } }];
  }
  if (intent.status !== 'pending') return [];
  const givenUp = now.getTime() - Date.parse(intent.created_at) >= ABANDON_AFTER_MS;
  if (FAILED.includes(v.status) || givenUp) {
    return [{ type: 'PaymentFailed', data: { ...about, amount: intent.amount, provider_status: v.status } }];
  }
  return [];
}

export const onlinePaymentDecider = { initialState, evolve, decide };
