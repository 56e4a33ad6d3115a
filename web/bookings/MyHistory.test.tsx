// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { saveSession } from '../providers/session.ts';
import type { User } from '../providers/types.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { MyHistory } from './MyHistory.tsx';

beforeEach(() => saveSession('token', { id: 'u1', fname: 'Ama', role: 'user' } as User));

describe('the student’s booked history', () => {
  it('says their last booking was rejected for non-payment, with the reason the office gave', async () => {
    const rejected = { id: 'b1', user_id: 'u1', payment_status: 'unpaid', decision_reason: 'No payment by 5 September' };
    const dataProvider = spyDataProvider({ myRoom: async () => null, getList: () => ({ data: [rejected], total: 1 }) });
    renderInAdmin(<MyHistory />, { dataProvider });
    expect(await screen.findByText(MESSAGES.booking.rejectedForNonPayment)).toBeInTheDocument();
    expect(screen.getByText('Reason: No payment by 5 September')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('bookings', expect.objectContaining({ filter: { user_id: 'u1' } }));
  });

  it('says nothing of a rejection to a student who has not booked', async () => {
    const dataProvider = spyDataProvider({ myRoom: async () => null, getList: () => ({ data: [], total: 0 }) });
    renderInAdmin(<MyHistory />, { dataProvider });
    expect(await screen.findByText(/or you have not booked a room yet/)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.booking.rejectedForNonPayment)).not.toBeInTheDocument();
  });
});
