// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { renderInAdmin, spyAuthProvider, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { StaffList } from './StaffList.tsx';
import { UserList } from './UserList.tsx';

const member = (id: string, fname: string, role: string, active: boolean, deactivation_reason: string | null = null) => ({
  id,
  fname,
  lname: 'Mensah',
  email: `${id}@hostel.test`,
  phone_number: '0241234567',
  gender: 'male',
  country: 'Ghana',
  program: null,
  role,
  user_type: role,
  active,
  must_change_password: false,
  deactivation_reason,
});
const page = (data: object[]) => ({ data, current_page: 1, last_page: 1, per_page: 10, total: data.length });
const signedInAs = (id: string) => ({ ...spyAuthProvider('superadmin'), getIdentity: async () => ({ id, fullName: 'Me' }) });

function renderStaff() {
  const dataProvider = spyDataProvider({
    staffPage: () =>
      page([
        member('me', 'Super', 'superadmin', true),
        member('kofi', 'Kofi', 'admin', true),
        member('esi', 'Esi', 'admin', false, 'Left the office'),
      ]),
    deactivateUser: () => ({ data: {}, message: MESSAGES.staff.deactivated }),
    reactivateUser: () => ({ data: {}, message: MESSAGES.staff.reactivated }),
    resetPassword: () => ({ data: {}, one_time_password: 'Kd7pQx3mZr8v', message: MESSAGES.staff.passwordReset }),
  });
  renderInAdmin(<StaffList />, { dataProvider, authProvider: signedInAs('me'), path: '/staff' });
  return dataProvider;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('the staff page', () => {
  it('shows each account with its status, and no action on your own', async () => {
    renderStaff();
    expect(within(await rowOf('Kofi Mensah')).getByText('Active')).toBeInTheDocument();
    const esi = await rowOf('Esi Mensah');
    expect(within(esi).getByText('Deactivated')).toBeInTheDocument();
    expect(within(esi).getByText('Left the office')).toBeInTheDocument();
    expect(within(esi).getByRole('button', { name: 'Reactivate Esi Mensah' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText('Super Mensah').closest('tr')!).getByText('You')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Deactivate Super Mensah' })).not.toBeInTheDocument();
  });

  it('deactivates after a confirmation that takes a reason', async () => {
    const dataProvider = renderStaff();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Kofi Mensah' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.staff.confirmDeactivate('Kofi Mensah'))).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Moved to another hall ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(dataProvider.deactivateUser).toHaveBeenCalledWith({ id: 'kofi', reason: 'Moved to another hall' }));
  });

  it('refuses a reason that is too long before sending it', async () => {
    const dataProvider = renderStaff();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Kofi Mensah' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Reason'));
    await userEvent.paste('x'.repeat(201));
    expect(within(dialog).getByText('Reason must be at most 200 characters.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(dataProvider.deactivateUser).not.toHaveBeenCalled();
  });

  it('reactivates after a confirmation', async () => {
    const dataProvider = renderStaff();
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate Esi Mensah' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.staff.confirmReactivate('Esi Mensah'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(dataProvider.reactivateUser).toHaveBeenCalledWith({ id: 'esi' }));
  });
});

describe('resetting a password', () => {
  it('shows the one-time password once, with a copy button and a warning', async () => {
    const user = userEvent.setup();
    const dataProvider = renderStaff();
    await user.click(await screen.findByRole('button', { name: 'Reset password of Kofi Mensah' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(MESSAGES.staff.confirmReset('Kofi Mensah'))).toBeInTheDocument();
    expect(dataProvider.resetPassword).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(dataProvider.resetPassword).toHaveBeenCalledWith({ id: 'kofi' }));

    const shown = await screen.findByRole('dialog', { name: 'One-time password for Kofi Mensah' });
    expect(within(shown).getByLabelText('One-time password')).toHaveTextContent('Kd7pQx3mZr8v');
    expect(within(shown).getByText(MESSAGES.staff.oneTimeWarning)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Copy the one-time password' }));
    expect(await navigator.clipboard.readText()).toBe('Kd7pQx3mZr8v');

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('Kd7pQx3mZr8v')).not.toBeInTheDocument());
    expect(dataProvider.resetPassword).toHaveBeenCalledTimes(1);
  });

  it('is offered on the users list to a superadmin', async () => {
    const student = member('ama', 'Ama', 'user', true);
    const usersPage = () => ({ ...page([{ ...student, user_type: 'continuing_student' }]), occupants: 0, ghanaians: 1, non_ghanaians: 0 });
    renderInAdmin(<UserList />, { dataProvider: spyDataProvider({ usersPage }), authProvider: spyAuthProvider('superadmin') });
    expect(await screen.findByRole('button', { name: 'Reset password of Ama Mensah' })).toBeInTheDocument();
  });

  it('shows a student’s phone on the users list as Ghanaians write it', async () => {
    const student = { ...member('ama', 'Ama', 'user', true), phone_number: '+233241234567', user_type: 'continuing_student' };
    const usersPage = () => ({ ...page([student]), occupants: 0, ghanaians: 1, non_ghanaians: 0 });
    renderInAdmin(<UserList />, { dataProvider: spyDataProvider({ usersPage }), authProvider: spyAuthProvider('admin') });
    const row = (await screen.findByText('ama@hostel.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('024 123 4567')).toBeInTheDocument();
  });

  it('is not offered on the users list to an admin', async () => {
    const student = member('ama', 'Ama', 'user', true);
    const usersPage = () => ({ ...page([{ ...student, user_type: 'continuing_student' }]), occupants: 0, ghanaians: 1, non_ghanaians: 0 });
    renderInAdmin(<UserList />, { dataProvider: spyDataProvider({ usersPage }), authProvider: spyAuthProvider('admin') });
    expect(await screen.findByText('ama@hostel.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reset password/ })).not.toBeInTheDocument();
  });
});
