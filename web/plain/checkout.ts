import { formatMoney } from './format.ts';
import type { OnlinePayment } from './types.ts';

/** Leaves the app for the provider's checkout page, where the student pays. */
export function goToCheckout(url: string) {
  window.location.assign(url);
}

/** How a payment was made, in words: "Paystack · mobile_money (MTN)". */
export function paidWith(p: { provider: string; channel: string | null; bank: string | null }) {
  const provider = p.provider ? p.provider[0].toUpperCase() + p.provider.slice(1) : '';
  const how = p.channel ? `${p.channel}${p.bank ? ` (${p.bank})` : ''}` : '';
  return [provider, how].filter(Boolean).join(' · ');
}

/** A payment just started is looked at every few seconds; one left open, less often. */
const POLL_MS = 3_000;
const SLOW_POLL_MS = 30_000;
const FAST_FOR_MS = 10 * 60_000;

/** How often the latest online payment is asked about: only while it is pending. */
export function pollInterval(latest: OnlinePayment | undefined) {
  if (latest?.status !== 'pending') return false;
  return Date.now() - Date.parse(latest.created_at) < FAST_FOR_MS ? POLL_MS : SLOW_POLL_MS;
}

/** What the student is told of their online payment, in both apps' My Booking. */
export const PAYMENT_WORDS = {
  pay: (amount: number, opening: boolean) => (opening ? 'Opening the payment page...' : `Pay with mobile money (${formatMoney(amount)})`),
  waiting: (p: OnlinePayment) => `Waiting for your payment of ${formatMoney(p.amount)} to be confirmed. This page updates by itself.`,
  confirmed: (p: OnlinePayment) => `Payment confirmed (${paidWith(p)}). Reference: ${p.reference}`,
  failed: (p: OnlinePayment) => `Your last online payment did not go through (${p.provider_status}). You can try again.`,
  /** Paid after its booking was decided, or refunded: the office's to settle. */
  withOffice: (p: OnlinePayment) =>
    p.status === 'refunded'
      ? `Your payment (reference ${p.reference}) is being refunded: ${p.resolution_reason}`
      : `Your payment (reference ${p.reference}) was received and is with the hostel office, who will contact you.`,
};
