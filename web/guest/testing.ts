import { vi } from 'vitest';

/** The API as the guest pages reach it: `fetch` answering each call with `status` and `body`. */
export function answerFetch(answer: (url: string, init: RequestInit) => { status: number; body: unknown }) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const { status, body } = answer(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The JSON a call sent. */
export const sentBody = (fetch: ReturnType<typeof answerFetch>, call = 0) =>
  JSON.parse(String((fetch.mock.calls[call][1] as RequestInit).body)) as Record<string, unknown>;
