/** Amounts as people read them: thousands apart, two decimals ('1,200.00'). */
export const formatAmount = (amount: number | string | null | undefined) =>
  Number(amount ?? 0).toLocaleString('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts with the spec's GH prefix: 'GH₵ 1,200.00'. */
export const formatMoney = (amount: number | string | null | undefined) => `GH₵ ${formatAmount(amount)}`;

/**
 * Amounts in an SMS: 'GHS 1,200.00'. The cedi sign is not in the GSM-7 alphabet, and one
 * character outside it cuts a message's segment from 160 characters to 70.
 */
export const formatSmsMoney = (amount: number | string | null | undefined) => `GHS ${formatAmount(amount)}`;
