import type { Env } from '../env.ts';
import { createHubtelSms } from './hubtel.ts';
import type { Providers } from './providers.ts';
import { createSmtpEmail } from './smtp.ts';

/** The environment as parsed at start (api/env.ts): what the providers are built from. */
export type ParsedEnv = Pick<Env, 'hubtel' | 'smtp'>;

/** The providers the settings name: Hubtel for SMS, an SMTP server for email; a channel left unset has none. */
export function providersFromEnv(env: ParsedEnv): Providers {
  const providers: Providers = {};
  if (env.hubtel) providers.sms = createHubtelSms(env.hubtel);
  if (env.smtp) providers.email = createSmtpEmail(env.smtp);
  return providers;
}
