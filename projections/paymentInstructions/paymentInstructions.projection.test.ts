import { describe, it } from 'vitest';
import { projectionSpec } from '../../tests/helpers/projectionSpec.ts';
import { paymentInstructionsProjection } from './paymentInstructions.projection.ts';

const spec = projectionSpec(paymentInstructionsProjection);
const at = '2026-08-01T08:00:00.000Z';
const later = '2026-08-02T08:00:00.000Z';
const momo = { network: 'MTN MoMo', number: '+233241234567', account_name: 'Hostel Office' };
const bank = { bank: 'GCB Bank', account_name: 'University Hostel', account_number: '1234567890123', branch: 'Legon' };
const first = { mobile_money: [momo], bank_account: bank, wording: 'Quote your booking reference.', at };

describe('the payment instructions read model', () => {
  it('keeps the instructions set, with who set them and when', async () => {
    await spec.given(['PaymentInstructionsSet', first, 'sa1']).then({
      payment_instructions: [
        { id: 'current', mobile_money: [momo], bank_account: bank, wording: first.wording, updated_by: 'sa1', updated_at: at },
      ],
    });
  });

  it('keeps only the last instructions, whole: a bank account left out is gone', async () => {
    const second = { mobile_money: [{ ...momo, network: 'Telecel Cash' }], bank_account: null, wording: '', at: later };
    await spec.given(['PaymentInstructionsSet', first, 'sa1'], ['PaymentInstructionsSet', second, 'sa2']).then({
      payment_instructions: [
        { id: 'current', mobile_money: second.mobile_money, bank_account: null, wording: '', updated_by: 'sa2', updated_at: later },
      ],
    });
  });
});
