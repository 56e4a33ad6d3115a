import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_ABOVE_BYTES = 1024;
const COMPRESSIBLE = /^(?:application\/json|text\/csv)/i;

type Encoding = 'br' | 'gzip';

/** The encoding the client accepts that we prefer (brotli, then gzip), honouring `;q=0`. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
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

const BROTLI_QUALITY = 4;
/**
 * Answers up to this size are compressed on the event loop, at most about 0.3 ms of it: handing
 * one to the thread pool costs about 0.2 ms of CPU whatever its size, six times what compressing
 * a few kilobytes does. Larger ones (an export, a list asked whole) go to the thread pool.
 */
const COMPRESS_INLINE_UP_TO_BYTES = 64 * 1024;

/**
 * Brotli at quality 4, the usual level for answers made per request, or gzip. Quality 5 made the
 * room list 10% smaller for four times the work.
 */
export function compress(raw: Buffer, encoding: Encoding): Promise<Buffer<ArrayBuffer>> {
  const brotliOptions = {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  };
  if (raw.length <= COMPRESS_INLINE_UP_TO_BYTES) {
    try {
      return Promise.resolve(encoding === 'br' ? zlib.brotliCompressSync(raw, brotliOptions) : zlib.gzipSync(raw, { level: 6 }));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
  return encoding === 'br' ? brotli(raw, brotliOptions) : gzip(raw, { level: 6 });
}

/**
 * Compresses the API's JSON (and CSV) read answers above COMPRESS_ABOVE_BYTES, brotli at a fast
 * level or gzip. Only GETs: writes answer one record, and leaving them alone keeps the booking
 * rush's path as it was. An answer that declares its encoding already (a SharedAnswer) is left as it is.
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
  const body = raw.length <= COMPRESS_ABOVE_BYTES ? raw : await compress(raw, encoding);
  c.res = new Response(body, { status: res.status, headers: res.headers });
  c.res.headers.delete('content-length');
  if (body !== raw) c.res.headers.set('content-encoding', encoding);
};

/**
 * A JSON answer that many requests share (one read answering everyone who asked while it ran):
 * encoded once, and compressed once per encoding asked for, not once per request. In the opening
 * minute every phone asks for the room list compressed, and a few reads answer them all.
 */
export type SharedAnswer = { respond(c: Context): Promise<Response> };

export function sharedAnswer(json: string, compressWith = compress): SharedAnswer {
  let raw: Buffer<ArrayBuffer> | undefined;
  const compressed = new Map<Encoding, Promise<Buffer<ArrayBuffer>>>();
  return {
    async respond(c) {
      raw ??= Buffer.from(json);
      const encoding = raw.length > COMPRESS_ABOVE_BYTES ? chooseEncoding(c.req.header('accept-encoding')) : undefined;
      const headers: Record<string, string> = { 'content-type': 'application/json', vary: 'Accept-Encoding' };
      let body = encoding && compressed.get(encoding);
      if (encoding && !body) {
        compressed.set(encoding, (body = compressWith(raw, encoding)));
        // A failed compression is not kept: the next request tries again.
        body.catch(() => compressed.delete(encoding));
      }
      if (encoding) headers['content-encoding'] = encoding;
      return c.body(body ? await body : raw, 200, headers);
    },
  };
}
