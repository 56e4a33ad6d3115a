import { z } from 'zod';
import { MAX_MOBILE_MONEY_ACCOUNTS, MOBILE_MONEY_NETWORKS } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { maxLengthOf } from '../../shared/textLimits.ts';
import { phoneNumber } from '../http/phoneSchema.ts';
import { personName } from '../http/plainTextSchema.ts';

const M = MESSAGES.paymentInstructions;
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

const mobileMoneyAccount = z.object({
  network: z.enum(MOBILE_MONEY_NETWORKS, { error: M.networkRequired }),
  number: phoneNumber('mobile_money_number', M.numberRequired),
  account_name: personName('account_name', M.accountNameRequired),
});

const bankAccount = z.object({
  bank: requiredText(M.bankRequired).max(...maxLengthOf('bank')),
  account_name: personName('account_name', M.accountNameRequired),
  account_number: requiredText(M.accountNumberRequired)
    .max(...maxLengthOf('account_number'))
    .regex(/^[0-9A-Za-z -]+$/, M.accountNumberInvalid),
  // Optional: an empty branch is none.
  branch: z
    .string()
    .trim()
    .max(...maxLengthOf('branch'))
    .nullish()
    .transform((branch) => branch || null),
});

/**
 * Body of PUT /payment-instructions: the whole set, replacing the last. At least one way to pay:
 * a mobile-money number or a bank account. Numbers are stored in E.164.
 */
export const paymentInstructionsBody = z
  .object({
    mobile_money: z.array(mobileMoneyAccount).max(MAX_MOBILE_MONEY_ACCOUNTS, M.tooManyNumbers(MAX_MOBILE_MONEY_ACCOUNTS)).default([]),
    bank_account: bankAccount.nullish().transform((bank) => bank ?? null),
    wording: z
      .string()
      .trim()
      .max(...maxLengthOf('wording'))
      .nullish()
      .transform((wording) => wording ?? ''),
  })
  .superRefine((body, ctx) => {
    if (body.mobile_money.length === 0 && body.bank_account === null)
      ctx.addIssue({ code: 'custom', path: ['mobile_money'], message: M.noWayToPay });
  });
