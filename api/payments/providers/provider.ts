/**
 * What the hostel needs of a payment provider (Paystack first; Hubtel can implement the same):
 * start a payment at its checkout, ask it how a payment stands, and read its notifications.
 * Amounts cross this boundary in minor units (pesewas), as providers count them.
 */
export interface PaymentProvider {
  /** The provider's name as events and routes carry it, e.g. `paystack`. */
  readonly name: string;
  /** Starts a payment of `intent` at the provider: the page the student pays on. */
  initialize(intent: PaymentToStart): Promise<{ authorization_url: string }>;
  /** How the provider says the payment stands now: the only word a confirmation is taken on. */
  verify(reference: string): Promise<Verification>;
  /**
   * Reads a notification as received (the raw bytes its signature is of): whether its signature
   * is the provider's, what it says happened and to which payment. Throws UnreadableNotification
   * when the body is not one.
   */
  verifyWebhook(rawBody: Uint8Array | string, headers: Headers): Notification;
}

export type PaymentToStart = {
  reference: string;
  /** Minor units: pesewas of GHS. */
  amount_minor: number;
  currency: string;
  email: string;
};

/** A payment's state at the provider; `not_found` when it has never heard of the reference. */
export type ProviderStatus = 'success' | 'failed' | 'abandoned' | 'pending' | 'ongoing' | 'reversed' | 'not_found';

export type Verification = {
  status: ProviderStatus;
  /** What was paid, in minor units, and in which currency; null when nothing is known. */
  amount_minor: number | null;
  currency: string | null;
  /** How: e.g. `mobile_money`, through `MTN`. */
  channel: string | null;
  bank: string | null;
  paid_at: string | null;
};

/** A notification as the provider sent it. Nothing in it is trusted but the signature's verdict. */
export type Notification = {
  signature_valid: boolean;
  /** The provider's event, e.g. `charge.success`; empty when the body names none. */
  event: string;
  /** The payment it names, when it names one a provider could have made. */
  reference: string | null;
};

/** The body of a notification is not JSON, or not an object: answered 400. */
export class UnreadableNotification extends Error {
  constructor() {
    super('the notification body is not a JSON object');
    this.name = 'UnreadableNotification';
  }
}

/** The provider could not be reached or answered with an error: the payment stays as it was, and is tried again. */
export class ProviderUnavailable extends Error {
  constructor(provider: string, what: string) {
    super(`${provider}: ${what}`);
    this.name = 'ProviderUnavailable';
  }
}

/** References the hostel makes, and the only ones a notification may name: letters, digits, `-`, `.`, `=`. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;
