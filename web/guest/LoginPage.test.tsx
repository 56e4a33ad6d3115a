// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { getToken } from '../plain/session.ts';
import { LoginPage } from './LoginPage.tsx';
import { answerFetch, sentBody } from './testing.ts';

const user = { id: 'u1', fname: 'Ama', lname: 'Mensah', email: 'ama@hostel.test', role: 'user' };

function renderLogin() {
  const go = vi.fn();
  const onSignedIn = vi.fn();
  render(<LoginPage go={go} onSignedIn={onSignedIn} />);
  return { go, onSignedIn };
}

async function signInAs(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the login page (SPEC.md points 2 and 5)', () => {
  it('says both fields are empty, and signs in with nothing', async () => {
    const fetch = answerFetch(() => ({ status: 500, body: {} }));
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Get Started Now', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MESSAGES.login.emailEmpty)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.login.passwordEmpty)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses what does not look like an email address', async () => {
    const fetch = answerFetch(() => ({ status: 500, body: {} }));
    renderLogin();
    await signInAs('ama.at.hostel', 'password123');
    expect(await screen.findByText(MESSAGES.login.invalidEmail)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.login.passwordEmpty)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in a red alert box and keeps what was typed", async () => {
    const fetch = answerFetch(() => ({ status: 401, body: { message: 'Invalid email or password' } }));
    const { onSignedIn } = renderLogin();
    await signInAs(' ama@hostel.test ', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(fetch).toHaveBeenCalledWith('/api/login', expect.objectContaining({ method: 'POST' }));
    expect(sentBody(fetch)).toEqual({ email: 'ama@hostel.test', password: 'password123' });
    expect(screen.getByLabelText('Email')).toHaveValue('ama@hostel.test');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it('says "Login failed" when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderLogin();
    await signInAs('ama@hostel.test', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('shows "Signing in..." while it waits, then keeps the session and enters the app at /', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await answered;
        return new Response(JSON.stringify({ token: 'tok', user }), { status: 200 });
      }),
    );
    const { onSignedIn } = renderLogin();
    await signInAs('ama@hostel.test', 'password123');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/'));
    expect(getToken()).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ email: 'ama@hostel.test' });
  });

  it('sends a user whose password was reset to /change-password', async () => {
    answerFetch(() => ({ status: 200, body: { token: 'tok', user: { ...user, must_change_password: true } } }));
    const { onSignedIn } = renderLogin();
    await signInAs('ama@hostel.test', 'password123');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/change-password'));
  });

  it('links to /register, followed inside the page', async () => {
    answerFetch(() => ({ status: 500, body: {} }));
    const { go } = renderLogin();
    const link = screen.getByRole('link', { name: 'Register' });
    expect(link).toHaveAttribute('href', '/register');
    await userEvent.click(link);
    expect(go).toHaveBeenCalledWith('/register');
  });

  it('says how to get back in without the password: a one-time password from the office', async () => {
    renderLogin();
    const forgot = screen.getByText('Forgot password?');
    expect(screen.getByText(MESSAGES.login.forgotPassword)).not.toBeVisible();
    await userEvent.click(forgot);
    expect(screen.getByText(MESSAGES.login.forgotPassword)).toBeVisible();
    expect(MESSAGES.login.forgotPassword).toMatch(/hostel office .* one-time password/);
  });
});
