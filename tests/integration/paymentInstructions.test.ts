import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MOBILE_MONEY_ACCOUNTS } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { invalidPhoneMessage } from '../../shared/phone.ts';
import { tooLongMessage } from '../../shared/textLimits.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/** PUT and GET /api/payment-instructions: the superadmin says where students pay; everyone reads it. */
let t: TestApp;
let tokens: Record<'superadmin' | 'admin' | 'student', string>;

beforeAll(async () => {
  t = await createTestApp();
  const [superadmin, admin, student] = await Promise.all([loginSuperadmin(t), createAdmin(t), registerStudent(t)]);
  tokens = { superadmin: superadmin.token, admin: admin.token, student: student.token };
});
afterAll(() => t.close());

const eventCount = async () => (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n;
const instructions = (overrides: Record<string, unknown> = {}) => ({
  mobile_money: [
    { network: 'MTN MoMo', number: '024 123 4567', account_name: 'University Hostel Office' },
    { network: 'Telecel Cash', number: '+233 20 123 4567', account_name: 'University Hostel Office' },
  ],
  bank_account: { bank: 'GCB Bank', account_name: 'University Hostel', account_number: '1234567890123', branch: '  ' },
  wording: '  Pay within 48 hours and write your booking reference as the description.  ',
  ...overrides,
});
const put = (token: string, body: unknown) => t.call('PUT', '/api/payment-instructions', { token, body });

describe('payment instructions', () => {
  it('are null until the superadmin sets them', async () => {
    const res = await t.call('GET', '/api/payment-instructions', { token: tokens.student });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null });
  });

  it('set by the superadmin, are read by every signed-in user: numbers in E.164, text trimmed, an empty branch none', async () => {
    t.clock.advance(1000);
    const res = await put(tokens.superadmin, instructions());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MESSAGES.paymentInstructions.saved);
    const expected = {
      mobile_money: [
        { network: 'MTN MoMo', number: '+233241234567', account_name: 'University Hostel Office' },
        { network: 'Telecel Cash', number: '+233201234567', account_name: 'University Hostel Office' },
      ],
      bank_account: { bank: 'GCB Bank', account_name: 'University Hostel', account_number: '1234567890123', branch: null },
      wording: 'Pay within 48 hours and write your booking reference as the description.',
      updated_at: t.clock.now().toISOString(),
    };
    expect(res.body.data).toEqual(expected);
    for (const token of Object.values(tokens)) {
      expect((await t.call('GET', '/api/payment-instructions', { token })).body).toEqual({ data: expected });
    }
    const [event] = await t.deps.store.readStream('settings-payment-instructions');
    const { updated_at, ...fields } = expected;
    expect(event).toMatchObject({ type: 'PaymentInstructionsSet', data: { ...fields, at: updated_at } });
  });

  it('sent again unchanged record nothing; changed, replace the last whole', async () => {
    const before = await eventCount();
    expect((await put(tokens.superadmin, instructions())).status).toBe(200);
    expect(await eventCount()).toBe(before);
    const res = await put(tokens.superadmin, {
      mobile_money: [{ network: 'AirtelTigo Money', number: '0271234567', account_name: 'Hostel' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      mobile_money: [{ network: 'AirtelTigo Money', number: '+233271234567', account_name: 'Hostel' }],
      bank_account: null,
      wording: '',
    });
    expect(await eventCount()).toBe(before + 1);
  });

  it('cannot be set by an admin or a student (403), nor without signing in (401)', async () => {
    const before = await eventCount();
    expect((await put(tokens.admin, instructions())).status).toBe(403);
    expect((await put(tokens.student, instructions())).status).toBe(403);
    expect((await t.call('PUT', '/api/payment-instructions', { body: instructions() })).status).toBe(401);
    expect((await t.call('GET', '/api/payment-instructions')).status).toBe(401);
    expect(await eventCount()).toBe(before);
  });

  it.each([
    [
      'a number that is not a phone number',
      { mobile_money: [{ network: 'MTN MoMo', number: '12', account_name: 'Hostel' }] },
      'mobile_money.0.number',
      invalidPhoneMessage('Mobile Money Number'),
    ],
    [
      'a network that is not one',
      { mobile_money: [{ network: 'Vodafone', number: '0241234567', account_name: 'Hostel' }] },
      'mobile_money.0.network',
      MESSAGES.paymentInstructions.networkRequired,
    ],
    [
      'a number without its account name',
      { mobile_money: [{ network: 'MTN MoMo', number: '0241234567', account_name: ' ' }] },
      'mobile_money.0.account_name',
      MESSAGES.paymentInstructions.accountNameRequired,
    ],
    ['wording too long', { wording: 'x'.repeat(1001) }, 'wording', tooLongMessage('wording')],
    [
      'an account number with symbols',
      { bank_account: { bank: 'GCB', account_name: 'Hostel', account_number: '12;DROP' } },
      'bank_account.account_number',
      MESSAGES.paymentInstructions.accountNumberInvalid,
    ],
    [
      'a bank account without its bank',
      { bank_account: { bank: '', account_name: 'Hostel', account_number: '123' } },
      'bank_account.bank',
      MESSAGES.paymentInstructions.bankRequired,
    ],
    ['no way to pay at all', { mobile_money: [], bank_account: null }, 'mobile_money', MESSAGES.paymentInstructions.noWayToPay],
    [
      'more numbers than the page can list',
      {
        mobile_money: Array.from({ length: MAX_MOBILE_MONEY_ACCOUNTS + 1 }, () => ({
          network: 'MTN MoMo',
          number: '0241234567',
          account_name: 'H',
        })),
      },
      'mobile_money',
      MESSAGES.paymentInstructions.tooManyNumbers(MAX_MOBILE_MONEY_ACCOUNTS),
    ],
  ])('refuse %s with 422 under its field, and record nothing', async (_case, overrides, field, message) => {
    const before = await eventCount();
    const res = await put(tokens.superadmin, instructions(overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(await eventCount()).toBe(before);
  });
});
