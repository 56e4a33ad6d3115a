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

describe('Change Password: the download of what the hostel holds about the user', () => {
  const DISPOSITION = 'attachment; filename="hostel-data-u1-2026-09-01.json"';

  /** The API answering GET /api/me/data, and the file the browser is handed. */
  function serveDownload(answer: () => Response) {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
    vi.stubGlobal('fetch', fetch);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:data');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    return { fetch, createObjectURL, saved, restore: () => click.mockRestore() };
  }

  it("fetches it with the session's token and saves it under the name the server gives", async () => {
    const served = serveDownload(
      () => new Response('{"person_id":"u1"}', { headers: { 'Content-Type': 'application/json', 'Content-Disposition': DISPOSITION } }),
    );
    renderAsStudent(<ChangePassword />, { path: '/change-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(served.saved).toEqual(['hostel-data-u1-2026-09-01.json']));
    const [url, init] = served.fetch.mock.calls[0];
    expect(url).toBe('/api/me/data');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer student-token');
    expect(served.createObjectURL.mock.calls[0][0].type).toBe('application/json');
    served.restore();
  });

  it("says the server's refusal and saves nothing", async () => {
    const served = serveDownload(() => new Response(JSON.stringify({ message: 'The database is not available.' }), { status: 503 }));
    renderAsStudent(<ChangePassword />, { path: '/change-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not available.');
    expect(served.saved).toEqual([]);
    served.restore();
  });

  it('is not offered until a one-time password is replaced: the server refuses every other call till then', () => {
    answerApi({});
    renderAsStudent(<ChangePassword />, { path: '/change-password', user: { ...STUDENT, must_change_password: true } });
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
  });
});
