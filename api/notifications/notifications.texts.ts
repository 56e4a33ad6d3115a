import { HOSTEL_TIME_ZONE } from '../../shared/constants.ts';
import { formatMoney, formatSmsMoney } from '../../shared/money.ts';
import type { BookingCancellation, PaymentInstructions } from '../../shared/records.ts';
import type { NotificationChannel, NotificationKind } from './notifications.events.ts';

/** What a message says, of one booking: each kind uses the parts it needs. */
export type MessageFacts = {
  first_name: string;
  room_number: string;
  amount: number;
  reference: string;
  /** The hold's deadline (booking_made, hold_reminder), or the offer's (waitlist_offer). */
  hold_until?: string | null;
  /** The office's reason (payment_rejected, payment_revoked). */
  reason?: string | null;
  /** Where the receipt is read (payment_approved); none when PUBLIC_URL is unset. */
  receipt_url?: string | null;
  /** Where to pay (booking_made). */
  instructions?: PaymentInstructions | null;
  /** The office's decision on the student's cancellation request (cancellation_decided). */
  cancellation?: BookingCancellation | null;
};

/** The office's answer to a cancellation request, and the refund when one is given. */
const approvedCancellation = (f: MessageFacts) => f.cancellation?.decided !== 'refused';
const refundWords = (f: MessageFacts, money: (n: number) => string, paid: string) =>
  f.cancellation?.refund && f.cancellation.refund_amount
    ? ` ${money(f.cancellation.refund_amount)} of the ${paid} paid will be refunded.`
    : ` No refund of the ${paid} paid.`;

export type MessageText = { subject: string | null; text: string };

/** One SMS segment of GSM-7. */
export const SMS_LENGTH = 160;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
let deadlineParts: Intl.DateTimeFormat | undefined;

