// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { PasswordGate } from '../layout/PasswordGate.tsx';
import { getSessionUser, getToken, saveSession } from '../plain/session.ts';
import type { User } from '../plain/types.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { ChangePassword } from './ChangePassword.tsx';

const ama: User = {
  id: 'u1',
  fname: 'Ama',
  lname: 'Mensah',
  phone_number: '0241234567',
  email: 'ama@hostel.test',
  gender: 'female',
  country: 'Ghana',
  program: null,
  role: 'user',
  user_type: 'continuing_student',
  active: true,
  must_change_password: true,
};

describe('the change-password page', () => {
  it('checks the new password as registration does, and that it was typed twice alike', async () => {
    const { dataProvider } = renderInAdmin(<ChangePassword />);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(MESSAGES.staff.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.register.passwordRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('New password again'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(MESSAGES.register.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.staff.passwordsDiffer)).toBeInTheDocument();
    expect(dataProvider.changePassword).not.toHaveBeenCalled();
  });

  it('after a reset, asks for the one-time password and keeps the token the change answers', async () => {
    saveSession('old-token', ama);
    const dataProvider = spyDataProvider({
      changePassword: () => ({
        token: 'new-token',
        user: { ...ama, must_change_password: false },
        message: MESSAGES.staff.passwordChanged,
      }),
    });
    renderInAdmin(<ChangePassword />, { dataProvider, path: '/change-password' });
    expect(screen.getByText(MESSAGES.staff.chooseNewPassword)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('One-time password'), 'Kd7pQx3mZr8v');
    await userEvent.type(screen.getByLabelText('New password'), 'my-own-secret');
    await userEvent.type(screen.getByLabelText('New password again'), 'my-own-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(getToken()).toBe('new-token'));
    expect(dataProvider.changePassword).toHaveBeenCalledWith({ current_password: 'Kd7pQx3mZr8v', new_password: 'my-own-secret' });
    expect(getSessionUser()?.must_change_password).toBe(false);
  });
});

describe('the password gate', () => {
  const app = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/change-password" element={<p>Choose a password</p>} />
          <Route
            path="*"
            element={
              <PasswordGate>
                <p>Dashboard</p>
              </PasswordGate>
            }
          />
        </Routes>
      </MemoryRouter>,
    );

  it('sends a user who must change their password to the change-password page', () => {
    saveSession('token', ama);
    app('/all-rooms');
    expect(screen.getByText('Choose a password')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  });

  it('lets anyone else through', () => {
    saveSession('token', { ...ama, must_change_password: false });
    app('/');
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });
});
