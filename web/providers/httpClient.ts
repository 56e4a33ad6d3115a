import { fetchUtils, HttpError } from 'react-admin';
import { getToken } from './session.ts';

export const API_URL = '/api';

type RequestOptions = fetchUtils.Options & { withToken?: boolean };

/**
 * Every call goes through here, simple-rest's and the custom methods' alike: JSON headers and the
 * bearer token (except sign-in and registration), and failures carry the server's `message`
 * (else its `error`) as SPEC.md point 8 says.
 */
export async function httpClient(url: string, { withToken = true, ...options }: RequestOptions = {}) {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const token = getToken();
  if (withToken && token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body = error.body as { message?: unknown; error?: unknown; errors?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : error.message;
    throw new HttpError(message, error.status, body);
  }
}

/** simple-rest reads a record from the body itself: unwrap the API's `{ data }` envelopes. */
export async function envelopeClient(url: string, options?: fetchUtils.Options) {
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
  if (error instanceof HttpError && error.body && typeof error.message === 'string' && error.message) return error.message;
  return fallback;
}

/**
 * 422 answers name the fields: `{ errors: { field: [message] } }` → `{ field: message }`, the
 * shape a react-admin form's submit returns to show them under its inputs.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || error.status !== 422) return {};
  const errors = (error.body as { errors?: Record<string, string[] | string> } | undefined)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, Array.isArray(messages) ? messages[0] : messages]));
}

export const isHttpError = (error: unknown, status?: number): error is HttpError =>
  error instanceof HttpError && (status === undefined || error.status === status);