/** A deadline as '12 Jan 17:00' on the hostel's clocks (Ghana keeps UTC all year). */
export function formatDeadline(iso: string): string {
  const parts = (deadlineParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: HOSTEL_TIME_ZONE,
    day: 'numeric',
    month: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${Number(part('day'))} ${MONTHS[Number(part('month')) - 1]} ${part('hour')}:${part('minute')}`;
}

/** Where to pay, in a few words: the first mobile-money number, else the bank account, else the office. */
export function payToOf(instructions: PaymentInstructions | null | undefined): string {
  const momo = instructions?.mobile_money[0];
  if (momo) return `${momo.network} ${momo.number} (${momo.account_name})`;
  const bank = instructions?.bank_account;
  if (bank) return `${bank.bank} ${bank.account_number} (${bank.account_name})`;
  return 'the hostel office';
}

/** Every way to pay, a line each, for an email. */
function payToLines(instructions: PaymentInstructions | null | undefined): string {
  const lines = [
    ...(instructions?.mobile_money ?? []).map((m) => `- ${m.network}: ${m.number} (${m.account_name})`),
    ...(instructions?.bank_account
      ? [
          `- ${instructions.bank_account.bank}: account ${instructions.bank_account.account_number} (${instructions.bank_account.account_name})`,
        ]
      : []),
  ];
  if (lines.length === 0) return 'Pay at the hostel office.';
  return [`Pay to:`, ...lines, ...(instructions?.wording ? [instructions.wording] : [])].join('\n');
}

/** The reason, cut so that the whole SMS stays within one segment where it can. */
function withReason(head: string, reason: string | null | undefined, tail = ''): string {
  const words = (reason ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '');
  if (!words) return `${head}.${tail}`;
  const room = SMS_LENGTH - head.length - tail.length - 3;
  const cut = words.length <= room ? words : `${words.slice(0, Math.max(room - 3, 20)).trimEnd()}...`;
  return `${head}: ${cut}.${tail}`;
}

function sms(kind: NotificationKind, f: MessageFacts): string {
  const amount = formatSmsMoney(f.amount);
  const deadline = f.hold_until ? formatDeadline(f.hold_until) : '';
  switch (kind) {
    case 'booking_made':
      return `Hostel: room ${f.room_number} is held for you until ${deadline}. Pay ${amount} to ${payToOf(f.instructions)}, ref ${f.reference}.`;
    case 'hold_reminder':
      return `Hostel: your hold on room ${f.room_number} ends ${deadline}. Pay ${amount}, ref ${f.reference}, or the bed goes back.`;
    case 'payment_approved':
      return `Hostel: your payment of ${amount} for room ${f.room_number} is approved, ref ${f.reference}.${f.receipt_url ? ` Receipt: ${f.receipt_url}` : ''}`;
    case 'payment_rejected':
      return withReason(`Hostel: your payment of ${amount} for room ${f.room_number}, ref ${f.reference}, was not accepted`, f.reason);
    case 'payment_revoked':
      return withReason(`Hostel: your payment of ${amount} for room ${f.room_number}, ref ${f.reference}, was revoked`, f.reason);
    case 'hold_expired':
      return `Hostel: your hold on room ${f.room_number} ended unpaid and the bed was given back. Ref ${f.reference}, ${amount} was due.`;
    case 'cancellation_decided':
      return approvedCancellation(f)
        ? `Hostel: your booking of room ${f.room_number}, ref ${f.reference}, is cancelled.${refundWords(f, formatSmsMoney, amount)}`
        : withReason(`Hostel: your request to cancel room ${f.room_number} (${amount} paid), ref ${f.reference}, was refused`, f.reason);
    case 'waitlist_offer':
      return `Hostel: a bed in room ${f.room_number} (${amount}) is offered to you until ${deadline}. Open the app to accept or decline.`;
    case 'waitlist_offer_withdrawn':
      return `Hostel: room ${f.room_number} was taken out of service, so its bed offered to you is withdrawn. You keep your place in line.`;
  }
}

function email(kind: NotificationKind, f: MessageFacts): MessageText {
  const amount = formatMoney(f.amount);
  const deadline = f.hold_until ? formatDeadline(f.hold_until) : '';
  const hello = `Dear ${f.first_name},\n\n`;
  const ref = `Booking reference: ${f.reference}`;
  switch (kind) {
    case 'booking_made':
      return {
        subject: `Room ${f.room_number} is held for you until ${deadline}`,
        text: `${hello}Room ${f.room_number} is held for you until ${deadline} (Ghana time). Please pay ${amount} before then, quoting your booking reference.\n\n${payToLines(f.instructions)}\n\n${ref}`,
      };
    case 'hold_reminder':
      return {
        subject: `Your hold on room ${f.room_number} ends ${deadline}`,
        text: `${hello}Your hold on room ${f.room_number} ends ${deadline} (Ghana time). Please pay ${amount} before then, or the bed goes back.\n\n${ref}`,
      };
    case 'payment_approved':
      return {
        subject: `Payment approved: room ${f.room_number}`,
        text: `${hello}Your payment of ${amount} for room ${f.room_number} is approved.${f.receipt_url ? `\n\nYour receipt: ${f.receipt_url}` : ''}\n\n${ref}`,
      };
    case 'payment_rejected':
      return {
        subject: `Payment not accepted: room ${f.room_number}`,
        text: `${hello}Your payment of ${amount} for room ${f.room_number} was not accepted.${f.reason ? `\n\nReason: ${f.reason}` : ''}\n\n${ref}`,
      };
    case 'payment_revoked':
      return {
        subject: `Payment revoked: room ${f.room_number}`,
        text: `${hello}Your payment of ${amount} for room ${f.room_number} was revoked and the bed given back.${f.reason ? `\n\nReason: ${f.reason}` : ''}\n\n${ref}`,
      };
    case 'hold_expired':
      return {
        subject: `Your hold on room ${f.room_number} ended`,
        text: `${hello}Your hold on room ${f.room_number} ended unpaid and the bed was given back. ${amount} was due.\n\n${ref}`,
      };
    case 'cancellation_decided':
      return approvedCancellation(f)
        ? {
            subject: `Cancellation approved: room ${f.room_number}`,
            text: `${hello}Your booking of room ${f.room_number} is cancelled and the bed given back.${refundWords(f, formatMoney, amount)}${f.reason ? `\n\nReason: ${f.reason}` : ''}\n\n${ref}`,
          }
        : {
            subject: `Cancellation refused: room ${f.room_number}`,
            text: `${hello}Your request to cancel your booking of room ${f.room_number} was refused: it stays paid (${amount}).${f.reason ? `\n\nReason: ${f.reason}` : ''}\n\n${ref}`,
          };
    case 'waitlist_offer':
      return {
        subject: `A bed in room ${f.room_number} is offered to you until ${deadline}`,
        text: `${hello}A bed in room ${f.room_number} (${amount} per bed) has come free and is held for you until ${deadline} (Ghana time). Open the app to accept it, which makes your booking, or to decline it. If you do neither by then, it goes to the next student in line.`,
      };
    case 'waitlist_offer_withdrawn':
      return {
        subject: `The offer of a bed in room ${f.room_number} is withdrawn`,
        text: `${hello}Room ${f.room_number} has been taken out of service, so the bed in it offered to you is withdrawn. This does not count against you: you keep your place in the waitlist, and the next bed that comes free for you is offered to you at once.`,
      };
  }
}

/** The words of one message: a pure function of the kind, the channel and the booking's facts. */
export function messageText(kind: NotificationKind, channel: NotificationChannel, facts: MessageFacts): MessageText {
  return channel === 'sms' ? { subject: null, text: sms(kind, facts) } : email(kind, facts);
}
