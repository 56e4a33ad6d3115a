// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { renderInAdmin, spyAuthProvider } from '../testing/renderInAdmin.tsx';
import { LoginForm } from './LoginPage.tsx';

describe('the login form (SPEC.md point 5)', () => {
  it('says both fields are empty, and signs in with nothing', async () => {
    const { authProvider } = renderInAdmin(<LoginForm />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MESSAGES.login.emailEmpty)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.login.passwordEmpty)).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('refuses what does not look like an email address', async () => {
    const { authProvider } = renderInAdmin(<LoginForm />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'ama.at.hostel');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MESSAGES.login.invalidEmail)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.login.passwordEmpty)).not.toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('shows a refused sign-in in a red alert box and keeps what was typed', async () => {
    const authProvider = spyAuthProvider();
    authProvider.login.mockRejectedValueOnce(new Error('Invalid email or password'));
    renderInAdmin(<LoginForm />, { path: '/login', authProvider });
    await userEvent.type(screen.getByLabelText('Email'), ' ama@hostel.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(authProvider.login).toHaveBeenCalledWith({ email: 'ama@hostel.test', password: 'password123' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(screen.getByLabelText('Email')).toHaveValue('ama@hostel.test');
  });
});
