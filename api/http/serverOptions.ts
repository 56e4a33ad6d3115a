import type { ServerOptions } from 'node:http';

/**
 * Node's HTTP server options: a client gets `requestTimeoutMs` to send a whole request and
 * two thirds of it for the headers, then a 408 and the connection closed, so a slowly trickled
 * body cannot hold a socket (Node's own default is 5 minutes). Node checks the clocks every
 * `connectionsCheckingInterval`: a second keeps the limits close to what they say.
 */
export function httpServerOptions(requestTimeoutMs: number): ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.round((requestTimeoutMs * 2) / 3),
    connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs),
  };
}
