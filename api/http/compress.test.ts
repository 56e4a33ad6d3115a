import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compress, compressAnswers, sharedAnswer, type SharedAnswer } from './compress.ts';
import { decoded } from '../../tests/helpers/encoding.ts';

const LIST = JSON.stringify({
  data: Array.from({ length: 60 }, (_, i) => ({ id: `room-${i}`, room_number: `B${100 + i}`, beds_left: i % 4 })),
});

/** The answer served as the API serves it, behind its compression middleware. */
function serving(answer: SharedAnswer) {
  return new Hono()
    .use('*', compressAnswers())
    .get('/', (c) => answer.respond(c))
    .onError((_, c) => c.text('failed', 500));
}

describe('a shared answer', () => {
  it('goes out in the encoding the client prefers, varies on it, and reads as the JSON it was made of', async () => {
    const app = serving(sharedAnswer(LIST));
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
      [undefined, null],
    ] as const) {
      const res = await app.request('/', { headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(res.headers.get('content-type'), accept).toBe('application/json');
      expect(await decoded(res), accept).toBe(LIST);
    }
  });

  it('is compressed once per encoding, however many ask at once', async () => {
    const made: string[] = [];
    const app = serving(
      sharedAnswer(LIST, (raw, encoding) => {
        made.push(encoding);
        return compress(raw, encoding);
      }),
    );
    const asks = ['br', 'gzip, br', 'gzip', 'br', 'gzip', 'identity'].flatMap((a) => [a, a, a]);
    const answers = await Promise.all(asks.map((a) => app.request('/', { headers: { 'accept-encoding': a } })));
    for (const res of answers) expect(await decoded(res)).toBe(LIST);
    expect(made.sort()).toEqual(['br', 'gzip']);
  });

  it('goes out as it is below a kilobyte, and a failed compression is tried again by the next request', async () => {
    const small = serving(sharedAnswer('{"data":[]}'));
    const res = await small.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('{"data":[]}');

    let fail = true;
    const flaky = serving(
      sharedAnswer(LIST, (raw, encoding) => {
        if (fail) return Promise.reject(new Error('no memory'));
        return compress(raw, encoding);
      }),
    );
    expect((await flaky.request('/', { headers: { 'accept-encoding': 'br' } })).status).toBe(500);
    fail = false;
    const again = await flaky.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(again.status).toBe(200);
    expect(await decoded(again)).toBe(LIST);
  });
});

describe('compress', () => {
  it('gives back what it was given, small answers on the event loop and large ones on the thread pool', async () => {
    for (const text of [LIST, JSON.stringify(Array.from({ length: 40 }, () => JSON.parse(LIST)))]) {
      const raw = Buffer.from(text);
      expect(zlib.brotliDecompressSync(await compress(raw, 'br')).toString()).toBe(text);
      expect(zlib.gunzipSync(await compress(raw, 'gzip')).toString()).toBe(text);
    }
    expect(LIST.length).toBeLessThan(64 * 1024);
    expect(LIST.length * 40).toBeGreaterThan(64 * 1024);
  });
});
