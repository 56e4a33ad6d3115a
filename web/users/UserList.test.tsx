// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { HttpError } from '../plain/httpClient.ts';
import { renderInAdmin, spyAuthProvider, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { UserList } from './UserList.tsx';

const student = (id: string, fname: string, possible_duplicates: object[] = []) => ({
  id,
  fname,
  lname: 'Mensah',
  email: `${id}@gmial.com`,
  phone_number: '+233244123456',
  gender: 'male',
  country: 'Ghana',
  program: null,
  role: 'user',
  user_type: 'continuing_student',
  possible_duplicates,
});
const usersPage = () => ({
  data: [
    student('kwame', 'Kwame', [{ id: 'akosua', name: 'Akosua Mensah', shared: 'phone_number' }]),
    student('akosua', 'Akosua', [{ id: 'kwame', name: 'Kwame Mensah', shared: 'phone_number' }]),
    student('yaw', 'Yaw'),
  ],
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: 3,
  occupants: 0,
  ghanaians: 3,
  non_ghanaians: 0,
});

function renderUsers(answers: Record<string, (...args: any[]) => unknown> = {}, path = '/users', role = 'admin') {
  const dataProvider = spyDataProvider({ usersPage, ...answers });
  renderInAdmin(<UserList />, { dataProvider, authProvider: spyAuthProvider(role), path });
  return dataProvider;
}

const rowOf = async (name: string) => (await screen.findByRole('button', { name: `Edit contact of ${name}` })).closest('tr') as HTMLElement;

describe('All Users: possible second accounts', () => {
  it('marks the students another account may duplicate, and says what they share', async () => {
    renderUsers();
    expect(within(await rowOf('Kwame Mensah')).getByText(/Possible duplicate of Akosua Mensah \(same phone\)/)).toBeInTheDocument();
    expect(within(await rowOf('Yaw Mensah')).queryByText(/Possible duplicate/)).not.toBeInTheDocument();
  });

  it('starts searched when opened with ?q=', async () => {
    const dataProvider = renderUsers({}, '/users?q=kwame%40gmial.com');
    await waitFor(() => expect(dataProvider.usersPage).toHaveBeenCalledWith({ page: 1, q: 'kwame@gmial.com' }));
  });
});

describe("All Users: correcting a student's contact", () => {
  it('sends the corrected email and phone, offering the likely email, and closes', async () => {
    const dataProvider = renderUsers({ correctContact: () => ({ data: {}, message: MESSAGES.users.contactCorrected }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit contact of Kwame Mensah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact of Kwame Mensah' });
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveValue('kwame@gmial.com');
    expect(within(dialog).getByLabelText('Phone Number')).toHaveValue('024 412 3456');
    await userEvent.click(email);
    await userEvent.click(within(dialog).getByLabelText('Phone Number'));
    expect(await within(dialog).findByText(/Did you mean kwame@gmail.com\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use it' }));
    await userEvent.clear(within(dialog).getByLabelText('Phone Number'));
    await userEvent.type(within(dialog).getByLabelText('Phone Number'), '020 765 4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.correctContact).toHaveBeenCalledWith({ id: 'kwame', email: 'kwame@gmail.com', phone_number: '020 765 4321' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the phone as registration does, and shows the server refusing a taken email', async () => {
    const dataProvider = renderUsers({
      correctContact: () => {
        throw new HttpError(MESSAGES.register.emailTaken, 409, { message: MESSAGES.register.emailTaken });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit contact of Yaw Mensah' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Phone Number'));
    await userEvent.type(within(dialog).getByLabelText('Phone Number'), 'hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/valid phone number/)).toBeInTheDocument();
    expect(dataProvider.correctContact).not.toHaveBeenCalled();
    await userEvent.clear(within(dialog).getByLabelText('Phone Number'));
    await userEvent.type(within(dialog).getByLabelText('Phone Number'), '0244123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.register.emailTaken)).toBeInTheDocument();
  });
});

describe('All Users: the download of what the hostel holds about a student', () => {
  it("is a superadmin's: it fetches the student's file with the session's token and saves it", async () => {
    localStorage.setItem('token', 'super-token');
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('{}', { headers: { 'Content-Disposition': 'attachment; filename="hostel-data-kwame-2026-09-01.json"' } }),
    );
    vi.stubGlobal('fetch', fetch);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:data'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderUsers({}, '/users', 'superadmin');
    await userEvent.click(await screen.findByRole('button', { name: 'Download the data of Kwame Mensah' }));
    await waitFor(() => expect(saved).toEqual(['hostel-data-kwame-2026-09-01.json']));
    expect(fetch.mock.calls[0][0]).toBe('/api/users/kwame/data');
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer super-token');
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('is not offered to an admin', async () => {
    renderUsers();
    expect(await screen.findByRole('button', { name: 'Edit contact of Kwame Mensah' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download the data/ })).not.toBeInTheDocument();
  });
});
