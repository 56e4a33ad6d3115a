// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { PaymentActions } from './PaymentActions.tsx';

describe('the payment buttons', () => {
  it('send the status the admin saw with each decision', async () => {
    const dataProvider = spyDataProvider({ approvePayment: () => ({}), rejectPayment: () => ({}) });
    renderInAdmin(<PaymentActions booking={{ id: 'b1', payment_status: 'pending', full_name: 'Ama Mensah' }} />, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Reject payment of Ama Mensah' }));
    await waitFor(() => expect(dataProvider.rejectPayment).toHaveBeenCalledWith({ id: 'b1', expected_status: 'pending' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve payment of Ama Mensah' }));
    await waitFor(() => expect(dataProvider.approvePayment).toHaveBeenCalledWith({ id: 'b1', expected_status: 'pending' }));
  });
});
