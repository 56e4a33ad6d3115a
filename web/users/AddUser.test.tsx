// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { AddUser } from './AddUser.tsx';

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/First Name/), 'Yaw');
  await user.type(screen.getByLabelText(/Last Name/), 'Porter');
  await user.type(screen.getByLabelText(/Phone Number/), '0241234567');
  await user.type(screen.getByLabelText(/^Email/), 'yaw@hostel.test');
  await user.type(screen.getByLabelText(/^Password/), 'password123');
  await user.click(screen.getByLabelText('Male'));
  await user.click(screen.getByRole('combobox', { name: /Country/ }));
  await user.click(await screen.findByRole('option', { name: 'Ghana' }));
}

describe('Add An Admin', () => {
  it("creates an admin by default, and a porter's account when chosen, each by its own call", async () => {
    const dataProvider = spyDataProvider({ createAdmin: () => ({ data: {} }), createPorter: () => ({ data: {} }) });
    renderInAdmin(<AddUser />, { dataProvider, path: '/add-user' });
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    await waitFor(() => expect(dataProvider.createAdmin).toHaveBeenCalledTimes(1));
    expect(dataProvider.createAdmin).toHaveBeenCalledWith(expect.not.objectContaining({ account_role: expect.anything() }));
    expect(await screen.findAllByText('Admin account created successfully')).not.toHaveLength(0);

    await fillAccount(user);
    await user.click(screen.getByLabelText(/^Porter/));
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    await waitFor(() => expect(dataProvider.createPorter).toHaveBeenCalledTimes(1));
    expect(dataProvider.createPorter).toHaveBeenCalledWith(expect.objectContaining({ fname: 'Yaw', email: 'yaw@hostel.test' }));
    expect(dataProvider.createAdmin).toHaveBeenCalledTimes(1);
  });
});
