import { MESSAGES } from '../../shared/messages.ts';
import { formatPhone, invalidPhoneMessage, toE164 } from '../../shared/phone.ts';
import { nameError } from '../../shared/plainText.ts';
import { TEXT_LIMITS, tooLongMessage, type TextField } from '../../shared/textLimits.ts';
import { textOf, type FormValues } from '../common/HostelForm.tsx';
import type { PaymentInstructions, PaymentInstructionsInput } from '../plain/types.ts';

const M = MESSAGES.paymentInstructions;
type Validator = (value: unknown, values: FormValues) => string | undefined;

const longerThan = (field: TextField, value: unknown) => textOf(value).length > TEXT_LIMITS[field].max;
const bankOf = (values: FormValues) => (values.bank_account ?? {}) as Record<string, unknown>;
/** A bank account is given once any of its fields is filled: then it needs its bank, name and number. */
const bankGiven = (values: FormValues) => ['bank', 'account_name', 'account_number', 'branch'].some((f) => textOf(bankOf(values)[f]));

/** The API's rules, input by input, in its words (api/paymentInstructions/paymentInstructions.schema.ts). */
export const validators = {
  network: ((value) => (textOf(value) ? undefined : M.networkRequired)) as Validator,
  number: ((value) => {
    if (!textOf(value)) return M.numberRequired;
    if (longerThan('mobile_money_number', value)) return tooLongMessage('mobile_money_number');
    return toE164(textOf(value)) === null ? invalidPhoneMessage(TEXT_LIMITS.mobile_money_number.label) : undefined;
  }) as Validator,
  accountName: ((value) => {
    if (!textOf(value)) return M.accountNameRequired;
    if (longerThan('account_name', value)) return tooLongMessage('account_name');
    return nameError(textOf(value), TEXT_LIMITS.account_name.label) ?? undefined;
  }) as Validator,
  bank: ((value, values) => {
    if (!bankGiven(values)) return undefined;
    if (!textOf(value)) return M.bankRequired;
    return longerThan('bank', value) ? tooLongMessage('bank') : undefined;
  }) as Validator,
  bankAccountName: ((value, values) => (bankGiven(values) ? validators.accountName(value, values) : undefined)) as Validator,
  accountNumber: ((value, values) => {
    if (!bankGiven(values)) return undefined;
    if (!textOf(value)) return M.accountNumberRequired;
    if (longerThan('account_number', value)) return tooLongMessage('account_number');
    return /^[0-9A-Za-z -]+$/.test(textOf(value)) ? undefined : M.accountNumberInvalid;
  }) as Validator,
  branch: ((value) => (longerThan('branch', value) ? tooLongMessage('branch') : undefined)) as Validator,
  wording: ((value) => (longerThan('wording', value) ? tooLongMessage('wording') : undefined)) as Validator,
};

const emptyAccount = { network: '', number: '', account_name: '' };
const emptyBank = { bank: '', account_name: '', account_number: '', branch: '' };

/** The form's first values: the instructions in force (numbers as people write them), or one empty number. */
export function defaultsOf(instructions: PaymentInstructions | null | undefined): FormValues {
  if (!instructions) return { mobile_money: [emptyAccount], bank_account: emptyBank, wording: '' };
  return {
    mobile_money: instructions.mobile_money.map((a) => ({ ...a, number: formatPhone(a.number) })),
    bank_account: instructions.bank_account ? { ...instructions.bank_account, branch: instructions.bank_account.branch ?? '' } : emptyBank,
    wording: instructions.wording,
  };
}

/** What PUT /payment-instructions is sent: an empty bank account is none. */
export function toPaymentInstructions(values: FormValues): PaymentInstructionsInput {
  const accounts = (values.mobile_money ?? []) as Record<string, unknown>[];
  const bank = bankOf(values);
  return {
    mobile_money: accounts.map((a) => ({
      network: textOf(a.network) as PaymentInstructionsInput['mobile_money'][number]['network'],
      number: textOf(a.number),
      account_name: textOf(a.account_name),
    })),
    bank_account: bankGiven(values)
      ? {
          bank: textOf(bank.bank),
          account_name: textOf(bank.account_name),
          account_number: textOf(bank.account_number),
          branch: textOf(bank.branch) || null,
        }
      : null,
    wording: textOf(values.wording),
  };
}

/** The API's one rule across fields: some way to pay. */
export const noWayToPay = (payload: PaymentInstructionsInput) => payload.mobile_money.length === 0 && payload.bank_account === null;
