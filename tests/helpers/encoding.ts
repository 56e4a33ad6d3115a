import zlib from 'node:zlib';

/** An answer's body as sent, decoded by the encoding the answer declares. */
export async function decoded(res: Response): Promise<string> {
  const raw = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString();
  return raw.toString();
}
