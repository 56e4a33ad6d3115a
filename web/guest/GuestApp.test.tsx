// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestApp } from './GuestApp.tsx';
import { answerFetch, fillRegistration } from './testing.ts';

// jsdom does not scroll.
vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the guest pages together', () => {
  it('show the splash first, and move between /login and /register without a reload, back button included', async () => {
    window.history.replaceState(null, '', '/login');
    render(<GuestApp />);
    expect(screen.getByText('Please wait...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Get Started Now' });
    await vi.waitFor(() => expect(screen.queryByText('Please wait...')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(window.location.pathname).toBe('/register');
    expect(await screen.findByRole('heading', { name: 'Create An Account' })).toBeInTheDocument();
    act(() => window.history.back());
    await screen.findByRole('heading', { name: 'Get Started Now' });
    expect(window.location.pathname).toBe('/login');
  });

  it("after a registration, show the server's message on the login page", async () => {
    answerFetch(() => ({ status: 201, body: { data: {}, message: 'User registered successfully' } }));
    window.history.replaceState(null, '', '/register');
    render(<GuestApp />);
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Get Started Now' });
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent('User registered successfully');
  });
});
