/**
 * The outside services that carry a message to a student: an SMS gateway and an SMTP server.
 * Another Ghanaian SMS gateway (Arkesel, mNotify) is another SmsProvider.
 */

/** One message to one address; `id` is the notification's, given to the provider as its client reference. */
export type Outgoing = { id: string; to: string; text: string; subject?: string };

/**
 * What the provider answered. `answer` is its words, cut short, for the office to read (never a
 * secret). A refusal is `retryable` when trying again later may succeed (a timeout, a 5xx, a 429).
 */
export type SendResult = { ok: true; providerMessageId: string; answer: string } | { ok: false; retryable: boolean; answer: string };

export type SmsProvider = { name: string; send: (message: Outgoing) => Promise<SendResult> };
export type EmailProvider = { name: string; send: (message: Outgoing & { subject: string }) => Promise<SendResult> };

/** The providers configured; a channel without one sends nothing and fails nothing. */
export type Providers = { sms?: SmsProvider; email?: EmailProvider };
