import { describe, it } from 'vitest';
import { projectionSpec } from '../../tests/helpers/projectionSpec.ts';
import { paymentIntentsProjection } from './paymentIntents.projection.ts';

const spec = projectionSpec(paymentIntentsProjection);
const at = '2026-09-01T08:00:00.000Z';
const later = '2026-09-01T08:06:00.000Z';
const facts = { booking_id: 'b1', user_id: 'u1', semester_id: 's1', room_id: 'r1', reference: 'HST-1', provider: 'paystack' };
const created = [
  'PaymentIntentCreated',
  { ...facts, amount: 1500, currency: 'GHS', authorization_url: 'https://checkout.test/ac_1', at },
] as const;
const paid = { amount: 1500, currency: 'GHS', channel: 'mobile_money', bank: 'MTN', paid_at: later, at: later };
const row = {
  reference: 'HST-1',
  booking_id: 'b1',
  user_id: 'u1',
  semester_id: 's1',
  provider: 'paystack',
  amount: 1500,
  currency: 'GHS',
  authorization_url: 'https://checkout.test/ac_1',
  status: 'pending',
  paid_amount: null,
  paid_currency: null,
  channel: null,
  bank: null,
  provider_status: null,
  review: null,
  booking_status: null,
  resolution_reason: null,
  created_at: at,
  updated_at: at,
};
const paidRow = { paid_amount: 1500, paid_currency: 'GHS', channel: 'mobile_money', bank: 'MTN', updated_at: later };

describe('the payment intents read model', () => {
  it('keeps each payment started, pending, then confirmed with how it was paid', async () => {
    await spec.given(created).then({ payment_intents: [row] });
    await spec
      .given(created, ['PaymentConfirmed', { ...facts, ...paid, previous_status: 'pending', bed_taken: false }])
      .then({ payment_intents: [{ ...row, ...paidRow, status: 'confirmed' }] });
  });

  it('keeps a payment recorded before its checkout was opened, then the checkout’s page', async () => {
    const recorded = ['PaymentIntentCreated', { ...facts, amount: 1500, currency: 'GHS', authorization_url: null, at }] as const;
    await spec.given(recorded).then({ payment_intents: [{ ...row, authorization_url: null }] });
    await spec
      .given(recorded, ['PaymentCheckoutOpened', { ...facts, authorization_url: 'https://checkout.test/ac_1', at: later }])
      .then({ payment_intents: [{ ...row, updated_at: later }] });
  });

  it('keeps a failure with the provider’s word for it', async () => {
    await spec
      .given(created, ['PaymentFailed', { ...facts, amount: 1500, provider_status: 'abandoned', at: later }])
      .then({ payment_intents: [{ ...row, status: 'failed', provider_status: 'abandoned', updated_at: later }] });
  });

  it('puts a mismatch and a late payment in review, and keeps the office’s decision on them', async () => {
    const mismatch = [
      'PaymentMismatch',
      { ...facts, ...paid, amount: 1000, expected_amount: 1500, expected_currency: 'GHS', booking_status: 'pending' },
    ] as const;
    const flagged = { ...row, ...paidRow, paid_amount: 1000, status: 'mismatch', review: 'mismatch', booking_status: 'pending' };
    await spec.given(created, mismatch).then({ payment_intents: [flagged] });
    const reheld = [
      'PaymentApproved',
      { booking_id: 'b1', reference: 'HST-1', previous_status: 'pending', bed_taken: false, at: '2026-09-02T08:00:00.000Z' },
    ] as const;
    await spec
      .given(created, mismatch, reheld)
      .then({ payment_intents: [{ ...flagged, status: 'reheld', updated_at: '2026-09-02T08:00:00.000Z' }] });

    const late = ['LatePaymentReceived', { ...facts, ...paid, booking_status: 'unpaid' }] as const;
    const refund = ['PaymentRefundRequested', { ...facts, amount: 1500, currency: 'GHS', reason: 'Rejected before', at: later }] as const;
    await spec.given(created, late, refund).then({
      payment_intents: [
        { ...row, ...paidRow, status: 'refunded', review: 'late', booking_status: 'unpaid', resolution_reason: 'Rejected before' },
      ],
    });
  });

  it('leaves a payment alone when an approval names none', async () => {
    await spec
      .given(created, ['PaymentApproved', { booking_id: 'b1', previous_status: 'pending', bed_taken: false, at: later }])
      .then({ payment_intents: [row] });
  });
});
