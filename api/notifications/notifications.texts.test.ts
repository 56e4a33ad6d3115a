import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from './notifications.events.ts';
import { formatDeadline, messageText, SMS_LENGTH, type MessageFacts } from './notifications.texts.ts';

// The GSM 03.38 basic alphabet and its extension table (each extension character counts twice).
const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€';
const gsm7Length = (text: string) =>
  [...text].reduce((n, ch) => (GSM7.includes(ch) ? n + 1 : GSM7_EXTENSION.includes(ch) ? n + 2 : Number.NaN), 0);

const facts: MessageFacts = {
  first_name: 'Ama',
  room_number: 'B-204',
  amount: 12500.5,
  reference: 'HB-7K2M9Q',
  hold_until: '2027-01-12T17:00:00.000Z',
  reason: 'The mobile-money transaction ID does not match any payment we received this week.',
  receipt_url: 'https://hostel.example.edu.gh/booking/b_8f3kq92mzx1',
  instructions: {
    mobile_money: [{ network: 'Telecel Cash', number: '0201234567', account_name: 'Univ Hostel Ltd' }],
    bank_account: null,
    wording: 'Open 8-5',
    updated_at: '2026-09-01T00:00:00.000Z',
  },
};

// A waitlist offer has no booking yet, so no reference; its withdrawal asks for no money either.
const NO_BOOKING = ['waitlist_offer', 'waitlist_offer_withdrawn'];
const NO_MONEY = ['waitlist_offer_withdrawn'];

describe('the words of a notification', () => {
  it('writes each SMS in one segment of GSM-7, with the amount in GHS and the booking reference', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const { text, subject } = messageText(kind, 'sms', facts);
      expect(subject, kind).toBeNull();
      expect(gsm7Length(text), `${kind}: ${text}`).toBeLessThanOrEqual(SMS_LENGTH);
      if (!NO_MONEY.includes(kind)) expect(text, kind).toContain('GHS 12,500.50');
      if (!NO_BOOKING.includes(kind)) expect(text, kind).toContain('HB-7K2M9Q');
    }
  });

  it('writes each email with a subject, the amount in GH₵ and the booking reference', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const { text, subject } = messageText(kind, 'email', facts);
      expect(subject, kind).toBeTruthy();
      if (!NO_MONEY.includes(kind)) expect(text, kind).toContain('GH₵ 12,500.50');
      if (!NO_BOOKING.includes(kind)) expect(text, kind).toContain('HB-7K2M9Q');
      expect(text, kind).toMatch(/^Dear Ama,/);
    }
  });

  it('offers a waitlist bed with its room, price, deadline and how to accept', () => {
    for (const channel of ['sms', 'email'] as const) {
      const { text } = messageText('waitlist_offer', channel, { ...facts, reference: '' });
      expect(text).toContain('room B-204');
      expect(text).toContain('12 Jan 17:00');
      expect(text).toMatch(/Open the app to accept/);
    }
  });

  it('withdraws an offer with its room, and tells the student they keep their place', () => {
    for (const channel of ['sms', 'email'] as const) {
      const { text } = messageText('waitlist_offer_withdrawn', channel, { ...facts, reference: '' });
      expect(text).toMatch(/room B-204 (was|has been) taken out of service/i);
      expect(text).toMatch(/keep your place/);
    }
  });

  it('says where to pay and until when on a booking, the deadline on Ghana clocks', () => {
    expect(formatDeadline('2027-01-12T17:00:00.000Z')).toBe('12 Jan 17:00');
    expect(formatDeadline('2026-09-03T08:05:00.000Z')).toBe('3 Sep 08:05');
    const { text } = messageText('booking_made', 'sms', facts);
    expect(text).toContain('until 12 Jan 17:00');
    expect(text).toContain('Telecel Cash 0201234567');
    expect(messageText('booking_made', 'sms', { ...facts, instructions: null }).text).toContain('the hostel office');
  });

  it('links the receipt on an approval only when the public address is known', () => {
    expect(messageText('payment_approved', 'sms', facts).text).toContain(facts.receipt_url);
    expect(messageText('payment_approved', 'sms', { ...facts, receipt_url: null }).text).not.toContain('Receipt');
  });

  it('gives the reason of a rejection or revocation, cut to fit one SMS, and whole in the email', () => {
    const long = { ...facts, reason: 'x'.repeat(400) };
    for (const kind of ['payment_rejected', 'payment_revoked'] as const) {
      expect(messageText(kind, 'sms', facts).text).toContain('does not match');
      expect(messageText(kind, 'sms', long).text.length).toBeLessThanOrEqual(SMS_LENGTH);
      expect(messageText(kind, 'email', long).text).toContain('x'.repeat(400));
    }
  });
});

describe("the office's answer to a cancellation request", () => {
  const decided = (decided: 'approved' | 'refused', refund_amount: number) => ({
    ...facts,
    reason: 'Agreed',
    cancellation: {
      requested_at: '',
      reason: 'x',
      decided,
      decided_at: '',
      decision_reason: 'Agreed',
      refund: refund_amount > 0,
      refund_amount,
    },
  });

  it('says an approval and the refund given, or a refusal and that the booking stays paid', () => {
    expect(messageText('cancellation_decided', 'sms', decided('approved', 500)).text).toContain(
      'is cancelled. GHS 500.00 of the GHS 12,500.50',
    );
    expect(messageText('cancellation_decided', 'email', decided('approved', 0)).text).toContain('No refund');
    const refused = messageText('cancellation_decided', 'email', decided('refused', 0));
    expect(refused.subject).toContain('Cancellation refused');
    expect(refused.text).toContain('stays paid');
  });
});
