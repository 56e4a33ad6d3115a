// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { Arrivals } from './Arrivals.tsx';
import { answerApi, queriesTo, renderAsStudent, STUDENT } from './testing.tsx';

vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

const PORTER = { ...STUDENT, role: 'porter' as const };
const arrival = (overrides: Record<string, unknown> = {}) => ({
  id: 'b1',
  reference: 'HB-7K3M9Q',
  full_name: 'Adwoa Arriving',
  index_number: 'UG123',
  phone_number: '+233241234567',
  gender: 'female',
  room_number: 'L1',
  check_in_date: '2026-09-01',
  checked_in_at: null,
  checked_out_at: null,
  key_number: null,
  status: 'expected',
  no_show: false,
  ...overrides,
});
const page = (data: unknown[]) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: data.length,
  day: '2026-09-01',
  to: '2026-09-01',
});

describe("the porter's Arrivals", () => {
  it("lists today's arrivals, then the week's, the no-shows or a search, as the API is asked", async () => {
    const fetch = answerApi({ 'GET /api/arrivals': page([arrival()]) });
    renderAsStudent(<Arrivals />, { path: '/arrivals', user: PORTER });
    const card = await screen.findByRole('listitem', { name: 'Adwoa Arriving' });
    expect(within(card).getByText('Room L1')).toBeInTheDocument();
    expect(within(card).getByText(/UG123 · HB-7K3M9Q/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'This week' }));
    await userEvent.click(screen.getByRole('tab', { name: 'No-shows' }));
    await userEvent.type(screen.getByLabelText(/Search by name/), 'UG1');
    await waitFor(() => expect(queriesTo(fetch, '/api/arrivals').at(-1)).toMatchObject({ range: 'day', no_show: 'true', q: 'UG1' }));
    const asked = queriesTo(fetch, '/api/arrivals');
    expect(asked[0]).toEqual({ range: 'day', page: '1' });
    expect(asked).toContainEqual({ range: 'week', page: '1' });
  });

  it("shows a dash for a deleted student's forgotten index number and phone", async () => {
    answerApi({ 'GET /api/arrivals': page([arrival({ full_name: 'Deleted student', index_number: '', phone_number: '' })]) });
    renderAsStudent(<Arrivals />, { path: '/arrivals', user: PORTER });
    const card = await screen.findByRole('listitem', { name: 'Deleted student' });
    expect(within(card).getByText('— · HB-7K3M9Q')).toBeInTheDocument();
    expect(within(card).getByText(/^Expected 1 Sept? 2026 · —$/)).toBeInTheDocument();
  });

  it('checks a guest in with the key given, and asks for the key first', async () => {
    let checkedIn = false;
    const fetch = answerApi({
      'GET /api/arrivals': () => ({
        status: 200,
        body: page([checkedIn ? arrival({ checked_in_at: '2026-09-01T10:00:00Z', key_number: 'K-7', status: 'in' }) : arrival()]),
      }),
      'POST /api/bookings/b1/check-in': () => {
        checkedIn = true;
        return { status: 200, body: { data: {}, message: MESSAGES.arrivals.checkedIn('Adwoa Arriving', 'L1') } };
      },
    });
    renderAsStudent(<Arrivals />, { path: '/arrivals', user: PORTER });
    const card = await screen.findByRole('listitem', { name: 'Adwoa Arriving' });
    await userEvent.click(within(card).getByRole('button', { name: 'Check in' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm check-in' }));
    expect(await within(card).findByText(MESSAGES.arrivals.keyRequired)).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Key or card number'), ' K-7 ');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm check-in' }));
    await within(card).findByText('Checked in');
    expect(within(card).getByText(/key K-7/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Check out' })).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('/check-in'))!;
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ key_number: 'K-7' });
  });

  it("shows the API's refusal in the card's form", async () => {
    answerApi({
      'GET /api/arrivals': page([arrival()]),
      'POST /api/bookings/b1/check-in': () => ({ status: 409, body: { message: MESSAGES.arrivals.alreadyCheckedIn } }),
    });
    renderAsStudent(<Arrivals />, { path: '/arrivals', user: PORTER });
    const card = await screen.findByRole('listitem', { name: 'Adwoa Arriving' });
    await userEvent.click(within(card).getByRole('button', { name: 'Check in' }));
    await userEvent.type(within(card).getByLabelText('Key or card number'), 'K-7');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm check-in' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(MESSAGES.arrivals.alreadyCheckedIn);
  });
});
