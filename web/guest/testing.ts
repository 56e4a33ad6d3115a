import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** The registration form filled in as a valid account (Ama Mensah, a woman in Ghana), waiting for it to load. */
export async function fillRegistration() {
  await userEvent.type(await screen.findByLabelText('First Name'), 'Ama');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Mensah');
  await userEvent.type(screen.getByLabelText('Phone Number'), '0241234567');
  await userEvent.type(screen.getByLabelText('Email'), 'ama@hostel.test');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByLabelText('Female'));
  await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Ghana' }));
  await userEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
}
