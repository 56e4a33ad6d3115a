import { describe, it } from 'vitest';
import { spec } from '../../tests/helpers/decider.ts';
import { paymentInstructionsDecider, type SetPaymentInstructions } from './paymentInstructions.decide.ts';
import type { PaymentInstructionsFields, PaymentInstructionsSet } from './paymentInstructions.events.ts';

const now = new Date('2026-09-01T08:00:00Z');
const at = now.toISOString();
const given = (events: PaymentInstructionsSet[] = []) => spec(paymentInstructionsDecider).given(events);

const fields: PaymentInstructionsFields = {
  mobile_money: [{ network: 'MTN MoMo', number: '+233241234567', account_name: 'Hostel Office' }],
  bank_account: { bank: 'GCB Bank', account_name: 'University Hostel', account_number: '1234567890123', branch: null },
  wording: 'Write your booking reference as the payment’s description.',
};
const set = (data: PaymentInstructionsFields): SetPaymentInstructions => ({ type: 'SetPaymentInstructions', data });
const wasSet = (data: PaymentInstructionsFields, when = '2026-08-01T08:00:00.000Z'): PaymentInstructionsSet => ({
  type: 'PaymentInstructionsSet',
  data: { ...data, at: when },
});

describe('setting the payment instructions', () => {
  it('records the first instructions', () => {
    given()
      .when(set(fields), now)
      .then([wasSet(fields, at)]);
  });

  it('replaces the instructions in force with new ones, whole', () => {
    const moved = { ...fields, mobile_money: [{ network: 'Telecel Cash' as const, number: '+233201234567', account_name: 'Hostel' }] };
    given([wasSet(fields)])
      .when(set(moved), now)
      .then([wasSet(moved, at)]);
    given([wasSet(fields)])
      .when(set({ ...fields, bank_account: null }), now)
      .then([wasSet({ ...fields, bank_account: null }, at)]);
  });

  it('records nothing when the same instructions are sent again, whatever the order of their keys', () => {
    const reordered = { wording: fields.wording, bank_account: fields.bank_account, mobile_money: fields.mobile_money };
    given([wasSet(fields)])
      .when(set(reordered), now)
      .then([]);
  });
});
