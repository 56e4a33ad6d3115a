import type { BookingEvent, PaymentReheld } from '../../api/bookings/bookings.events.ts';
import { definitionOf, insertRow, rowOf, type InlineProjection } from '../projection.ts';

const INTENT = rowOf('payment_intents', { created_at: 'at', updated_at: 'at' });

/**
 * Online payments, written in the transaction of the booking's stream that decided them: the
 * student's status poll, the reconciler's sweep and the office's queue read their own writes.
 * An approval naming a payment is the office re-holding it.
 */
export const paymentIntentsProjection: InlineProjection = {
  name: 'payment_intents',
  version: 2,
  mode: 'inline',
  handles: [
    'PaymentIntentCreated',
    'PaymentCheckoutOpened',
    'PaymentConfirmed',
    'PaymentMismatch',
    'LatePaymentReceived',
    'PaymentFailed',
    'PaymentRefundRequested',
    'PaymentApproved',
  ],
  ...definitionOf(import.meta.url, 'paymentIntents.sql'),
  apply: async (db, stored) => {
    const event = { type: stored.type, data: stored.data } as BookingEvent;
    switch (event.type) {
      case 'PaymentIntentCreated':
        await insertRow(db, INTENT, { ...event.data, status: 'pending' });
        return;
      case 'PaymentCheckoutOpened':
        await db`UPDATE payment_intents SET authorization_url = ${event.data.authorization_url}, updated_at = ${event.data.at}
                  WHERE reference = ${event.data.reference}`;
        return;
      case 'PaymentConfirmed': {
        const d = event.data;
        await db`UPDATE payment_intents
                    SET status = 'confirmed', paid_amount = ${d.amount}, paid_currency = ${d.currency}, channel = ${d.channel},
                        bank = ${d.bank}, updated_at = ${d.at}
                  WHERE reference = ${d.reference}`;
        return;
      }
      case 'PaymentMismatch':
      case 'LatePaymentReceived': {
        const d = event.data;
        const review = event.type === 'PaymentMismatch' ? 'mismatch' : 'late';
        await db`UPDATE payment_intents
                    SET status = ${review}, review = ${review}, booking_status = ${d.booking_status}, paid_amount = ${d.amount},
                        paid_currency = ${d.currency}, channel = ${d.channel}, bank = ${d.bank}, updated_at = ${d.at}
                  WHERE reference = ${d.reference}`;
        return;
      }
      case 'PaymentFailed':
        await db`UPDATE payment_intents SET status = 'failed', provider_status = ${event.data.provider_status}, updated_at = ${event.data.at}
                  WHERE reference = ${event.data.reference}`;
        return;
      case 'PaymentRefundRequested':
        await db`UPDATE payment_intents SET status = 'refunded', resolution_reason = ${event.data.reason}, updated_at = ${event.data.at}
                  WHERE reference = ${event.data.reference}`;
        return;
      case 'PaymentApproved': {
        const { reference, at } = (event as PaymentReheld).data;
        if (reference) await db`UPDATE payment_intents SET status = 'reheld', updated_at = ${at} WHERE reference = ${reference}`;
        return;
      }
    }
  },
};
