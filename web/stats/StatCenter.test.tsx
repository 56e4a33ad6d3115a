// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { StatCenter } from './StatCenter.tsx';

const semester = (id: string, name: string, start_date: string, end_date: string) => ({ id, name, description: '', start_date, end_date });
// Newest first, as the API lists them: a semester not begun yet, then the one running.
const future = semester('s2', 'Rain 2027', '2027-01-10', '2027-05-20');
const running = semester('s1', 'Harmattan 2026', '2026-08-15', '2026-12-20');
const empty = {
  beds: 0,
  beds_taken: 0,
  occupancy_percent: 0,
  by_gender: {},
  by_room_type: {},
  bookings: { total: 0, pending: 0, paid: 0, rejected: 0, released: 0, cancelled: 0 },
  revenue_approved: 0,
  bookings_per_day: [],
  median_decision_seconds: null,
};

describe('the Stats Center', () => {
  it('opens on the current semester, not the newest, and asks for no other', async () => {
    const dataProvider = spyDataProvider({
      getList: () => ({ data: [future, running], total: 2 }),
      currentSemester: () => running,
      semesterStats: ({ semester_id }: { semester_id: string }) => ({ ...empty, semester_id }),
    });
    renderInAdmin(<StatCenter />, { dataProvider });
    expect(await screen.findByRole('combobox', { name: 'Semester' })).toHaveTextContent('Harmattan 2026');
    await waitFor(() => expect(dataProvider.semesterStats).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.semesterStats).mock.calls.map(([params]) => params.semester_id)).toEqual(['s1']);
  });

  it('opens on the newest semester when the server cannot say which is current', async () => {
    const dataProvider = spyDataProvider({
      getList: () => ({ data: [future, running], total: 2 }),
      currentSemester: () => null,
      semesterStats: ({ semester_id }: { semester_id: string }) => ({ ...empty, semester_id }),
    });
    renderInAdmin(<StatCenter />, { dataProvider });
    expect(await screen.findByRole('combobox', { name: 'Semester' })).toHaveTextContent('Rain 2027');
  });
});
