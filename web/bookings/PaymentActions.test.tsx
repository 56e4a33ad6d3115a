// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { tooLongMessage } from '../../shared/textLimits.ts';
import { renderInAdmin, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { PaymentActions } from './PaymentActions.tsx';

const ama = { id: 'b1', full_name: 'Ama Mensah', student_deleted: false };
const decisions = () =>
  spyDataProvider({ approvePayment: () => ({}), rejectPayment: () => ({}), revokePayment: () => ({}), askAboutPayment: () => ({}) });

describe('the payment buttons', () => {
  it('approve with the status the admin saw', async () => {
    const dataProvider = decisions();
    renderInAdmin(<PaymentActions booking={{ ...ama, payment_status: 'pending' }} />, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Approve payment of Ama Mensah' }));
    await waitFor(() => expect(dataProvider.approvePayment).toHaveBeenCalledWith({ id: 'b1', expected_status: 'pending' }));
  });

  it('reject only once confirmed with a reason: the office gives one, though the API takes a rejection without', async () => {
    const dataProvider = decisions();
    renderInAdmin(<PaymentActions booking={{ ...ama, payment_status: 'pending' }} />, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Reject payment of Ama Mensah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the booking of Ama Mensah?' });
    const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Reject' }));

    await confirm();
    expect(await screen.findByText(MESSAGES.booking.reasonRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), '   ');
    await confirm();
    expect(screen.getByText(MESSAGES.booking.reasonRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: /Reason/ }));
    await userEvent.paste('x'.repeat(501));
    await confirm();
    expect(screen.getByText(tooLongMessage('decision_reason'))).toBeInTheDocument();
    expect(dataProvider.rejectPayment).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: /Reason/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), '  No payment by the deadline ');
    await confirm();
    await waitFor(() =>
      expect(dataProvider.rejectPayment).toHaveBeenCalledWith({
        id: 'b1',
        expected_status: 'pending',
        reason: 'No payment by the deadline',
      }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('ask the student about the payment, with a question they read, instead of rejecting: the bed stays held', async () => {
    const dataProvider = decisions();
    renderInAdmin(<PaymentActions booking={{ ...ama, payment_status: 'pending', payment_reference: 'MP1' }} />, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Ask the student about the payment of Ama Mensah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask Ama Mensah about the payment?' });
    expect(dialog).toHaveTextContent('The booking stays pending and its bed held.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByText(MESSAGES.paymentQuestion.reasonRequired)).toBeInTheDocument();
    expect(dataProvider.askAboutPayment).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Question/ }), ' We cannot find MP1 in our statement. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    await waitFor(() =>
      expect(dataProvider.askAboutPayment).toHaveBeenCalledWith({ id: 'b1', reason: 'We cannot find MP1 in our statement.' }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(dataProvider.rejectPayment).not.toHaveBeenCalled();
  });

  it('ask nothing about a paid booking, nor about a deleted student’s', async () => {
    renderInAdmin(<PaymentActions booking={{ ...ama, payment_status: 'paid' }} />);
    expect(screen.queryByRole('button', { name: 'Ask the student about the payment of Ama Mensah' })).not.toBeInTheDocument();
    renderInAdmin(<PaymentActions booking={{ ...ama, id: 'b2', full_name: 'Kofi', payment_status: 'pending', student_deleted: true }} />);
    expect(screen.getByRole('button', { name: 'Ask the student about the payment of Kofi' })).toBeDisabled();
  });

  it('cancelling the dialog decides nothing', async () => {
    const dataProvider = decisions();
    renderInAdmin(<PaymentActions booking={{ ...ama, payment_status: 'pending' }} />, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Reject payment of Ama Mensah' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Oops');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.rejectPayment).not.toHaveBeenCalled();
  });

  it('offer Revoke instead of Reject on a paid booking, confirmed with a reason', async () => {
    const dataProvider = decisions();
    renderInAdmin(<PaymentActions booking={{ ...ama, payment_status: 'paid' }} />, { dataProvider });
    expect(screen.queryByRole('button', { name: 'Reject payment of Ama Mensah' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve payment of Ama Mensah' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke payment of Ama Mensah' }));
    await screen.findByRole('dialog', { name: 'Revoke the payment of Ama Mensah?' });
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'The transfer bounced');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(dataProvider.revokePayment).toHaveBeenCalledWith({ id: 'b1', expected_status: 'paid', reason: 'The transfer bounced' }),
    );
  });

  it("offer nothing on a deleted student's booking, nor Reject on a rejected one", async () => {
    renderInAdmin(<PaymentActions booking={{ ...ama, payment_status: 'unpaid', student_deleted: true }} />);
    expect(screen.getByRole('button', { name: 'Approve payment of Ama Mensah' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject payment of Ama Mensah' })).toBeDisabled();
  });

  it('show beside Approve the reference the student says they paid with, or that none was given', async () => {
    renderInAdmin(<PaymentActions booking={{ ...ama, payment_status: 'pending', payment_reference: 'MP240901.1234.A56789' }} />);
    expect(screen.getByText("Student's reference: MP240901.1234.A56789")).toBeInTheDocument();
    renderInAdmin(<PaymentActions booking={{ ...ama, id: 'b2', full_name: 'Kofi', payment_status: 'pending', payment_reference: null }} />);
    // Muted, in the theme's secondary text colour: MUI 9's Typography takes "textSecondary", not "text.secondary".
    expect(screen.getByText('No payment reference yet')).toHaveStyle({ color: 'rgba(0, 0, 0, 0.6)' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('warn when the same payment reference was given for other bookings', async () => {
    renderInAdmin(
      <PaymentActions
        booking={{ ...ama, payment_status: 'pending', payment_reference: 'MP1', payment_reference_also_on: ['HB-7K3M9Q', 'HB-2PX4RT'] }}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Also given for HB-7K3M9Q, HB-2PX4RT');
  });
});
