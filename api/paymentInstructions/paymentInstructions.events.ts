import type { BankAccount, MobileMoneyAccount } from '../../shared/records.ts';

/** Where and how students pay, as the superadmin sets it: one stream for the whole hostel. */
export const PAYMENT_INSTRUCTIONS_STREAM = 'settings-payment-instructions';

export type PaymentInstructionsFields = {
  mobile_money: MobileMoneyAccount[];
  bank_account: BankAccount | null;
  wording: string;
};

/** The whole set of instructions, replacing the last one. `at`: the moment, by the injected clock. */
export type PaymentInstructionsSet = { type: 'PaymentInstructionsSet'; data: PaymentInstructionsFields & { at: string } };

export type PaymentInstructionsEvent = PaymentInstructionsSet;
export const PAYMENT_INSTRUCTIONS_EVENT_TYPES = ['PaymentInstructionsSet'] as const;
