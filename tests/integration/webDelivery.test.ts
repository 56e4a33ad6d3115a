import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { serveWebApp } from '../../api/http/webApp.ts';
import { loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { decoded } from '../helpers/encoding.ts';

const INDEX = '<!doctype html><title>Hostel</title><script type="module" src="/assets/index-abc123.js"></script>';
const GUEST = '<!doctype html><title>Hostel</title><script type="module" src="/assets/guest-def456.js"></script>';
const LOGIN = GUEST.replace('</title>', '</title><h1>Get Started Now</h1>');
const REGISTER = GUEST.replace('</title>', '</title><h1>Create An Account</h1>');
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let t: TestApp;
const dists: string[] = [];
let web: ReturnType<typeof createApp>;

/** A built web app of these files, each with its .br and .gz copies, served as the server does. */
async function serving(files: Record<string, string>) {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-web-'));
  dists.push(dist);
  await fs.mkdir(path.join(dist, 'assets'));
  for (const [name, text] of Object.entries(files)) {
    await fs.writeFile(path.join(dist, name), text);
    await fs.writeFile(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text));
    await fs.writeFile(path.join(dist, `${name}.gz`), zlib.gzipSync(text));
  }
  return createApp(t.deps, { ready: true }, (root) => serveWebApp(root, dist));
}

beforeAll(async () => {
  t = await createTestApp();
  web = await serving({
    'index.html': INDEX,
    'guest.html': GUEST,
    'login.html': LOGIN,
    'register.html': REGISTER,
    'assets/index-abc123.js': SCRIPT,
    'robots.txt': 'User-agent: *\nAllow: /\n',
  });
});
afterAll(async () => {
  await t.close();
  for (const dist of dists) await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  web.request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe("the web app's files", () => {
  it('go out as the brotli or gzip copy made at build time, by Accept-Encoding, and vary on it', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      [undefined, null],
    ] as const) {
      const res = await get('/assets/index-abc123.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding'), String(accept)).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await decoded(res)).toBe(SCRIPT);
    }
  });

  it('hashed assets are cached for a year; the page and other files are checked again each time', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/login', '/register', '/guest.html', '/all-rooms', '/robots.txt']) {
      const res = await get(url, 'br');
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
    }
  });

  it('a missing asset answers 404, not the app page', async () => {
    for (const url of ['/assets/missing-123.js', '/assets/nested/missing.css']) {
      const res = await get(url, 'br');
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('<title>Hostel</title>');
      expect(res.headers.get('cache-control')).not.toMatch(/immutable/);
    }
  });

  it('each guest page goes out as rendered at build time, every other page as index.html', async () => {
    for (const [url, page] of [
      ['/login', LOGIN],
      ['/register', REGISTER],
      ['/login.html', LOGIN],
      ['/guest.html', GUEST],
      ['/', INDEX],
      ['/all-rooms', INDEX],
      ['/login/extra', INDEX],
      ['/change-password', INDEX],
    ]) {
      const res = await get(url, 'br');
      expect(res.status, url).toBe(200);
      expect(await decoded(res), url).toBe(page);
    }
  });

  it('a build without the rendered pages answers them with guest.html, or else index.html', async () => {
    const unrendered = await serving({ 'index.html': INDEX, 'guest.html': GUEST });
    const older = await serving({ 'index.html': INDEX });
    for (const url of ['/login', '/register']) {
      expect(await decoded(await unrendered.request(url)), url).toBe(GUEST);
      expect(await decoded(await older.request(url)), url).toBe(INDEX);
    }
    expect((await unrendered.request('/login.html')).status).toBe(404);
  });

  it('each page carries a Content-Security-Policy that allows no inline or foreign script', async () => {
    const pages: Record<string, string> = { '/login': LOGIN, '/register': REGISTER, '/register.html': REGISTER, '/guest.html': GUEST };
    for (const url of ['/', '/index.html', '/login', '/register', '/register.html', '/guest.html', '/book-room']) {
      const res = await get(url, 'gzip');
      expect(await decoded(res), url).toBe(pages[url] ?? INDEX);
      const policy = res.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...v]) => [name, v]),
      );
      expect(directives['default-src'], url).toEqual(["'self'"]);
      expect(directives['script-src'], url).toEqual(["'self'"]);
      expect(directives['object-src'], url).toEqual(["'none'"]);
      expect(directives['base-uri'], url).toEqual(["'self'"]);
      expect(directives['frame-ancestors'], url).toEqual(["'none'"]);
    }
  });
});

describe("the API's answers", () => {
  it('are never cached, whatever the route or status', async () => {
    const { token } = await loginSuperadmin(t);
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/users', 200],
      ['/api/no-such-route', 404],
    ] as const) {
      const res = await web.request(url, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, url).toBe(status);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
    expect((await web.request('/api/users')).headers.get('cache-control')).toBe('no-store');
  });

  it('are compressed above a kilobyte, brotli first, and left alone below it', async () => {
    for (let i = 0; i < 6; i++) await registerStudent(t);
    const { token } = await loginSuperadmin(t);
    const plain = await web.request('/api/users', { headers: { authorization: `Bearer ${token}` } });
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(text.length).toBeGreaterThan(1024);

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await web.request('/api/users', { headers: { authorization: `Bearer ${token}`, 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(await decoded(res), accept).toBe(text);
    }
    // The students' room lists are answers shared by everyone asking at once, compressed once.
    const semester = await createSemester(t, token);
    for (let i = 0; i < 8; i++) await createRoom(t, token, semester.id);
    const student = await registerStudent(t, { gender: 'female' });
    for (const roomsUrl of [
      `/api/rooms-with-beds-left?semester_id=${semester.id}&gender=female`,
      `/api/room-types/1/rooms?semester_id=${semester.id}&gender=female`,
    ]) {
      const asPhone = (accept?: string) =>
        web.request(roomsUrl, { headers: { authorization: `Bearer ${student.token}`, ...(accept ? { 'accept-encoding': accept } : {}) } });
      const roomsText = await (await asPhone()).text();
      expect(JSON.parse(roomsText).data, roomsUrl).toHaveLength(8);
      expect(roomsText.length).toBeGreaterThan(1024);
      const [phone, older] = await Promise.all([asPhone('gzip, deflate, br, zstd'), asPhone('gzip')]);
      expect([phone.headers.get('content-encoding'), older.headers.get('content-encoding')], roomsUrl).toEqual(['br', 'gzip']);
      expect(phone.headers.get('vary')).toBe('Accept-Encoding');
      expect([await decoded(phone), await decoded(older)], roomsUrl).toEqual([roomsText, roomsText]);
    }

    const small = await web.request('/api/health', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toMatchObject({ status: expect.any(String) });
  });
});
