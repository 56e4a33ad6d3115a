// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { invalidPhoneMessage } from '../../shared/phone.ts';
import { tooLongMessage } from '../../shared/textLimits.ts';
import type { PaymentInstructions } from '../plain/types.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { PaymentInstructionsEdit } from './PaymentInstructionsEdit.tsx';

const saved: PaymentInstructions = {
  mobile_money: [{ network: 'MTN MoMo', number: '+233241234567', account_name: 'University Hostel Office' }],
  bank_account: null,
  wording: 'Keep your confirmation SMS.',
  updated_at: '2026-08-01T08:00:00.000Z',
};
const office = (current: PaymentInstructions | null) =>
  spyDataProvider({
    paymentInstructions: async () => current,
    setPaymentInstructions: (data: object) => ({
      data: { ...data, updated_at: '2026-08-02T08:00:00.000Z' },
      message: 'Payment instructions saved',
    }),
  });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Payment Instructions' }));

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the payment instructions page', () => {
  it('starts from the instructions in force, numbers as people write them, and shows what students see', async () => {
    renderInAdmin(<PaymentInstructionsEdit />, { dataProvider: office(saved) });
    expect(await screen.findByDisplayValue('024 123 4567')).toBeInTheDocument();
    expect(screen.getByDisplayValue('University Hostel Office')).toBeInTheDocument();
    expect(screen.getByLabelText(/What Else Students Should Know/)).toHaveValue('Keep your confirmation SMS.');
    // The students' view writes numbers with the phone library, which it loads when it first needs it.
    const preview = await screen.findByRole('region', { name: 'Where to pay' }, { timeout: 10_000 });
    expect(within(preview).getByText('MTN MoMo: 024 123 4567')).toBeInTheDocument();
  });

  it('checks each field as the API does, and sends nothing until they pass', async () => {
    const dataProvider = office(null);
    renderInAdmin(<PaymentInstructionsEdit />, { dataProvider });
    await screen.findByText(/Students are told to ask the office/);
    await save();
    expect(await screen.findByText(MESSAGES.paymentInstructions.networkRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.paymentInstructions.numberRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.paymentInstructions.accountNameRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Number'), '12345');
    await userEvent.type(screen.getByLabelText('Bank Account Number'), '12;34');
    fireEvent.change(screen.getByLabelText(/What Else Students Should Know/), { target: { value: 'x'.repeat(1001) } });
    await save();
    expect(await screen.findByText(invalidPhoneMessage('Mobile Money Number'))).toBeInTheDocument();
    // A bank account begun must be whole.
    expect(screen.getByText(MESSAGES.paymentInstructions.bankRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.paymentInstructions.accountNumberInvalid)).toBeInTheDocument();
    expect(screen.getByText(tooLongMessage('wording'))).toBeInTheDocument();
    expect(dataProvider.setPaymentInstructions).not.toHaveBeenCalled();
  });

  it('saves the instructions, an empty bank account as none', async () => {
    const dataProvider = office(null);
    renderInAdmin(<PaymentInstructionsEdit />, { dataProvider });
    await choose('Network', 'Telecel Cash');
    await userEvent.type(screen.getByLabelText('Number'), '020 123 4567');
    await userEvent.type(screen.getByLabelText('Account Name'), ' Hostel Office ');
    await save();
    await waitFor(() =>
      expect(dataProvider.setPaymentInstructions).toHaveBeenCalledWith({
        mobile_money: [{ network: 'Telecel Cash', number: '020 123 4567', account_name: 'Hostel Office' }],
        bank_account: null,
        wording: '',
      }),
    );
  });

  it('refuses instructions with no way to pay at all', async () => {
    const dataProvider = office(null);
    renderInAdmin(<PaymentInstructionsEdit />, { dataProvider });
    // Shown on hover, as react-admin's iterator does.
    await screen.findByText(/Students are told to ask the office/);
    await userEvent.click(screen.getByLabelText(/remove/i));
    await save();
    expect(await screen.findByText(MESSAGES.paymentInstructions.noWayToPay)).toBeInTheDocument();
    expect(dataProvider.setPaymentInstructions).not.toHaveBeenCalled();
  });
});
