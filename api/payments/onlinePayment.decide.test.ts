import { describe, it } from 'vitest';
import { spec } from '../../tests/helpers/decider.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { BedBooked, BookingEvent, PaymentIntentCreated, PaymentRejected } from '../bookings/bookings.events.ts';
import { bookingDecider } from '../bookings/bookings.decide.ts';
import {
  ABANDON_AFTER_MS,
  onlinePaymentDecider,
  OPENING_CHECKOUT_MS,
  REUSE_CHECKOUT_MS,
  type RecordVerification,
} from './onlinePayment.decide.ts';
import type { Verification } from './providers/provider.ts';

const now = new Date('2026-09-01T08:10:00Z');
const at = now.toISOString();
const bookedAt = '2026-09-01T08:00:00.000Z';
const given = (events: BookingEvent[] = []) => spec(onlinePaymentDecider).given(events);

const booked = {
  type: 'BedBooked',
  data: { booking_id: 'b1', user_id: 'u1', semester_id: 's1', room_id: 'r1', amount_paid: 1500, payment_status: 'pending', at: bookedAt },
} as unknown as BedBooked;
const facts = { booking_id: 'b1', user_id: 'u1', semester_id: 's1', room_id: 'r1' };
const created: PaymentIntentCreated = {
  type: 'PaymentIntentCreated',
  data: {
    ...facts,
    reference: 'HST-1',
    provider: 'paystack',
    amount: 1500,
    currency: 'GHS',
    authorization_url: 'https://checkout.test/a',
    at: bookedAt,
  },
};
const rejected: PaymentRejected = {
  type: 'PaymentRejected',
  data: { ...facts, amount: 1500, previous_status: 'pending', bed_released: true, reason: 'No payment', at: bookedAt },
};
const listed = { listed_unpaid: false, student_deleted: false };
const start = (over: Record<string, unknown> = {}) => ({
  type: 'StartOnlinePayment' as const,
  data: {
    ...listed,
    reference: 'HST-1',
    provider: 'paystack',
    amount: 1500,
    currency: 'GHS',
    ...over,
  },
});
const success: Verification = {
  status: 'success',
  amount_minor: 150000,
  currency: 'GHS',
  channel: 'mobile_money',
  bank: 'MTN',
  paid_at: at,
};
const verify = (v: Partial<Verification> = {}, over: Partial<RecordVerification['data']> = {}): RecordVerification => ({
  type: 'RecordVerification',
  data: { ...listed, reference: 'HST-1', verification: { ...success, ...v }, ...over },
});
const about = { ...facts, reference: 'HST-1', provider: 'paystack', at };
const paid = { amount: 1500, currency: 'GHS', channel: 'mobile_money', bank: 'MTN', paid_at: at };
const confirmed: BookingEvent = { type: 'PaymentConfirmed', data: { ...about, ...paid, previous_status: 'pending', bed_taken: false } };
const late: BookingEvent = { type: 'LatePaymentReceived', data: { ...about, ...paid, booking_status: 'unpaid' } };

