// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { goToCheckout } from '../plain/checkout.ts';
import { PayOnline } from './PayOnline.tsx';

vi.mock('../plain/checkout.ts', async (original) => ({ ...(await original<typeof import('../plain/checkout.ts')>()), goToCheckout: vi.fn() }));

const booking = { id: 'b1', amount_paid: 1500 };
const on = async () => ({ enabled: true, provider: 'paystack', currency: 'GHS' });
const payment = {
  id: 'HST-1',
  reference: 'HST-1',
  booking_id: 'b1',
  provider: 'paystack',
  amount: 1500,
  currency: 'GHS',
  authorization_url: 'https://checkout.paystack.com/ac_HST-1',
  status: 'pending',
  channel: null,
  bank: null,
  created_at: new Date().toISOString(),
};

describe('paying a pending booking online', () => {
  it('is not offered when the hostel has no payment provider', async () => {
    const dataProvider = spyDataProvider({ onlinePaymentConfig: async () => ({ enabled: false, provider: null, currency: 'GHS' }) });
    renderInAdmin(<PayOnline booking={booking} />, { dataProvider });
    await waitFor(() => expect(dataProvider.onlinePaymentConfig).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Pay with mobile money/ })).not.toBeInTheDocument();
    expect(dataProvider.bookingOnlinePayments).not.toHaveBeenCalled();
  });

  it('sends the student to the provider’s checkout for the amount due', async () => {
    const dataProvider = spyDataProvider({
      onlinePaymentConfig: on,
      bookingOnlinePayments: async () => [],
      startOnlinePayment: async () => payment,
    });
    renderInAdmin(<PayOnline booking={booking} />, { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with mobile money (GH₵ 1,500.00)' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(payment.authorization_url));
    expect(dataProvider.startOnlinePayment).toHaveBeenCalledWith({ id: 'b1' });
  });

  it('follows the payment until it is confirmed', async () => {
    let answers = 0;
    const dataProvider = spyDataProvider({
      onlinePaymentConfig: on,
      bookingOnlinePayments: async () =>
        answers++ === 0 ? [payment] : [{ ...payment, status: 'confirmed', channel: 'mobile_money', bank: 'MTN' }],
    });
    renderInAdmin(<PayOnline booking={booking} />, { dataProvider });
    expect(await screen.findByText(/Waiting for your payment of GH₵ 1,500.00 to be confirmed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the payment page again' })).toHaveAttribute('href', payment.authorization_url);
    expect(await screen.findByText(/Payment confirmed \(Paystack · mobile_money \(MTN\)\)/, {}, { timeout: 6000 })).toBeInTheDocument();
  });

  it('asks the provider at once when the checkout sends the student back', async () => {
    const dataProvider = spyDataProvider({
      onlinePaymentConfig: on,
      bookingOnlinePayments: async () => [payment],
      verifyOnlinePayment: async () => payment,
    });
    renderInAdmin(<PayOnline booking={booking} />, { dataProvider, path: '/history?trxref=HST-1&reference=HST-1' });
    await waitFor(() => expect(dataProvider.verifyOnlinePayment).toHaveBeenCalledWith({ reference: 'HST-1' }));
    expect(dataProvider.verifyOnlinePayment).toHaveBeenCalledTimes(1);
  });

  it('offers to try again after a failure', async () => {
    const dataProvider = spyDataProvider({
      onlinePaymentConfig: on,
      bookingOnlinePayments: async () => [{ ...payment, status: 'failed', provider_status: 'abandoned' }],
    });
    renderInAdmin(<PayOnline booking={booking} />, { dataProvider });
    expect(await screen.findByText(/did not go through \(abandoned\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pay with mobile money/ })).toBeEnabled();
  });
});
