// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { sentBody } from '../guest/testing.ts';
import { getSessionUser, getToken } from '../plain/session.ts';
import { ChangePassword } from './ChangePassword.tsx';
import { HostContext, PLAIN_HOST } from './host.tsx';
import { answerApi, renderAsStudent, STUDENT } from './testing.tsx';

vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

describe("the student's Change Password page", () => {
  it('checks the new password as registration does, and that it was typed twice alike', async () => {
    const fetch = answerApi({});
    renderAsStudent(<ChangePassword />, { path: '/change-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(MESSAGES.staff.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.register.passwordRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('New password again'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(MESSAGES.register.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.staff.passwordsDiffer)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after a reset, asks for the one-time password, keeps the token the change answers and goes home', async () => {
    const notify = vi.fn();
    const fetch = answerApi({
      'POST /api/auth/change-password': {
        token: 'new-token',
        user: { ...STUDENT, must_change_password: false },
        message: MESSAGES.staff.passwordChanged,
      },
    });
    renderAsStudent(
      <HostContext.Provider value={{ ...PLAIN_HOST, notify }}>
        <ChangePassword />
      </HostContext.Provider>,
      { path: '/change-password', user: { ...STUDENT, must_change_password: true } },
    );
    expect(screen.getByText(MESSAGES.staff.chooseNewPassword)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('One-time password'), 'Kd7pQx3mZr8v');
    await userEvent.type(screen.getByLabelText('New password'), 'my-own-secret');
    await userEvent.type(screen.getByLabelText('New password again'), 'my-own-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(getToken()).toBe('new-token'));
    expect(sentBody(fetch)).toEqual({ current_password: 'Kd7pQx3mZr8v', new_password: 'my-own-secret' });
    expect(getSessionUser()?.must_change_password).toBe(false);
    expect(notify).toHaveBeenCalledWith(MESSAGES.staff.passwordChanged);
    expect(window.location.pathname).toBe('/');
  });

  it('shows a wrong current password under its field and in the alert', async () => {
    const wrong = 'The current password is not correct.';
    answerApi({
      'POST /api/auth/change-password': () => ({ status: 422, body: { message: wrong, errors: { current_password: [wrong] } } }),
    });
    renderAsStudent(<ChangePassword />, { path: '/change-password' });
    await userEvent.type(screen.getByLabelText('Current password'), 'not-my-password');
    await userEvent.type(screen.getByLabelText('New password'), 'my-own-secret');
    await userEvent.type(screen.getByLabelText('New password again'), 'my-own-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(wrong);
    expect(getToken()).toBe('student-token');
  });
});
