import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context.ts';
import { namesAFile, serveWebApp } from './webApp.ts';

let dist: string;
const app = new Hono<AppEnv>();

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hostel-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Hostel</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  serveWebApp(app, dist);
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the web app', () => {
  it('serves its files as they are', async () => {
    const js = await app.request('/assets/app.js');
    expect(js.status).toBe(200);
    expect(await js.text()).toBe('console.log(1)');
    expect((await app.request('/favicon.svg')).status).toBe(200);
  });

  it('answers its page for the client-side routes', async () => {
    for (const route of ['/', '/login', '/all-rooms', '/bookings/Ab_cd-12', '/stat-center']) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toContain('<title>Hostel</title>');
    }
  });

  it('answers 404 for a file that is not there, never the page in its place', async () => {
    for (const missing of ['/assets/x.js', '/assets/nested/y.css', '/assets/', '/logo.png', '/robots.txt', '/index-old.js']) {
      const res = await app.request(missing);
      expect(res.status, missing).toBe(404);
      expect(await res.text(), missing).not.toContain('<title>');
    }
  });

  it('tells a file from a page by its path', () => {
    expect(namesAFile('/assets/app.js')).toBe(true);
    expect(namesAFile('/assets/')).toBe(true);
    expect(namesAFile('/x.map')).toBe(true);
    expect(namesAFile('/all-rooms')).toBe(false);
    expect(namesAFile('/bookings/abc')).toBe(false);
  });
});
