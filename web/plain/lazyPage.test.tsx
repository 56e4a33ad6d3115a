// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page } from './lazyPage.ts';

describe('a page loaded when first opened', () => {
  it('loads once whether preloaded or opened first, and draws the named component', async () => {
    const load = vi.fn(async () => ({ Rooms: () => <h1>Rooms</h1> }));
    const Rooms = page(load, 'Rooms');
    expect(load).not.toHaveBeenCalled();
    await Rooms.preload();
    await Rooms.preload();
    render(
      <Suspense fallback="Loading">
        <Rooms />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Rooms' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again when next asked for', async () => {
    const load = vi
      .fn<() => Promise<{ Rooms: () => null }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Rooms: () => null });
    const Rooms = page(load, 'Rooms');
    await expect(Rooms.preload()).rejects.toThrow('Failed to fetch');
    await expect(Rooms.preload()).resolves.toHaveProperty('Rooms');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
