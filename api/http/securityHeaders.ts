import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * The web app's Content-Security-Policy: its own scripts only, no inline or injected script, no
 * plugins, no framing. style-src allows inline styles because MUI's styling engine (emotion)
 * writes its CSS into <style> elements at run time; a nonce would need an index.html rewritten
 * for each answer, which the precompressed, service-worker-cached page cannot carry. Inline
 * styles cannot run code, and script-src stays strict. Images may be data: URLs (Vite inlines
 * small images into the bundle).
 */
export const WEB_APP_CSP: NonNullable<SecureHeadersOptions['contentSecurityPolicy']> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The headers Hono's secureHeaders(options) puts on a response, read once at start-up from one it made, so the list stays Hono's own. */
async function headersOf(options?: SecureHeadersOptions): Promise<[string, string][]> {
  const probe = await new Hono()
    .use(secureHeaders(options))
    .get('/', (c) => c.body(null))
    .request('/');
  return [...probe.headers].filter(([name]) => name !== 'content-type');
}

const SECURITY_HEADERS = await headersOf();
const HTML_SECURITY_HEADERS = await headersOf({ contentSecurityPolicy: WEB_APP_CSP });

/**
 * secureHeaders()'s headers, set before the route runs. secureHeaders sets them after, on a
 * response already built, which makes the Node adapter turn its plain string body into a stream
 * and build the response again: a twentieth of the API's CPU under a rush of bookings.
 */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
  await next();
};

/** The same with the web app's Content-Security-Policy, for the app's page (index.html). */
export const htmlSecurityHeaders = (): MiddlewareHandler => async (c, next) => {
  for (const [name, value] of HTML_SECURITY_HEADERS) c.header(name, value);
  await next();
};
