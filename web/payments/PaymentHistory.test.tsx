// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customReads } from '../plain/customMethods.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { PaymentHistory } from './PaymentHistory.tsx';

const row = {
  id: 'e1',
  at: '2026-09-02T10:00:00Z',
  decision: 'rejected',
  from_status: 'pending',
  to_status: 'unpaid',
  actor_name: 'Ama Admin',
  student_name: 'Kofi Mensah',
  room_number: 'A12',
  amount: 1200,
  booking_id: 'b1',
};
const semesters = [{ id: 's1', name: 'Harmattan 2026' }];

let urls: string[];
let current: { id: string; name: string } | null;

beforeEach(() => {
  urls = [];
  current = null;
  // The real client builds the addresses; only the network is replaced.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.endsWith('/semesters/current')) return Response.json({ data: current });
      if (url.includes('format=csv')) return new Response('at,decision\n', { headers: { 'Content-Type': 'text/csv' } });
      return Response.json({ data: [row], meta: { current_page: 1, last_page: 3, per_page: 10, total: 21 } });
    }),
  );
  return () => vi.unstubAllGlobals();
});

const renderPage = () =>
  renderInAdmin(<PaymentHistory />, {
    dataProvider: spyDataProvider({
      paymentHistory: customReads.payments.paymentHistory,
      currentSemester: customReads.semesters.currentSemester,
      getList: () => ({ data: semesters, total: 1 }),
    }),
  });

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

describe('the payment history page', () => {
  it('sends the chosen filters, starting again from page 1, and links each row to its booking', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Kofi Mensah' })).toHaveAttribute('href', '/booking/b1');
    expect(screen.getByText('Pending → Rejected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/payments/history?page=2'));

    await choose('Semester', 'Harmattan 2026');
    await choose('Decision', 'Rejected');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-09-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09-30' } });
    await waitFor(() =>
      expect(urls.at(-1)).toBe('/api/payments/history?page=1&semester_id=s1&decision=rejected&from=2026-09-01&to=2026-09-30'),
    );
  });

  it('opens on the current semester, asking for no other first', async () => {
    current = semesters[0];
    renderPage();
    expect(await screen.findByRole('link', { name: 'Kofi Mensah' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent('Harmattan 2026');
    expect(urls.filter((url) => url.startsWith('/api/payments/history'))).toEqual(['/api/payments/history?page=1&semester_id=s1']);
  });

  it('exports the same filters as CSV with the bearer token', async () => {
    localStorage.setItem('token', 'secret');
    const createObjectURL = vi.fn(() => 'blob:history');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    await choose('Decision', 'Approved');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [url, init] = vi.mocked(fetch).mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/api/payments/history?decision=approved&format=csv');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer secret' });
    expect(save).toHaveBeenCalledOnce();
  });
});
