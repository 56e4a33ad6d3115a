import { toE164 } from '../../shared/phone.ts';
import type { SendResult, SmsProvider } from './providers.ts';
import { excerpt } from './answer.ts';

export type HubtelConfig = {
  /** https://sms.hubtel.com, or a stand-in's address in tests. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The sender id students see, registered with Hubtel (at most 11 characters). */
  senderId: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export const DEFAULT_SMS_TIMEOUT_MS = 10_000;

/**
 * Hubtel's SMS API (POST /v1/messages/send, HTTP Basic with the application's client id and
 * secret). The notification's id goes as ClientReference, so Hubtel's records name the cause.
 * The secret travels in the Authorization header only; no answer or error carries it.
 */
export function createHubtelSms(config: HubtelConfig): SmsProvider {
  const doFetch = config.fetch ?? fetch;
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/v1/messages/send`;
  const authorization = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_SMS_TIMEOUT_MS;
  const secrets = [config.clientSecret, authorization.slice('Basic '.length)];

  return {
    name: 'hubtel',

    async send(message): Promise<SendResult> {
      const to = hubtelNumber(message.to);
      if (!to) return { ok: false, retryable: false, answer: 'not a phone number an SMS can be sent to' };
      let res: Response;
      let body: string;
      try {
        res = await doFetch(endpoint, {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ From: config.senderId, To: to, Content: message.text, ClientReference: message.id }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await res.text();
      } catch (error) {
        // The cause's name and code only: never the request, which holds the secret.
        const name = (error as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError')
          return { ok: false, retryable: true, answer: `no answer within ${timeoutMs} ms` };
        const code = (error as { cause?: { code?: string } }).cause?.code ?? name;
        return { ok: false, retryable: true, answer: `could not reach Hubtel (${code})` };
      }
      const fields = fieldsOf(body);
      const said = excerpt(`${res.status} ${describe(fields, body)}`, secrets);
      const messageId = textField(fields, 'messageId');
      if (res.ok && messageId) return { ok: true, providerMessageId: messageId, answer: said };
      // Too many requests, a gateway's own failure or timeout: later may succeed. Any other
      // refusal (bad credentials, sender id or number, no credit) needs a person first.
      const retryable = res.status === 408 || res.status === 429 || res.status >= 500;
      return { ok: false, retryable, answer: res.ok ? excerpt(`${said} (no message id)`, secrets) : said };
    },
  };
}

/** A stored number as Hubtel takes it: international, without the plus (233241234567). */
export function hubtelNumber(phone: string): string | null {
  return toE164(phone)?.slice(1) ?? null;
}

type Fields = Record<string, unknown>;

function fieldsOf(body: string): Fields {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    // Some of Hubtel's answers wrap the message in `data`.
    const data = (parsed as Fields).data;
    return data && typeof data === 'object' && !Array.isArray(data) ? { ...(parsed as Fields), ...(data as Fields) } : (parsed as Fields);
  } catch {
    return {};
  }
}

/** A field by name, whatever its first letter's case: Hubtel's answers have used both. */
function textField(fields: Fields, name: string): string | null {
  const value = fields[name] ?? fields[name[0].toUpperCase() + name.slice(1)];
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
}

/** What the office reads of an answer: its description and status, the message id, the rate and network. */
function describe(fields: Fields, body: string): string {
  const words = textField(fields, 'statusDescription') ?? textField(fields, 'message') ?? textField(fields, 'error');
  const parts = [
    words,
    ...(['status', 'messageId', 'rate', 'networkId'] as const).map((name) => {
      const value = textField(fields, name);
      return value === null ? null : `${name} ${value}`;
    }),
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : body;
}
