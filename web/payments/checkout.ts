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
