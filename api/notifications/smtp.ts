import nodemailer from 'nodemailer';
import { excerpt } from './answer.ts';
import type { EmailProvider, SendResult } from './providers.ts';

export type SmtpConfig = {
  /** smtp:// (STARTTLS when offered) or smtps://, with user:password when the server asks for them. */
  url: string;
  /** The From address, e.g. `Hostel <hostel@example.org>`. */
  from: string;
  /** Each of connecting, the server's greeting and silence on the socket, before the send fails. */
  timeoutMs?: number;
};

export const DEFAULT_SMTP_TIMEOUT_MS = 15_000;

/** The Message-ID a notification's email carries: the same on every attempt, so a mail log shows a repeat. */
export const emailMessageId = (notificationId: string) => `<${notificationId}@hostel>`;

/**
 * Email through an SMTP server with nodemailer, in plain text. The server's reply is the answer:
 * a 4xx (greylisting, a full queue) or a lost connection may pass later, a 5xx will not. The
 * password is in the URL only; nodemailer logs nothing, and no answer carries it.
 */
export function createSmtpEmail(config: SmtpConfig): EmailProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    url: config.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    logger: false,
  });
  const secrets = secretsOf(config.url);

  return {
    name: 'smtp',

    async send(message): Promise<SendResult> {
      const messageId = emailMessageId(message.id);
      try {
        const info = (await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          messageId,
        })) as { response?: string; rejected?: unknown[] };
        const answer = excerpt(info.response ?? 'accepted', secrets);
        if (info.rejected && info.rejected.length > 0) return { ok: false, retryable: false, answer };
        return { ok: true, providerMessageId: messageId, answer };
      } catch (error) {
        const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
        const code = typeof e.responseCode === 'number' ? e.responseCode : null;
        // No reply code: the connection failed or timed out, and the server said nothing.
        const retryable = code === null || (code >= 400 && code < 500);
        const words = e.response ?? e.message ?? 'failed';
        return { ok: false, retryable, answer: excerpt(e.code ? `${e.code}: ${words}` : words, secrets) };
      }
    },
  };
}

/** The user's password as written in the URL and as decoded: either could be echoed back. */
function secretsOf(url: string): string[] {
  try {
    const password = new URL(url).password;
    return password ? [password, decodeURIComponent(password)] : [];
  } catch {
    return [];
  }
}
