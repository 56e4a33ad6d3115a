// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin, spyAuthProvider, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { SideMenu } from './SideMenu.tsx';

describe('the sidebar', () => {
  it("shows admins Pending Payments with the number waiting, counted by the list's total alone", async () => {
    const dataProvider = spyDataProvider({ getList: () => ({ data: [{ id: 'b1' }], total: 37 }) });
    renderInAdmin(<SideMenu />, { dataProvider, authProvider: spyAuthProvider('admin') });
    const entry = await screen.findByRole('menuitem', { name: /Pending Payments/ }, { timeout: 5000 });
    expect(entry).toHaveAttribute('href', '/restricted-rooms');
    await waitFor(() => expect(entry).toHaveTextContent('37'));
    expect(vi.mocked(dataProvider.getList)).toHaveBeenCalledWith(
      'bookings',
      expect.objectContaining({ filter: { payment_status: 'pending' }, pagination: { page: 1, perPage: 1 } }),
    );
  });

  it('shows students no Pending Payments, and counts nothing for them', async () => {
    const dataProvider = spyDataProvider();
    renderInAdmin(<SideMenu />, { dataProvider, authProvider: spyAuthProvider('user') });
    expect(await screen.findByRole('menuitem', { name: 'Reserve A Bed' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Pending Payments/ })).not.toBeInTheDocument();
    expect(dataProvider.getList).not.toHaveBeenCalledWith('bookings', expect.anything());
  });

  it('shows Unmatched Payments only while the hostel takes payments online', async () => {
    for (const enabled of [false, true]) {
      const dataProvider = spyDataProvider({
        onlinePaymentConfig: () => ({ enabled, provider: enabled ? 'paystack' : null, currency: 'GHS' }),
      });
      const { unmount } = renderInAdmin(<SideMenu />, { dataProvider, authProvider: spyAuthProvider('admin') });
      await screen.findByRole('menuitem', { name: /Pending Payments/ }, { timeout: 5000 });
      await waitFor(() => expect(dataProvider.onlinePaymentConfig).toHaveBeenCalled());
      if (enabled)
        expect(await screen.findByRole('menuitem', { name: 'Unmatched Payments' })).toHaveAttribute('href', '/unmatched-payments');
      else expect(screen.queryByRole('menuitem', { name: 'Unmatched Payments' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
