import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('the hold settings', () => {
  it('default to a 72-hour hold swept every 30 seconds', () => {
    expect(parseEnv({})).toMatchObject({ holdHours: 72, holdSweepSeconds: 30 });
    expect(parseEnv({ BOOKING_HOLD_HOURS: '', HOLD_SWEEP_SECONDS: '' })).toMatchObject({ holdHours: 72, holdSweepSeconds: 30 });
  });

  it('take hours with fractions and whole seconds', () => {
    expect(parseEnv({ BOOKING_HOLD_HOURS: '48', HOLD_SWEEP_SECONDS: '5' })).toMatchObject({ holdHours: 48, holdSweepSeconds: 5 });
    expect(parseEnv({ BOOKING_HOLD_HOURS: '0.5' }).holdHours).toBe(0.5);
  });

  it('refuse at start what cannot be a hold or a sweep interval, saying which setting', () => {
    for (const value of ['soon', '0', '-1', '9000'])
      expect(() => parseEnv({ BOOKING_HOLD_HOURS: value }), value).toThrow(/BOOKING_HOLD_HOURS must be/);
    for (const value of ['often', '0', '1.5', '3601'])
      expect(() => parseEnv({ HOLD_SWEEP_SECONDS: value }), value).toThrow(/HOLD_SWEEP_SECONDS must be/);
  });
});

describe('NO_SHOW_DAYS', () => {
  it('is 3 days unless set, and refuses at start what is no whole number of days', () => {
    expect(parseEnv({}).noShowDays).toBe(3);
    expect(parseEnv({ NO_SHOW_DAYS: '7' }).noShowDays).toBe(7);
    expect(parseEnv({ NO_SHOW_DAYS: '0' }).noShowDays).toBe(0);
    for (const value of ['soon', '-1', '1.5', '366'])
      expect(() => parseEnv({ NO_SHOW_DAYS: value }), value).toThrow(/NO_SHOW_DAYS must be/);
  });
});

describe('TRUSTED_PROXIES and HOST', () => {
  it('trust no proxy and listen on every IPv4 interface unless set', () => {
    const env = parseEnv({});
    expect(env.trustedProxies.entries).toEqual([]);
    expect(env.trustedProxies.has('127.0.0.1')).toBe(false);
    expect(env.host).toBe('0.0.0.0');
  });

  it('take the proxies’ addresses and blocks, and an address to listen on', () => {
    const env = parseEnv({ TRUSTED_PROXIES: '127.0.0.1,10.0.0.0/8,::1', HOST: '127.0.0.1' });
    expect(env.trustedProxies.has('10.9.8.7')).toBe(true);
    expect(env.trustedProxies.has('192.0.2.1')).toBe(false);
    expect(env.host).toBe('127.0.0.1');
    expect(parseEnv({ HOST: '::' }).host).toBe('::');
  });

  it('refuse at start a list or an address that cannot be read, saying which setting', () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: '127.0.0.1,my-proxy' })).toThrow(/TRUSTED_PROXIES: "my-proxy" is not an IP address/);
    expect(() => parseEnv({ HOST: 'localhost' })).toThrow(/HOST must be an IP address/);
  });

  it('refuse the former count of proxies alone, which believed any client, and say what to set', () => {
    expect(() => parseEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY is no longer read.*TRUSTED_PROXIES=127\.0\.0\.1,::1/);
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY is no longer read/);
    // 0 meant no proxy, as now; beside TRUSTED_PROXIES it is left for servers not yet upgraded.
    expect(parseEnv({ TRUST_PROXY: '0' }).trustedProxies.entries).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: '1', TRUSTED_PROXIES: '127.0.0.1' }).trustedProxies.entries).toEqual(['127.0.0.1']);
  });
});

describe('the notification providers’ settings', () => {
  const hubtel = { HUBTEL_CLIENT_ID: 'client-id', HUBTEL_CLIENT_SECRET: 'client-secret', HUBTEL_SENDER_ID: 'UGHostel' };
  const smtp = { SMTP_URL: 'smtps://mailer:pass@smtp.example.org:465', MAIL_FROM: 'Hostel <hostel@example.org>' };

  it('leave both channels off when unset', () => {
    const env = parseEnv({});
    expect(env.hubtel).toBeUndefined();
    expect(env.smtp).toBeUndefined();
  });

  it('take Hubtel with its own address by default, and SMTP with its sender', () => {
    expect(parseEnv(hubtel).hubtel).toEqual({
      baseUrl: 'https://sms.hubtel.com',
      clientId: 'client-id',
      clientSecret: 'client-secret',
      senderId: 'UGHostel',
    });
    expect(parseEnv({ ...hubtel, HUBTEL_SMS_BASE_URL: 'http://127.0.0.1:9999' }).hubtel?.baseUrl).toBe('http://127.0.0.1:9999');
    expect(parseEnv(smtp).smtp).toEqual({ url: smtp.SMTP_URL, from: smtp.MAIL_FROM });
    expect(parseEnv({ ...smtp, SMTP_URL: 'smtp://localhost:25', MAIL_FROM: 'hostel@example.org' }).smtp?.from).toBe('hostel@example.org');
  });

  it('refuse at start half a channel’s settings, naming what is missing', () => {
    expect(() => parseEnv({ HUBTEL_CLIENT_ID: 'client-id', HUBTEL_SENDER_ID: 'UGHostel' })).toThrow(
      /HUBTEL_CLIENT_ID, HUBTEL_CLIENT_SECRET, HUBTEL_SENDER_ID must be set together \(HUBTEL_CLIENT_SECRET missing\)/,
    );
    expect(() => parseEnv({ SMTP_URL: smtp.SMTP_URL })).toThrow(/SMTP_URL, MAIL_FROM must be set together \(MAIL_FROM missing\)/);
  });

  it('refuse what cannot be a sender id, an SMTP server or an address, saying which setting', () => {
    expect(() => parseEnv({ ...hubtel, HUBTEL_SENDER_ID: 'UniversityHostel' })).toThrow(/HUBTEL_SENDER_ID must be at most 11 characters/);
    expect(() => parseEnv({ ...hubtel, HUBTEL_SENDER_ID: 'Hostel!' })).toThrow(/HUBTEL_SENDER_ID must be letters, digits/);
    for (const url of ['https://smtp.example.org', 'smtp.example.org:587', 'smtp://'])
      expect(() => parseEnv({ ...smtp, SMTP_URL: url }), url).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    for (const from of ['hostel', 'Hostel <hostel>', 'a@b.org\r\nBcc: x@y.org'])
      expect(() => parseEnv({ ...smtp, MAIL_FROM: from }), from).toThrow(/MAIL_FROM must be an email address/);
    expect(() => parseEnv({ ...hubtel, HUBTEL_SMS_BASE_URL: 'sms.hubtel.com' })).toThrow(/HUBTEL_SMS_BASE_URL must be a URL/);
  });
});
