import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { WEB_APP_CSP } from '../../api/http/securityHeaders.ts';
import { serveWebApp } from '../../api/http/webApp.ts';
import { loginSuperadmin } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  t = await createTestApp();
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-web-'));
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Hostel</title>');
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

/** What Hono's own secureHeaders() with its defaults (and `options`) puts on a response. */
async function honoSecureHeaders(options?: Parameters<typeof secureHeaders>[0]): Promise<Record<string, string>> {
  const probe = new Hono().use(secureHeaders(options)).get('/', (c) => c.text('probe'));
  const res = await probe.request('/');
  return Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-type'));
}

const headersOf = (headers: Headers) => Object.fromEntries(headers);

describe('security headers', () => {
  it("go out on every kind of API answer, exactly those of Hono's secureHeaders(), with the request id", async () => {
    const expected = await honoSecureHeaders();
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    const { token } = await loginSuperadmin(t);
    const answers = [
      await t.call('GET', '/api/health'),
      await t.call('GET', '/api/rooms', { token }),
      await t.call('GET', '/api/semesters', { token }),
      await t.call('POST', '/api/semesters', { token, body: { name: 'Headers' } }),
      await t.call('GET', '/api/rooms'),
      await t.call('GET', '/api/no-such-route', { token }),
      await t.call('POST', '/api/login', { rawBody: '{not json' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 422, 401, 404, 400]);
    for (const answer of answers) {
      expect(headersOf(answer.headers)).toMatchObject(expected);
      expect(answer.headers.has('content-security-policy')).toBe(false);
      expect(answer.headers.get('x-request-id')).toMatch(/^\S{12}$/);
    }
  });

  it("go out on the web app's page too, with the app's Content-Security-Policy, which API answers do not need", async () => {
    const expected = await honoSecureHeaders({ contentSecurityPolicy: WEB_APP_CSP });
    expect(expected['content-security-policy']).toMatch(/script-src 'self'/);
    const app = createApp(t.deps, { ready: true }, (root) => serveWebApp(root, webDir));
    for (const url of ['/index.html', '/login']) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Hostel</title>');
      expect(headersOf(res.headers)).toMatchObject(expected);
    }
    expect((await app.request('/api/health')).headers.has('content-security-policy')).toBe(false);
  });
});
