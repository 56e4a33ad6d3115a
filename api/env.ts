import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MAX_PASSWORD_BYTES, passwordFits } from '../shared/textLimits.ts';
import { NO_PROXIES, parseTrustedProxies, type TrustedProxies } from './http/trustedProxies.ts';

/** How long a new booking holds its bed unpaid when BOOKING_HOLD_HOURS is not set. */
export const DEFAULT_HOLD_HOURS = 72;
/** How long a waitlist offer holds its bed, and after how many lapses a student leaves the line, when not set. */
export const DEFAULT_WAITLIST_OFFER_HOURS = 24;
export const DEFAULT_WAITLIST_MAX_LAPSES = 2;

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z
    .string()
    .refine(
      (h) => net.isIP(h) !== 0,
      'HOST must be an IP address to listen on, e.g. 127.0.0.1 (this machine only) or 0.0.0.0 (every IPv4 interface)',
    )
    .default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SUPERADMIN_EMAIL: z.string().email().optional(),
  SUPERADMIN_PASSWORD: z
    .string()
    .min(8, 'SUPERADMIN_PASSWORD must be at least 8 characters')
    .refine(passwordFits, `SUPERADMIN_PASSWORD must be at most ${MAX_PASSWORD_BYTES} bytes (bcrypt reads no further)`)
    .optional(),
  LOG_LEVEL: LogLevel.default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  TRUSTED_PROXIES: z.string().optional(),
  // Read no more: a count of proxies let any client that connects directly name itself. Kept
  // only to refuse a start that would otherwise quietly stop believing the proxy it names.
  TRUST_PROXY: z.string().optional(),
  BOOKING_HOLD_HOURS: z.coerce
    .number({ message: 'BOOKING_HOLD_HOURS must be a number of hours, e.g. 72' })
    .min(0.01, 'BOOKING_HOLD_HOURS must be at least 0.01 (36 seconds)')
    .max(8760, 'BOOKING_HOLD_HOURS must be at most 8760 (a year)')
    .default(DEFAULT_HOLD_HOURS),
  WAITLIST_OFFER_HOURS: z.coerce
    .number({ message: 'WAITLIST_OFFER_HOURS must be a number of hours, e.g. 24' })
    .min(0.01, 'WAITLIST_OFFER_HOURS must be at least 0.01 (36 seconds)')
    .max(720, 'WAITLIST_OFFER_HOURS must be at most 720 (30 days)')
    .default(DEFAULT_WAITLIST_OFFER_HOURS),
  WAITLIST_MAX_LAPSES: z.coerce
    .number({ message: 'WAITLIST_MAX_LAPSES must be a whole number, e.g. 2' })
    .int('WAITLIST_MAX_LAPSES must be a whole number')
    .min(1, 'WAITLIST_MAX_LAPSES must be at least 1')
    .max(100, 'WAITLIST_MAX_LAPSES must be at most 100')
    .default(DEFAULT_WAITLIST_MAX_LAPSES),
  HOLD_SWEEP_SECONDS: z.coerce
    .number({ message: 'HOLD_SWEEP_SECONDS must be a whole number of seconds, e.g. 30' })
    .int('HOLD_SWEEP_SECONDS must be a whole number')
    .min(1, 'HOLD_SWEEP_SECONDS must be at least 1')
    .max(3600, 'HOLD_SWEEP_SECONDS must be at most 3600 (an hour)')
    .default(30),
  // Online payments (api/payments/): without the secret key they are off and the office's manual flow alone remains.
  PAYSTACK_SECRET_KEY: z.string().trim().min(1).optional(),
  PAYSTACK_CALLBACK_URL: z.string().url('PAYSTACK_CALLBACK_URL must be a URL, e.g. https://hostel.example.org/history').optional(),
  PAYSTACK_BASE_URL: z.string().url('PAYSTACK_BASE_URL must be a URL, e.g. https://api.paystack.co').default('https://api.paystack.co'),
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce
    .number({ message: 'PAYMENT_RECONCILE_INTERVAL_MS must be a number of milliseconds' })
    .int()
    .min(1_000, 'PAYMENT_RECONCILE_INTERVAL_MS must be at least 1000')
    .max(3_600_000, 'PAYMENT_RECONCILE_INTERVAL_MS must be at most 3600000 (an hour)')
    .default(60_000),
  // Notifications (api/notifications/): each channel is off, sending nothing and failing nothing, until its settings are set.
  HUBTEL_SMS_BASE_URL: z.string().url('HUBTEL_SMS_BASE_URL must be a URL, e.g. https://sms.hubtel.com').default('https://sms.hubtel.com'),
  HUBTEL_CLIENT_ID: z.string().trim().min(1).optional(),
  HUBTEL_CLIENT_SECRET: z.string().trim().min(1).optional(),
  HUBTEL_SENDER_ID: z
    .string()
    .trim()
    .max(11, 'HUBTEL_SENDER_ID must be at most 11 characters, as SMS sender ids are (e.g. UGHostel)')
    .regex(/^[A-Za-z0-9 .&-]+$/, 'HUBTEL_SENDER_ID must be letters, digits, spaces, ".", "&" or "-", e.g. UGHostel')
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .refine(isSmtpUrl, 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.org:465')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'MAIL_FROM must be an email address, e.g. Hostel <hostel@example.org>',
    )
    .optional(),
  // Where students reach the web app, for the receipt's link in a message; unset: messages carry no link.
  PUBLIC_URL: z.string().url('PUBLIC_URL must be a URL, e.g. https://hostel.example.org').optional(),
});

