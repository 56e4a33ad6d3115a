// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { formatDateTime } from '../plain/format.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { ExtendHold } from './ExtendHold.tsx';

const HOUR = 3_600_000;
const current = new Date(Date.now() + 10 * HOUR).toISOString();
const ama = { id: 'b1', full_name: 'Ama Mensah', hold_until: current };
/** A moment as the datetime-local input takes it, in the browser's time. */
const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

describe('extending a hold', () => {
  it('asks a later deadline and a reason, checked as the API does, then sends both', async () => {
    const dataProvider = spyDataProvider({ extendHold: () => ({}) });
    renderInAdmin(<ExtendHold booking={ama} />, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Extend the hold of Ama Mensah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the hold of Ama Mensah?' });
    const deadline = screen.getByLabelText(/New deadline/);
    const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Extend' }));

    await confirm();
    expect(screen.getByText(MESSAGES.booking.reasonRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), '  Paying on Monday ');
    fireEvent.change(deadline, { target: { value: local(Date.parse(current) - HOUR) } });
    await confirm();
    expect(screen.getByText(MESSAGES.holds.notLater(formatDateTime(current)))).toBeInTheDocument();
    expect(dataProvider.extendHold).not.toHaveBeenCalled();

    const later = local(Date.parse(current) + 48 * HOUR);
    fireEvent.change(deadline, { target: { value: later } });
    await confirm();
    await waitFor(() =>
      expect(dataProvider.extendHold).toHaveBeenCalledWith({
        id: 'b1',
        hold_until: new Date(later).toISOString(),
        reason: 'Paying on Monday',
      }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('offers nothing for a booking without a hold', () => {
    renderInAdmin(<ExtendHold booking={{ ...ama, hold_until: null }} />);
    expect(screen.queryByRole('button', { name: /Extend/ })).not.toBeInTheDocument();
  });
});
