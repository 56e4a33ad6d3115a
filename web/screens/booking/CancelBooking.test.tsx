// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCELLATION_MESSAGES } from '../../../shared/cancellationMessages.ts';
import { answerFetch } from '../../guest/testing.ts';
import { saveSession } from '../../plain/session.ts';
import type { Booking } from '../../plain/types.ts';
import { renderAsStudent } from '../testing.tsx';
import { CancelBooking } from './CancelBooking.tsx';
import { called, student } from './testing.tsx';

const pending = { id: 'b1', payment_status: 'pending', cancellation: null } as Pick<Booking, 'id' | 'payment_status' | 'cancellation'>;
const paid = { ...pending, payment_status: 'paid' } as typeof pending;

/** The API's cancel, answering with what the student's booking becomes; the bodies it was sent. */
function cancelApi(message: string) {
  const bodies: unknown[] = [];
  answerFetch((url, init) => {
    const { method, path } = called(url, init);
    if (method === 'POST' && path === '/api/bookings/b1/cancel') {
      bodies.push(JSON.parse(String(init.body)));
      return { status: 200, body: { data: pending, message } };
    }
    return { status: 404, body: { message: `${method} ${path}` } };
  });
  return bodies;
}

beforeEach(() => saveSession('token', student));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Cancel booking, on the student’s booking', () => {
  it('cancels a pending booking after a confirmation, a reason optional', async () => {
    const bodies = cancelApi(CANCELLATION_MESSAGES.cancelled);
    renderAsStudent(<CancelBooking booking={pending} />, { path: '/history', user: student });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('dialog', { name: 'Cancel booking' })).toHaveTextContent('Your bed is given back at once');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel My Booking' }));
    await waitFor(() => expect(bodies).toEqual([{}]));
  });

  it('asks a reason before a paid booking’s request is sent', async () => {
    const bodies = cancelApi(CANCELLATION_MESSAGES.requested);
    renderAsStudent(<CancelBooking booking={paid} />, { path: '/history', user: student });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Request Cancellation' }));
    expect(await screen.findByText(CANCELLATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.type(screen.getByLabelText(/Why do you want to cancel/), 'Going home');
    await userEvent.click(screen.getByRole('button', { name: 'Request Cancellation' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Going home' }]));
  });

  it('shows an open request instead of the button, and a refusal above it', () => {
    const open = {
      requested_at: '2026-09-02T08:00:00.000Z',
      reason: 'Going home',
      decided: null,
      decided_at: null,
      decision_reason: null,
      refund: null,
      refund_amount: null,
    };
    const { unmount } = renderAsStudent(<CancelBooking booking={{ ...paid, cancellation: open }} />, { path: '/history', user: student });
    expect(screen.getByRole('heading', { name: 'Cancellation requested' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    unmount();
    renderAsStudent(
      <CancelBooking booking={{ ...paid, cancellation: { ...open, decided: 'refused', decision_reason: 'Term has started' } }} />,
      {
        path: '/history',
        user: student,
      },
    );
    expect(screen.getByText(/Your cancellation request was refused: Term has started/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });
});
