import { Alert, Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MAX_MOBILE_MONEY_ACCOUNTS, MOBILE_MONEY_NETWORKS } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { TEXT_LIMITS } from '../../shared/textLimits.ts';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { formatDateTime } from '../plain/format.ts';
import { HostelForm, type FormValues } from '../common/HostelForm.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useHostelMutation, useHostelQuery } from '../providers/customMethodHooks.ts';
import { errorMessage, fieldErrors } from '../plain/httpClient.ts';
import { defaultsOf, noWayToPay, toPaymentInstructions, validators } from './paymentInstructionsForm.ts';
import { ScreenHost } from '../layout/ScreenHost.tsx';
import { PaymentInstructionsView } from '../screens/booking/parts.tsx';

const NETWORK_CHOICES = MOBILE_MONEY_NETWORKS.map((network) => ({ id: network, name: network }));

/**
 * /payment-instructions: the superadmin says where students pay (issue 22). Students see it after
 * booking, on My booking, with their booking's reference and amount.
 */
export function PaymentInstructionsEdit() {
  const notify = useNotify();
  const current = useHostelQuery('paymentInstructions', {});
  const save = useHostelMutation('setPaymentInstructions');

  const submit = async (values: FormValues) => {
    const payload = toPaymentInstructions(values);
    if (noWayToPay(payload)) return { mobile_money: MESSAGES.paymentInstructions.noWayToPay };
    try {
      const { message } = await save.mutateAsync(payload);
      notify(message || MESSAGES.paymentInstructions.saved, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error, MESSAGES.booking.genericError), { type: 'error' });
      return fieldErrors(error);
    }
  };

  return (
    <>
      <PageHeader title="Payment Instructions" />
      {current.isPending ? (
        <Loading />
      ) : current.isError ? (
        <LoadError message={errorMessage(current.error, 'Failed to fetch the payment instructions')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            {/* A new key after each save starts the form from what was saved. */}
            <HostelForm key={current.data?.updated_at ?? 'none'} onSubmit={submit} defaultValues={defaultsOf(current.data)}>
              <Stack spacing={2}>
                {current.data ? (
                  <Typography variant="body2" color="textSecondary">
                    Last saved {formatDateTime(current.data.updated_at)}.
                  </Typography>
                ) : (
                  <Alert severity="warning">Students are told to ask the office until you save these.</Alert>
                )}
                <MobileMoneyInputs />
                <Divider />
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  Bank Account (optional)
                </Typography>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <TextInput source="bank_account.bank" label="Bank" validate={validators.bank} />
                  <TextInput source="bank_account.branch" label="Branch (optional)" validate={validators.branch} />
                  <TextInput source="bank_account.account_name" label="Bank Account Name" validate={validators.bankAccountName} />
                  <TextInput source="bank_account.account_number" label="Bank Account Number" validate={validators.accountNumber} />
                </Box>
                <Divider />
                <TextInput
                  source="wording"
                  label="What Else Students Should Know (optional)"
                  multiline
                  minRows={3}
                  validate={validators.wording}
                  helperText={`E.g. office hours, or to keep the confirmation SMS. At most ${TEXT_LIMITS.wording.max} characters.`}
                />
                <SubmitButton label="Save Payment Instructions" busyLabel="Saving..." sx={{ alignSelf: 'flex-start' }} />
              </Stack>
            </HostelForm>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              What Students See
            </Typography>
            <ScreenHost>
              <PaymentInstructionsView instructions={current.data} reference="HB-7K3M9Q" />
            </ScreenHost>
          </Paper>
        </Box>
      )}
    </>
  );
}

function MobileMoneyInputs() {
  const accounts = (useWatch({ name: 'mobile_money' }) ?? []) as unknown[];
  return (
    <ArrayInput source="mobile_money" label="Mobile Money Numbers" resource="payment-instructions">
      <SimpleFormIterator inline disableReordering disableClear disableAdd={accounts.length >= MAX_MOBILE_MONEY_ACCOUNTS}>
        <SelectInput source="network" label="Network" choices={NETWORK_CHOICES} validate={validators.network} />
        <TextInput source="number" label="Number" helperText="E.g. 024 123 4567" validate={validators.number} />
        <TextInput source="account_name" label="Account Name" validate={validators.accountName} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
