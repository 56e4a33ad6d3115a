// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formLive, leftEarly } from './handOver.ts';
import { renderedPages } from './prerender.tsx';
import { start } from './start.tsx';
import { answerFetch, sentBody } from './testing.ts';

// The page's own root, unmounted before the next: React's work left scheduled on it would run after the test's window is gone.
let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page as the server sends it: the build's HTML in guest.html's root, no script run yet. */
function arrive(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root" data-rendered="${path}">${renderedPages[path]}</div>`;
  return document.querySelector('form')!;
}

const input = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

describe('a guest page rendered at build time (web/prerenderPlugin.ts)', () => {
  it('holds each page whole: its heading, fields, button and link, and the splash that hides itself', () => {
    const login = arrive('/login');
    expect(screen.getByRole('heading', { name: 'Get Started Now' })).toBeInTheDocument();
    expect(input(login, 'email')).toHaveAttribute('type', 'email');
    expect(input(login, 'password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(document.querySelector('.boot.hides-itself')).toHaveStyle({ animationDelay: '500ms' });

    const register = arrive('/register');
    expect(screen.getByRole('heading', { name: 'Create An Account' })).toBeInTheDocument();
    for (const name of ['fname', 'lname', 'phone_number', 'email', 'password', 'agree_to_terms'])
      expect(register.elements.namedItem(name), name).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
  });

  it('taken over by React, keeps what was typed, ticked and left before, without a hydration error, and sends it', async () => {
    const errors = vi.spyOn(console, 'error');
    const fetch = answerFetch(() => ({ status: 201, body: { message: 'Registration successful' } }));
    const form = arrive('/register');
    input(form, 'fname').value = 'Ama';
    input(form, 'lname').value = 'Mensah';
    input(form, 'phone_number').value = 'hello';
    input(form, 'email').value = 'ama@hostel.test';
    input(form, 'password').value = 'password123';
    (form.querySelector('input[value="female"]') as HTMLInputElement).checked = true;
    input(form, 'agree_to_terms').checked = true;
    leftEarly.add('phone_number');

    root = await start('/register', true);
    await formLive;
    // The phone number was left before React came: its message shows as if React had seen it.
    expect(await screen.findByText(/valid phone number/)).toBeInTheDocument();
    expect(screen.getByLabelText('Female')).toBeChecked();
    expect(screen.getByLabelText('I agree to the terms and conditions')).toBeChecked();

    await userEvent.clear(screen.getByLabelText('Phone Number'));
    await userEvent.type(screen.getByLabelText('Phone Number'), '0241234567');
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ghana' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(sentBody(fetch)).toMatchObject({
      fname: 'Ama',
      lname: 'Mensah',
      phone_number: '0241234567',
      email: 'ama@hostel.test',
      password: 'password123',
      gender: 'female',
      country: 'Ghana',
      agree_to_terms: true,
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes up what was left early on the first page only: the next page opened starts untouched', async () => {
    arrive('/login');
    leftEarly.add('email');
    root = await start('/login', true);
    await formLive;
    expect(await screen.findByText('Email cannot be empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Create An Account' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/email/i, { selector: '.helper' })).toBeNull();
  });
});