describe('starting an online payment', () => {
  it('records the intent with the booking’s amount, before its checkout is opened', () => {
    given([booked])
      .when(start(), now)
      .then([{ ...created, data: { ...created.data, authorization_url: null, at } }]);
  });

  it('records the checkout’s page once, or that it could not be opened', () => {
    const recorded: PaymentIntentCreated = { ...created, data: { ...created.data, authorization_url: null } };
    const checkout = (authorization_url: string | null) => ({
      type: 'RecordCheckout' as const,
      data: { reference: 'HST-1', authorization_url },
    });
    const opened: BookingEvent = { type: 'PaymentCheckoutOpened', data: { ...about, authorization_url: 'https://checkout.test/a' } };
    given([booked, recorded]).when(checkout('https://checkout.test/a'), now).then([opened]);
    given([booked, recorded, opened]).when(checkout('https://checkout.test/b'), now).then([]);
    given([booked, recorded])
      .when(checkout(null), now)
      .then([{ type: 'PaymentFailed', data: { ...about, amount: 1500, provider_status: 'not_opened' } }]);
  });

  it('holds off a second start while the first checkout is being opened, and not after its server could have answered', () => {
    const after = (ms: number) => new Date(Date.parse(bookedAt) + ms);
    const recorded: PaymentIntentCreated = { ...created, data: { ...created.data, authorization_url: null } };
    given([booked, recorded])
      .when(start({ reference: 'HST-2' }), after(OPENING_CHECKOUT_MS - 1000))
      .then([]);
    given([booked, recorded])
      .when(start({ reference: 'HST-2' }), after(OPENING_CHECKOUT_MS))
      .then([{ ...recorded, data: { ...recorded.data, reference: 'HST-2', at: after(OPENING_CHECKOUT_MS).toISOString() } }]);
  });

  it('refuses a booking that is not waiting for its payment', () => {
    given([booked, rejected]).when(start(), now).thenThrows(MESSAGES.payments.notPending);
    given([booked])
      .when(start({ listed_unpaid: true }), now)
      .thenThrows(MESSAGES.payments.notPending);
    given([booked, confirmed])
      .when(start({ reference: 'HST-2' }), now)
      .thenThrows(MESSAGES.booking.alreadyPaid);
    given([booked])
      .when(start({ student_deleted: true }), now)
      .thenThrows(MESSAGES.booking.studentDeleted);
  });

  it('records nothing for a second start while the first checkout is recent and unpaid: that one is to be paid', () => {
    const after = (ms: number) => new Date(Date.parse(bookedAt) + ms);
    const second = (moment: Date) => [
      { ...created, data: { ...created.data, reference: 'HST-2', authorization_url: null, at: moment.toISOString() } },
    ];
    given([booked, created])
      .when(start({ reference: 'HST-2' }), after(REUSE_CHECKOUT_MS - 1000))
      .then([]);
    // An old checkout, or a failed one, is not offered again: a new one is opened.
    given([booked, created])
      .when(start({ reference: 'HST-2' }), after(REUSE_CHECKOUT_MS))
      .then(second(after(REUSE_CHECKOUT_MS)));
    const failed: BookingEvent = { type: 'PaymentFailed', data: { ...about, at: bookedAt, amount: 1500, provider_status: 'failed' } };
    given([booked, created, failed])
      .when(start({ reference: 'HST-2' }), now)
      .then(second(now));
  });

  it('refuses an amount that is not the booking’s, and an unknown booking', () => {
    given([booked])
      .when(start({ amount: 10 }), now)
      .thenThrows(MESSAGES.payments.amountChanged);
    given([]).when(start(), now).thenThrows('Booking not found.');
  });
});

