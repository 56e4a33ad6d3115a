// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { Layout } from './Layout.tsx';
import { refetchFailedWhenOnline } from './online.ts';
import '../screens/testing.tsx';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};
afterEach(() => vi.restoreAllMocks());

it('says above the page that the phone is offline, and no more once it is back online', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  render(
    <Layout role="user">
      <h1>My Booking</h1>
    </Layout>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.errors.offline);
  setOnline(true);
  expect(screen.queryByRole('alert')).toBeNull();
  setOnline(false);
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.errors.offline);
});

it('makes the reads that failed again once back online, and leaves those that did not', async () => {
  const queryClient = refetchFailedWhenOnline(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  let network = false;
  const failing = vi.fn(async () => {
    if (!network) throw new TypeError('Failed to fetch');
    return ['booking'];
  });
  const fine = vi.fn(async () => 'semester');
  const bookings = new QueryObserver(queryClient, { queryKey: ['bookings'], queryFn: failing });
  const semester = new QueryObserver(queryClient, { queryKey: ['semester'], queryFn: fine, staleTime: Infinity });
  const unsubscribe = [bookings.subscribe(() => {}), semester.subscribe(() => {})];
  await vi.waitFor(() => expect(bookings.getCurrentResult().isError).toBe(true));
  await vi.waitFor(() => expect(semester.getCurrentResult().isSuccess).toBe(true));

  network = true;
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(bookings.getCurrentResult().data).toEqual(['booking']));
  expect(failing).toHaveBeenCalledTimes(2);
  expect(fine).toHaveBeenCalledTimes(1);
  unsubscribe.forEach((stop) => stop());
});
