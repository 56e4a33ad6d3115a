// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { answerFetch } from '../../guest/testing.ts';
import { saveSession } from '../../plain/session.ts';
import { BookRoomPage } from './BookRoomPage.tsx';
import { renderAsStudent } from '../testing.tsx';
import { student } from './testing.tsx';

const phoneLoaded = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/phone.ts', async (original) => {
  phoneLoaded();
  return original();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

it('loads the phone library only once an emergency number is typed', async () => {
  saveSession('token', student);
  answerFetch(() => ({ status: 200, body: [] }));
  renderAsStudent(<BookRoomPage />, { path: '/book-room', user: student });
  await userEvent.type(await screen.findByLabelText('Index Number'), 'UEW/001');
  await userEvent.click(screen.getByRole('button', { name: 'Reserve Bed' }));
  expect(phoneLoaded).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Emergency Contact Phone Number'), 'hello');
  await waitFor(() => expect(phoneLoaded).toHaveBeenCalledOnce());
  expect(
    await screen.findByText('Please enter a valid phone number for Emergency Contact Phone Number, e.g. 024 123 4567 or +233 24 123 4567.'),
  ).toBeInTheDocument();
});
