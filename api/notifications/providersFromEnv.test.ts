import { afterEach, describe, expect, it } from 'vitest';
import { startFakeHubtel, type FakeHubtel } from '../../tests/helpers/fakeHubtel.ts';
import { startFakeSmtp, type FakeSmtp } from '../../tests/helpers/fakeSmtp.ts';
import { parseEnv } from '../env.ts';
import { providersFromEnv } from './providersFromEnv.ts';

let hubtel: FakeHubtel | undefined;
let smtp: FakeSmtp | undefined;
afterEach(async () => {
  await hubtel?.close();
  await smtp?.close();
});

describe('the providers the environment names', () => {
  it('are none when nothing is set', () => {
    expect(providersFromEnv(parseEnv({}))).toEqual({});
  });

  it('send through Hubtel and the SMTP server the settings point at', async () => {
    hubtel = await startFakeHubtel();
    smtp = await startFakeSmtp();
    const providers = providersFromEnv(
      parseEnv({
        HUBTEL_SMS_BASE_URL: hubtel.url,
        HUBTEL_CLIENT_ID: hubtel.clientId,
        HUBTEL_CLIENT_SECRET: hubtel.clientSecret,
        HUBTEL_SENDER_ID: hubtel.senderId,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Hostel <hostel@example.org>',
      }),
    );
    expect(providers.sms?.name).toBe('hubtel');
    expect(providers.email?.name).toBe('smtp');
    expect(await providers.sms!.send({ id: 'n-1', to: '+233241234567', text: 'Booking HB-7K2M made.' })).toMatchObject({ ok: true });
    expect(hubtel.countOf('n-1')).toBe(1);
    const email = { id: 'n-2', to: 'ama@example.org', subject: 'Booking made', text: 'Booking HB-7K2M made.' };
    expect(await providers.email!.send(email)).toMatchObject({ ok: true, providerMessageId: '<n-2@hostel>' });
    expect(smtp.received.map((m) => m.messageId)).toEqual(['<n-2@hostel>']);
  });

  it('have one channel when only its settings are set', () => {
    const onlyEmail = providersFromEnv(parseEnv({ SMTP_URL: 'smtp://localhost:25', MAIL_FROM: 'hostel@example.org' }));
    expect(onlyEmail.sms).toBeUndefined();
    expect(onlyEmail.email?.name).toBe('smtp');
    const onlySms = providersFromEnv(parseEnv({ HUBTEL_CLIENT_ID: 'id', HUBTEL_CLIENT_SECRET: 'secret', HUBTEL_SENDER_ID: 'UGHostel' }));
    expect(onlySms.email).toBeUndefined();
    expect(onlySms.sms?.name).toBe('hubtel');
  });
});
