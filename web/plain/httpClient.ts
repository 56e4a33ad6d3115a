import { getToken } from './session.ts';

// No react-admin here: the guest pages (web/guest) sign in and register through this module too.

export const API_URL = '/api';

export type RequestOptions = RequestInit & { withToken?: boolean };

/** A failed call: the HTTP status and the parsed body, shaped as react-admin's HttpError. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * Every call goes through here, simple-rest's and the custom methods' alike: JSON headers and the
 * bearer token (except sign-in and registration), and failures carry the server's `message`
 * (else its `error`) as SPEC.md point 8 says.
 */
export async function httpClient(url: string, { withToken = true, ...options }: RequestOptions = {}) {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.body && !headers.has('Content-Type') && !(options.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (withToken && token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, { ...options, headers });
  const body = await response.text();
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const sent = json as { message?: unknown; error?: unknown } | undefined;
    const message = typeof sent?.message === 'string' ? sent.message : typeof sent?.error === 'string' ? sent.error : response.statusText;
    throw new HttpError(message, response.status, json);
  }
  // The shape of react-admin's fetchJson, which simple-rest reads (its headers for Content-Range).
  return { status: response.status, headers: response.headers, body, json: json as any };
}

/** simple-rest reads a record from the body itself: unwrap the API's `{ data }` envelopes. */
export async function envelopeClient(url: string, options?: RequestOptions) {
  const response = await httpClient(url, options);
  const json = response.json as unknown;
  if (json && typeof json === 'object' && !Array.isArray(json) && 'data' in json) {
    return { ...response, json: (json as { data: unknown }).data };
  }
  return response;
}

export type Query = Record<string, string | number | undefined | null>;

/** `?a=1&b=2` without the empty values: an unset filter is not sent at all. */
export function queryString(query: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The message to show for a failed call: the server's words when it sent some, else the fallback. */
export function errorMessage(error: unknown, fallback: string) {
  if (isHttpError(error) && error.body && typeof error.message === 'string' && error.message) return error.message;
  return fallback;
}

/**
 * 422 answers name the fields: `{ errors: { field: [message] } }` → `{ field: message }`, the
 * shape a react-admin form's submit returns to show them under its inputs.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isHttpError(error, 422)) return {};
  const errors = (error.body as { errors?: Record<string, string[] | string> } | undefined)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, Array.isArray(messages) ? messages[0] : messages]));
}

/** Ours or react-admin's (its tests' doubles throw that one): a failed call with a status. */
export const isHttpError = (error: unknown, status?: number): error is HttpError =>
  error instanceof Error &&
  typeof (error as { status?: unknown }).status === 'number' &&
  (status === undefined || (error as HttpError).status === status);
