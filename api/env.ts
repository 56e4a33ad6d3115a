import path from 'node:path';
import { z } from 'zod';
import { MAX_PASSWORD_BYTES, passwordFits } from '../shared/textLimits.ts';

/** How long a new booking holds its bed unpaid when BOOKING_HOLD_HOURS is not set. */
export const DEFAULT_HOLD_HOURS = 72;

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
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
  TRUST_PROXY: z.coerce
    .number({ message: 'TRUST_PROXY must be the number of proxies in front of the server (0, 1, ...)' })
    .int('TRUST_PROXY must be a whole number')
    .min(0, 'TRUST_PROXY must be 0 or more')
    .max(10, 'TRUST_PROXY must be 10 or less')
    .default(0),
  BOOKING_HOLD_HOURS: z.coerce
    .number({ message: 'BOOKING_HOLD_HOURS must be a number of hours, e.g. 72' })
    .min(0.01, 'BOOKING_HOLD_HOURS must be at least 0.01 (36 seconds)')
    .max(8760, 'BOOKING_HOLD_HOURS must be at most 8760 (a year)')
    .default(DEFAULT_HOLD_HOURS),
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
});

export type Env = {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret?: string;
  superadmin?: { email: string; password: string };
  logLevel: z.infer<typeof LogLevel>;
  /** How long a client has to send a whole request (headers: two thirds of it). */
  requestTimeoutMs: number;
  /** Proxies of ours in front of the server: 0 ignores X-Forwarded-For (api/http/clientAddress.ts). */
  trustedProxies: number;
  /** How long a pending booking holds its bed unpaid, in hours (fractions allowed). */
  holdHours: number;
  /** How often each server looks for holds past their deadline. */
  holdSweepSeconds: number;
  /** Paystack, when its secret key is set: the key, its API's address and where its checkout returns. */
  paystack?: { secretKey: string; baseUrl: string; callbackUrl?: string };
  /** How often pending online payments are looked for at the provider (api/payments/reconciler.ts). */
  paymentReconcileIntervalMs: number;
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
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    superadmin: e.SUPERADMIN_EMAIL ? { email: e.SUPERADMIN_EMAIL, password: e.SUPERADMIN_PASSWORD! } : undefined,
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    trustedProxies: e.TRUST_PROXY,
    holdHours: e.BOOKING_HOLD_HOURS,
    holdSweepSeconds: e.HOLD_SWEEP_SECONDS,
    paystack: e.PAYSTACK_SECRET_KEY
      ? { secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL, callbackUrl: e.PAYSTACK_CALLBACK_URL }
      : undefined,
    paymentReconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS,
  };
}
