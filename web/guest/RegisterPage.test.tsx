// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { invalidPhoneMessage } from '../../shared/phone.ts';
import { RegisterPage } from './RegisterPage.tsx';
import { answerFetch, fillRegistration, sentBody } from './testing.ts';

const m = MESSAGES.register;

function renderRegister() {
  const go = vi.fn();
  const notify = vi.fn();
  render(<RegisterPage go={go} notify={notify} />);
  return { go, notify };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the registration page (SPEC.md points 2 and 5)', () => {
  it('lists every missing field and registers nobody', async () => {
    const fetch = answerFetch(() => ({ status: 500, body: {} }));
    renderRegister();
    expect(screen.getByRole('heading', { name: 'Create An Account', level: 1 })).toBeInTheDocument();
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
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the email address and the password length, and shows a message once a field is left', async () => {
    renderRegister();
    await userEvent.type(screen.getByLabelText('Email'), 'ama@hostel');
    expect(screen.queryByText(m.invalidEmail)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText(m.invalidEmail)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(m.passwordTooShort)).toBeInTheDocument();
  });

  it('refuses a phone number that is not one ("hello"), as the API does', async () => {
    const fetch = answerFetch(() => ({ status: 500, body: {} }));
    renderRegister();
    await fillRegistration();
    await userEvent.clear(screen.getByLabelText('Phone Number'));
    await userEvent.type(screen.getByLabelText('Phone Number'), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(invalidPhoneMessage('Phone Number'))).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a name with no letter, or one that turns the text around, as the API does', async () => {
    const fetch = answerFetch(() => ({ status: 500, body: {} }));
    renderRegister();
    await fillRegistration();
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), '---');
    await userEvent.clear(screen.getByLabelText('Last Name'));
    await userEvent.click(screen.getByLabelText('Last Name'));
    await userEvent.paste('Mensah\u202Egnp.exe');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MESSAGES.names.noLetter('First Name'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.names.directionControls('Last Name'))).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('picks the country from the keyboard too', async () => {
    renderRegister();
    const country = screen.getByRole('combobox', { name: 'Country' });
    country.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(country).toHaveTextContent('Nigeria');
  });

  it('sends a complete form, and shows the server error under the button and its field errors under the fields', async () => {
    const fetch = answerFetch(() => ({ status: 422, body: { message: m.emailTaken, errors: { email: [m.emailTaken] } } }));
    const { go, notify } = renderRegister();
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.emailTaken);
    expect(screen.getAllByText(m.emailTaken)).toHaveLength(2);
    expect(fetch).toHaveBeenCalledWith('/api/register', expect.objectContaining({ method: 'POST' }));
    expect(sentBody(fetch)).toMatchObject({
      fname: 'Ama',
      email: 'ama@hostel.test',
      gender: 'female',
      country: 'Ghana',
      agree_to_terms: true,
      role: 'user',
      user_type: 'continuing_student',
    });
    expect(screen.getByLabelText('First Name')).toHaveValue('Ama');
    expect(go).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('covers the page with "Registering user..." while it waits, then says so and goes to /login', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await answered;
        return new Response(JSON.stringify({ data: {}, message: 'User registered successfully' }), { status: 201 });
      }),
    );
    const { go, notify } = renderRegister();
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registering user...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    answer();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(notify).toHaveBeenCalledWith('User registered successfully');
  });

  it("points out a likely typo in the email's domain, takes the suggestion, and never blocks", async () => {
    const fetch = answerFetch(() => ({ status: 201, body: { data: {}, message: 'Registration successful' } }));
    const { go } = renderRegister();
    await fillRegistration();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ama@gmial.com');
    await userEvent.click(screen.getByLabelText('Password'));
    expect(screen.getByText('Did you mean ama@gmail.com?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use it' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ama@gmail.com');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();

    // Kept as typed, the address is sent all the same.
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ama@gmial.com');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(sentBody(fetch)).toMatchObject({ email: 'ama@gmial.com' });
  });

  it('links to /login', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
