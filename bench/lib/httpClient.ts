import http from 'node:http';
import zlib from 'node:zlib';

export type HttpResult<T = any> = { status: number; body: T; ms: number; bytes: number; headers: http.IncomingHttpHeaders };

/** What a browser accepts, as Chromium sends it: the server compresses what it answers. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The body as sent, whatever the server compressed it with. */
function decoded(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  if (encoding === 'deflate') return zlib.inflateSync(raw);
  return raw;
}

/**
 * A JSON client over keep-alive connections, one socket per concurrent client at most.
 * node:http rather than fetch: the load generator shares the machine's CPU with the server and
 * PostgreSQL, and fetch spends several times the CPU per request that this client does, which
 * would cap every figure of the benchmark (bench/README.md). It asks for compressed answers as a
 * browser does (`acceptEncoding: ''` asks for none); `bytes` is then what came over the wire.
 */
export function createHttpClient(baseUrl: string, maxSockets: number, { acceptEncoding = BROWSER_ACCEPT_ENCODING } = {}) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });

  function request<T = any>(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
    retried = false,
  ): Promise<HttpResult<T>> {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...opts.headers,
    };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request({ host: hostname, port, method, path, agent, headers, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          let text: string;
          try {
            text = decoded(raw, res.headers['content-encoding']).toString('utf8');
          } catch (error) {
            return reject(error);
          }
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: the caller sees the text
          }
          resolve({ status: res.statusCode ?? 0, body: body as T, ms, bytes: raw.length, headers: res.headers });
        });
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed as idle just as this request went out: the server
        // never read it, so it is sent again once on a fresh socket (Node's documented remedy).
        if (req.reusedSocket && error.code === 'ECONNRESET' && !retried) resolve(request<T>(method, path, opts, true));
        else reject(error);
      });
      req.end(payload);
    });
  }

  return {
    request,
    get: <T = any>(path: string, token?: string) => request<T>('GET', path, { token }),
    post: <T = any>(path: string, body: unknown, token?: string) => request<T>('POST', path, { body, token }),
    close: () => agent.destroy(),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
