// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { BedMapFloor } from '../../shared/records.ts';
import { visibleMenu } from '../plain/menu.ts';
import { mayOpen, OFFICE_PAGES } from '../plain/officePages.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { PorterList } from './PorterList.tsx';

// The porters' list on paper (issue 42): rooms floor by floor with who holds each bed.
const semesters = [
  { id: 's2', name: 'Harmattan 2027', description: '', start_date: '2027-01-10', end_date: '2027-05-20' },
  { id: 's1', name: 'Harmattan 2026', description: '', start_date: '2026-09-01', end_date: '2026-12-20' },
];
const room = (room_number: string, more: Partial<BedMapFloor['rooms'][number]> = {}) => ({
  id: room_number,
  room_number,
  room_type: 'Standard',
  gender: 'male',
  beds_taken: 0,
  beds_free: 4,
  beds_out_of_service: 0,
  out_of_service_reason: null,
  occupants: [],
  ...more,
});
const FLOORS: BedMapFloor[] = [
  {
    floor: 'Ground Floor',
    rooms: [
      room('G1', {
        beds_taken: 2,
        beds_free: 2,
        occupants: [
          { name: 'Kwame Mensah', payment_status: 'paid', index_number: 'UG1001', phone_number: '+233244123450' },
          { name: 'Kofi Boateng', payment_status: 'pending', index_number: 'UG1002', phone_number: '+233201112223' },
        ],
      }),
      room('G2', { beds_free: 0, beds_out_of_service: 4, out_of_service_reason: 'Leaking roof' }),
    ],
  },
  { floor: 'First Floor', rooms: [room('F1', { gender: 'female' })] },
];

const hostel = () =>
  spyDataProvider({
    getList: () => ({ data: semesters, total: 2 }),
    currentSemester: () => semesters[1],
    wholeBedMap: () => FLOORS,
  });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('Porter List', () => {
  it("lists the current semester's rooms floor by floor, with each occupant's name, index number, phone and status", async () => {
    const dataProvider = hostel();
    renderInAdmin(<PorterList />, { dataProvider });
    const ground = await screen.findByRole('region', { name: 'Ground Floor' });
    expect(within(ground).getByText(/Harmattan 2026 · 2 rooms · 2 occupants/)).toBeInTheDocument();
    expect(rowsOf(within(ground).getByRole('table'))).toEqual([
      ['G1 · Male · Standard', '2 of 4', 'Kwame Mensah', 'UG1001', '024 412 3450', 'Approved'],
      ['Kofi Boateng', 'UG1002', '020 111 2223', 'Pending'],
      ['G2 · Male · Standard', '0 of 4', 'Out of service: Leaking roof'],
    ]);
    const first = screen.getByRole('region', { name: 'First Floor' });
    expect(rowsOf(within(first).getByRole('table'))).toEqual([['F1 · Female · Standard', '0 of 4', 'No one']]);
    await waitFor(() => expect((dataProvider.wholeBedMap as unknown as Mock).mock.calls.at(-1)![0]).toEqual({ semester_id: 's1' }));
  });

  it('prints the list alone, each floor on its own sheet, and reads another semester when chosen', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const dataProvider = hostel();
    renderInAdmin(<PorterList />, { dataProvider });
    await screen.findByRole('region', { name: 'Ground Floor' });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(styles).toMatch(/@media print\{[^]*\.RaSidebar-root[^]*display:none!important/);
    expect(styles).toMatch(/\.porter-floor\+\.porter-floor\{break-before:page;\}/);
    expect(screen.getByRole('button', { name: 'Print' })).toHaveClass('no-print');

    await userEvent.click(screen.getByRole('combobox', { name: /Semester/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Harmattan 2027', 'Harmattan 2026']);
    await userEvent.click(screen.getByRole('option', { name: 'Harmattan 2027' }));
    await waitFor(() => expect((dataProvider.wholeBedMap as unknown as Mock).mock.calls.at(-1)![0]).toEqual({ semester_id: 's2' }));
  });

  it("is for the office only: in its Rooms menu, not a student's", () => {
    const page = OFFICE_PAGES.find((p) => p.path === '/porter-list')!;
    expect([mayOpen('admin', page), mayOpen('superadmin', page), mayOpen('user', page)]).toEqual([true, true, false]);
    const rooms = (role: string) =>
      visibleMenu(role)
        .find((group) => group.label === 'Rooms')!
        .entries.map((e) => e.to);
    expect(rooms('admin')).toContain('/porter-list');
    expect(rooms('user')).not.toContain('/porter-list');
  });
});
