// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { invalidPhoneMessage } from '../../shared/phone.ts';
import { renderInAdmin, silenceExpectedErrors, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { RegisterForm } from './RegisterPage.tsx';

const m = MESSAGES.register;

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('First Name'), 'Ama');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Mensah');
  await userEvent.type(screen.getByLabelText('Phone Number'), '0241234567');
  await userEvent.type(screen.getByLabelText('Email'), 'ama@hostel.test');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByLabelText('Female'));
  await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Ghana' }));
  await userEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
}

describe('the registration form (SPEC.md point 5)', () => {
  it('lists every missing field and registers nobody', async () => {
    const { dataProvider } = renderInAdmin(<RegisterForm />, { path: '/register' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      m.fnameRequired,
      m.lnameRequired,
      m.phoneRequired,
      m.emailRequired,
      m.passwordRequired,
      m.genderRequired,
      m.countryRequired,
      m.termsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(dataProvider.register).not.toHaveBeenCalled();
  });

  it('checks the email address and the password length', async () => {
    renderInAdmin(<RegisterForm />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Email'), 'ama@hostel');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(m.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(m.passwordTooShort)).toBeInTheDocument();
  });

  it('refuses a phone number that is not one ("hello"), as the API does', async () => {
    const dataProvider = spyDataProvider();
    renderInAdmin(<RegisterForm />, { path: '/register', dataProvider });
    await fillValidForm();
    await userEvent.clear(screen.getByLabelText('Phone Number'));
    await userEvent.type(screen.getByLabelText('Phone Number'), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(invalidPhoneMessage('Phone Number'))).toBeInTheDocument();
    expect(dataProvider.register).not.toHaveBeenCalled();
  });

  it('sends a complete form, and shows the server error under the button while keeping the input', async () => {
    silenceExpectedErrors();
    const dataProvider = spyDataProvider({
      register: () => Promise.reject(new HttpError(m.emailTaken, 409, { message: m.emailTaken })),
    });
    renderInAdmin(<RegisterForm />, { path: '/register', dataProvider });
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(m.emailTaken)).toBeInTheDocument();
    expect(dataProvider.register).toHaveBeenCalledWith(
      expect.objectContaining({ fname: 'Ama', gender: 'female', country: 'Ghana', agree_to_terms: true }),
    );
    expect(screen.getByLabelText('First Name')).toHaveValue('Ama');
  });
});