export type Env = {
  port: number;
  /** The address the server listens on: every IPv4 interface unless HOST names one. */
  host: string;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret?: string;
  superadmin?: { email: string; password: string };
  logLevel: z.infer<typeof LogLevel>;
  /** How long a client has to send a whole request (headers: two thirds of it). */
  requestTimeoutMs: number;
  /** Proxies of ours whose X-Forwarded-For is believed; none by default (api/http/clientAddress.ts). */
  trustedProxies: TrustedProxies;
  /** How long a pending booking holds its bed unpaid, in hours (fractions allowed). */
  holdHours: number;
  /** How often each server looks for holds past their deadline. */
  holdSweepSeconds: number;
  /** How long a waitlist offer holds its bed, and after how many lapses a student leaves the line. */
  waitlist: { offerHours: number; maxLapses: number };
  /** Paystack, when its secret key is set: the key, its API's address and where its checkout returns. */
  paystack?: { secretKey: string; baseUrl: string; callbackUrl?: string };
  /** How often pending online payments are looked for at the provider (api/payments/reconciler.ts). */
  paymentReconcileIntervalMs: number;
  /** Hubtel's SMS API, when its client id, secret and sender id are set (api/notifications/hubtel.ts). */
  hubtel?: { baseUrl: string; clientId: string; clientSecret: string; senderId: string };
  /** The SMTP server emails go through, and the address they are from, when both are set. */
  smtp?: { url: string; from: string };
  publicUrl: string | null;
};

/** Parses the environment once at start-up and fails fast with a message a person can act on. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.SUPERADMIN_EMAIL) !== Boolean(e.SUPERADMIN_PASSWORD)) {
    throw new Error('Invalid environment:\n  SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together');
  }
  // Half a channel's settings is a mistake, not a wish to keep it off: say so at start, not at the first message.
  requireTogether({
    HUBTEL_CLIENT_ID: e.HUBTEL_CLIENT_ID,
    HUBTEL_CLIENT_SECRET: e.HUBTEL_CLIENT_SECRET,
    HUBTEL_SENDER_ID: e.HUBTEL_SENDER_ID,
  });
  requireTogether({ SMTP_URL: e.SMTP_URL, MAIL_FROM: e.MAIL_FROM });
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    superadmin: e.SUPERADMIN_EMAIL ? { email: e.SUPERADMIN_EMAIL, password: e.SUPERADMIN_PASSWORD! } : undefined,
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    trustedProxies: proxiesOf(e.TRUSTED_PROXIES, e.TRUST_PROXY),
    holdHours: e.BOOKING_HOLD_HOURS,
    holdSweepSeconds: e.HOLD_SWEEP_SECONDS,
    waitlist: { offerHours: e.WAITLIST_OFFER_HOURS, maxLapses: e.WAITLIST_MAX_LAPSES },
    paystack: e.PAYSTACK_SECRET_KEY
      ? { secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL, callbackUrl: e.PAYSTACK_CALLBACK_URL }
      : undefined,
    paymentReconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS,
    hubtel:
      e.HUBTEL_CLIENT_ID && e.HUBTEL_CLIENT_SECRET && e.HUBTEL_SENDER_ID
        ? {
            baseUrl: e.HUBTEL_SMS_BASE_URL,
            clientId: e.HUBTEL_CLIENT_ID,
            clientSecret: e.HUBTEL_CLIENT_SECRET,
            senderId: e.HUBTEL_SENDER_ID,
          }
        : undefined,
    smtp: e.SMTP_URL && e.MAIL_FROM ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    publicUrl: e.PUBLIC_URL ?? null,
  };
}

function isSmtpUrl(text: string) {
  try {
    const url = new URL(text);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function requireTogether(settings: Record<string, string | undefined>) {
  const names = Object.keys(settings);
  const missing = names.filter((name) => settings[name] === undefined);
  if (missing.length > 0 && missing.length < names.length) {
    throw new Error(`Invalid environment:\n  ${names.join(', ')} must be set together (${missing.join(', ')} missing)`);
  }
}

function proxiesOf(list: string | undefined, formerCount: string | undefined): TrustedProxies {
  if (list === undefined) {
    if (formerCount === undefined || formerCount.trim() === '0') return NO_PROXIES;
    throw new Error(
      'Invalid environment:\n  TRUST_PROXY is no longer read: X-Forwarded-For is believed only from the proxies named in TRUSTED_PROXIES. ' +
        'Set TRUSTED_PROXIES to their addresses (e.g. TRUSTED_PROXIES=127.0.0.1,::1 for a proxy on this machine) and remove TRUST_PROXY.',
    );
  }
  try {
    return parseTrustedProxies(list);
  } catch (error) {
    throw new Error(`Invalid environment:\n  TRUSTED_PROXIES: ${(error as Error).message}`, { cause: error });
  }
}
