import type { Server } from 'node:http';

/**
 * Stops taking connections and resolves once every request already taken has its answer: idle
 * keep-alive connections close at once, a busy one as soon as its answer is sent. Past `graceMs`
 * the rest are cut, so one stuck client cannot hold the stop for ever.
 */
export function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
