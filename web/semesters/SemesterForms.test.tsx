// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { SemesterCreate } from './SemesterCreate.tsx';
import { SemesterEditForm } from './SemesterEdit.tsx';

const m = MESSAGES.semester;
const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('adding a semester (SPEC.md point 5)', () => {
  it('requires every field and creates nothing', async () => {
    const { dataProvider } = renderInAdmin(<SemesterCreate />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Semester' }));
    for (const message of [m.nameRequired, m.descriptionRequired, m.startRequired, m.endRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('wants the end strictly after the start', async () => {
    renderInAdmin(<SemesterCreate />);
    setDate('Start Date', '2026-09-01');
    setDate('End Date', '2026-09-01');
    await userEvent.click(screen.getByRole('button', { name: 'Add Semester' }));
    expect(await screen.findByText(m.endAfterStart)).toBeInTheDocument();
    setDate('End Date', '2026-12-20');
    await waitFor(() => expect(screen.queryByText(m.endAfterStart)).not.toBeInTheDocument());
  });

  it('clears the form and says "Semester Added Successfully" once created', async () => {
    const dataProvider = spyDataProvider({ create: (_: string, { data }: { data: object }) => ({ data: { id: 's1', ...data } }) });
    renderInAdmin(<SemesterCreate />, { dataProvider });
    await userEvent.type(screen.getByLabelText('Semester Name'), 'Harmattan');
    await userEvent.type(screen.getByLabelText('Semester Description'), 'First semester');
    setDate('Start Date', '2026-09-01');
    setDate('End Date', '2026-12-20');
    await userEvent.click(screen.getByRole('button', { name: 'Add Semester' }));
    expect((await screen.findAllByText(m.added)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Semester Name')).toHaveValue('');
    expect(dataProvider.create).toHaveBeenCalledWith(
      'semesters',
      expect.objectContaining({
        data: { name: 'Harmattan', description: 'First semester', start_date: '2026-09-01', end_date: '2026-12-20' },
      }),
    );
  });
});

describe('editing a semester', () => {
  const semester = { id: 's1', name: 'Harmattan', description: 'First', start_date: '2026-09-01', end_date: '2026-12-20' };

  it('starts from the semester and applies the same rules', async () => {
    const { dataProvider } = renderInAdmin(<SemesterEditForm semester={semester} />);
    expect(screen.getByLabelText('Semester Name')).toHaveValue('Harmattan');
    await userEvent.clear(screen.getByLabelText('Semester Name'));
    setDate('End Date', '2026-08-01');
    await userEvent.click(screen.getByRole('button', { name: 'Update Semester' }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.endAfterStart)).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});
