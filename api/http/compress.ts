import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_ABOVE_BYTES = 1024;
const COMPRESSIBLE = /^(?:application\/json|text\/csv)/i;

/** The encoding the client accepts that we prefer (brotli, then gzip), honouring `;q=0`. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Compresses the API's JSON (and CSV) read answers above COMPRESS_ABOVE_BYTES, brotli at a fast
 * level or gzip. Only GETs: writes answer one record, and leaving them alone keeps the booking
 * rush's path as it was. The work runs on libuv's thread pool, not the event loop.
 */
export const compressAnswers = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (c.req.method !== 'GET') return;
  const res = c.res;
  if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '') || res.headers.has('content-encoding')) return;
  // Whatever the client sent, a cache between must keep the variants apart.
  res.headers.set('vary', 'Accept-Encoding');
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  if (!encoding || !res.body) return;
  const raw = Buffer.from(await res.arrayBuffer());
  const body =
    raw.length <= COMPRESS_ABOVE_BYTES
      ? raw
      : encoding === 'br'
        ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : await gzip(raw, { level: 6 });
  c.res = new Response(body, { status: res.status, headers: res.headers });
  c.res.headers.delete('content-length');
  if (body !== raw) c.res.headers.set('content-encoding', encoding);
};
