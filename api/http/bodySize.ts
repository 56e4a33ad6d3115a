import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors.ts';

/**
 * Refuses with 413 (`message`) a request whose body is larger than `maxBytes`.
 *
 * bodyLimit first asks for the body stream, which makes the Node adapter build a full web
 * Request, a cost every request of a rush would pay. No route reads the body of a GET or HEAD;
 * a declared Content-Length (which Node's parser holds the body to) decides alone, as bodyLimit
 * itself would. Only a chunked body is counted as it comes.
 */
export function limitBodySize(maxBytes: number, message: string): MiddlewareHandler {
  const tooLarge = () => {
    throw new ApiError(413, message);
  };
  const counted = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    return Number.parseInt(length, 10) > maxBytes ? tooLarge() : next();
  };
}
