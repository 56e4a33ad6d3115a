import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../../tests/helpers/fakeSmtp.ts';
import { createSmtpEmail, emailMessageId } from './smtp.ts';

let smtp: FakeSmtp | undefined;
let silent: Server | undefined;
afterEach(async () => {
  await smtp?.close();
  await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)));
  smtp = silent = undefined;
});

const from = 'Hostel <hostel@example.org>';
const message = {
  id: 'notification-7',
  to: 'ama.mensah@st.ug.edu.gh',
  subject: 'Your bed is held until 3 September',
  text: 'Bed A12 is held for you until 3 Sep 2026, 17:00.\nPay GH₵ 1,500.00 with reference HB-7K2M.',
};

describe('SMTP email', () => {
  it('sends the text from MAIL_FROM with a Message-ID made of the notification’s id, and keeps the server’s reply', async () => {
    smtp = await startFakeSmtp();
    const result = await createSmtpEmail({ url: smtp.url, from }).send(message);
    expect(result).toEqual({ ok: true, providerMessageId: '<notification-7@hostel>', answer: '250 Ok: queued as 1' });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'hostel@example.org', to: [message.to], subject: message.subject, text: message.text });
    expect(mail.messageId).toBe(emailMessageId('notification-7'));
    expect(mail.headers.get('from')).toBe(from);
    expect(mail.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('signs in with the URL’s user and password, and never shows the password', async () => {
    const pass = 'p@ss:w/rd#123';
    smtp = await startFakeSmtp({ user: 'mailer', pass });
    expect(smtp.url).toContain(encodeURIComponent(pass));
    expect(await createSmtpEmail({ url: smtp.url, from }).send(message)).toMatchObject({ ok: true });
    const wrong = smtp.url.replace(encodeURIComponent(pass), 'not-it');
    const result = await createSmtpEmail({ url: wrong, from }).send(message);
    expect(result).toMatchObject({ ok: false, retryable: false, answer: expect.stringMatching(/^EAUTH: 535 /) });
    expect(result.answer).not.toContain('not-it');
    expect(smtp.received).toHaveLength(1);
  });

  it('is refused for good when the server refuses the recipient with a 5xx', async () => {
    smtp = await startFakeSmtp();
    smtp.refuseRecipient(message.to, 550);
    const result = await createSmtpEmail({ url: smtp.url, from }).send(message);
    expect(result).toMatchObject({ ok: false, retryable: false, answer: expect.stringContaining('550 No such user here') });
    expect(smtp.received).toHaveLength(0);
  });

  it('may be tried again on a 4xx, when the server is down, or when it does not answer in time', async () => {
    smtp = await startFakeSmtp();
    smtp.refuseRecipient(message.to, 451);
    expect(await createSmtpEmail({ url: smtp.url, from }).send(message)).toMatchObject({
      ok: false,
      retryable: true,
      answer: expect.stringContaining('451 Try again later'),
    });
    const { port } = smtp;
    await smtp.close();
    smtp = undefined;
    expect(await createSmtpEmail({ url: `smtp://127.0.0.1:${port}`, from }).send(message)).toMatchObject({
      ok: false,
      retryable: true,
      answer: expect.stringMatching(/^E[A-Z]+: .*ECONNREFUSED/),
    });
    // A server that takes the connection and never greets.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent!.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    const url = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    expect(await createSmtpEmail({ url, from, timeoutMs: 200 }).send(message)).toMatchObject({ ok: false, retryable: true });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
