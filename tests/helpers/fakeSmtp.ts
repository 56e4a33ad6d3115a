import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the server took: its envelope, the headers tests read (decoded) and its text. */
export type ReceivedMail = {
  from: string;
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  headers: Map<string, string>;
};

export type FakeSmtpOptions = {
  /** Ask for these credentials; without them, signing in is optional and any is taken. */
  user?: string;
  pass?: string;
};

/**
 * A local SMTP server (smtp-server, no TLS) that keeps every message it is given. A recipient
 * can be refused with a reply code, 550 for good or 451 for now, as real servers do. Tests only.
 */
export async function startFakeSmtp(options: FakeSmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  /** Recipients answered with a code (e.g. 550 "no such user") at RCPT TO. */
  const refuse = new Map<string, number>();

  const server = new SMTPServer({
    authOptional: !options.user,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.user && (auth.username !== options.user || auth.password !== options.pass)) {
        return callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
      }
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      const code = refuse.get(address.address.toLowerCase());
      if (code) return callback(Object.assign(new Error(code >= 500 ? 'No such user here' : 'Try again later'), { responseCode: code }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: headers.get('subject') ?? '',
          messageId: headers.get('message-id') ?? '',
          text,
          headers,
        });
        callback(null, `Ok: queued as ${received.length}`);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.user ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.pass ?? '')}@` : '';

  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    received,
    /** Answer RCPT TO for `address` with `code` from now on: 550 refuses it for good, 451 for now. */
    refuseRecipient: (address: string, code = 550) => refuse.set(address.toLowerCase(), code),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;

/** Headers (unfolded, lower-case names, encoded words decoded) and a single-part text body. */
function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return { headers, text: bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

function quotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}