describe('the provider’s word on a payment', () => {
  it('confirms the amount and currency due on a pending booking, once', () => {
    given([booked, created]).when(verify(), now).then([confirmed]);
    given([booked, created, confirmed]).when(verify(), now).then([]);
  });

  it('marks the booking paid for the office’s decisions too: an approval or a rejection after it is refused', () => {
    const afterConfirmation = spec(bookingDecider).given([booked, created, confirmed]);
    afterConfirmation.when({ type: 'ApprovePayment', data: { ...listed, beds_left: 1 } }, now).thenThrows(MESSAGES.booking.alreadyPaid);
    afterConfirmation
      .when({ type: 'RejectPayment', data: { ...listed, reason: 'No payment' } }, now)
      .thenThrows(MESSAGES.booking.paidNotRejected);
  });

  it('flags another amount or currency as a mismatch, leaving the booking pending', () => {
    const mismatch = (amount: number, currency: string): BookingEvent => ({
      type: 'PaymentMismatch',
      data: { ...about, ...paid, amount, currency, expected_amount: 1500, expected_currency: 'GHS', booking_status: 'pending' },
    });
    given([booked, created])
      .when(verify({ amount_minor: 100000 }), now)
      .then([mismatch(1000, 'GHS')]);
    given([booked, created])
      .when(verify({ currency: 'NGN' }), now)
      .then([mismatch(1500, 'NGN')]);
    given([booked, created, mismatch(1000, 'GHS')])
      .when(verify(), now)
      .then([]);
  });

  it('takes a payment after a rejection, an expiry or a deletion as late, without marking the booking paid', () => {
    given([booked, created, rejected]).when(verify(), now).then([late]);
    given([booked, created])
      .when(verify({}, { listed_unpaid: true }), now)
      .then([late]);
    given([booked, created])
      .when(verify({}, { student_deleted: true }), now)
      .then([late]);
  });

  it('takes a second payment of a paid booking as late, to be refunded', () => {
    const second = { ...created, data: { ...created.data, reference: 'HST-2' } };
    given([booked, created, confirmed, second])
      .when({ ...verify(), data: { ...verify().data, reference: 'HST-2' } }, now)
      .then([{ type: 'LatePaymentReceived', data: { ...about, reference: 'HST-2', ...paid, booking_status: 'paid' } }]);
  });

  it('records a failure once, and still confirms a success that follows it', () => {
    const failed: BookingEvent = { type: 'PaymentFailed', data: { ...about, amount: 1500, provider_status: 'failed' } };
    given([booked, created])
      .when(verify({ status: 'failed' }), now)
      .then([failed]);
    given([booked, created, failed])
      .when(verify({ status: 'failed' }), now)
      .then([]);
    given([booked, created, failed]).when(verify(), now).then([confirmed]);
  });

  it('waits on a payment still open, and gives it up a day after it started', () => {
    for (const status of ['pending', 'ongoing', 'abandoned', 'not_found'] as const) {
      given([booked, created]).when(verify({ status }), now).then([]);
      const later = new Date(Date.parse(bookedAt) + ABANDON_AFTER_MS);
      given([booked, created])
        .when(verify({ status }), later)
        .then([{ type: 'PaymentFailed', data: { ...about, at: later.toISOString(), amount: 1500, provider_status: status } }]);
    }
  });

  it('refuses a payment the booking never started', () => {
    given([booked]).when(verify(), now).thenThrows('Payment not found.');
  });
});

describe('the office’s decision on a late or mismatched payment', () => {
  const rehold = (beds_left: number | null = 1) => ({
    type: 'ReholdPayment' as const,
    data: { ...listed, reference: 'HST-1', beds_left },
  });
  const refund = { type: 'RefundPayment' as const, data: { reference: 'HST-1', reason: 'Booking was rejected' } };

  it('re-holds through the approval, naming the payment, when a bed is free', () => {
    given([booked, created, rejected, late])
      .when(rehold(), now)
      .then([
        {
          type: 'PaymentApproved',
          data: { ...facts, amount: 1500, previous_status: 'unpaid', bed_taken: true, at, reference: 'HST-1' },
        } as BookingEvent,
      ]);
    given([booked, created, rejected, late]).when(rehold(0), now).thenThrows(MESSAGES.booking.fullCapacity);
  });

  it('refunds with a reason, once; a settled or confirmed payment is not in the queue', () => {
    const refunded: BookingEvent = {
      type: 'PaymentRefundRequested',
      data: { ...about, amount: 1500, currency: 'GHS', reason: 'Booking was rejected' },
    };
    given([booked, created, rejected, late]).when(refund, now).then([refunded]);
    given([booked, created, rejected, late, refunded]).when(refund, now).thenThrows(MESSAGES.payments.notInQueue);
    given([booked, created, rejected, late, refunded]).when(rehold(), now).thenThrows(MESSAGES.payments.notInQueue);
    given([booked, created, confirmed]).when(refund, now).thenThrows(MESSAGES.payments.notInQueue);
  });
});
