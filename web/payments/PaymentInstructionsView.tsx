import { Alert, Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { MESSAGES } from '../../shared/messages.ts';
import { formatPhone } from '../../shared/phone.ts';
import { formatMoney } from '../plain/format.ts';
import type { PaymentInstructions } from '../plain/types.ts';

/**
 * Where and how to pay, as the superadmin set it: the mobile-money numbers, the bank account and
 * the office's wording. With a booking's `reference` and `amount`, it says what to send and what to
 * write with it.
 */
export function PaymentInstructionsView({
  instructions,
  reference,
  amount,
}: {
  instructions: PaymentInstructions | null | undefined;
  reference?: string;
  amount?: number;
}) {
  if (!instructions) return <Alert severity="info">{MESSAGES.paymentInstructions.notSet}</Alert>;
  const { mobile_money, bank_account, wording } = instructions;
  return (
    <Box aria-label="Where to pay" component="section">
      {reference && (
        <Typography sx={{ mb: 1 }}>
          Send {amount === undefined ? 'the amount due' : formatMoney(amount)} to one of these, and write{' '}
          <Box component="strong" sx={{ fontFamily: 'monospace', fontSize: '1.05em' }}>
            {reference}
          </Box>{' '}
          as the payment&apos;s reference so the office can find it.
        </Typography>
      )}
      {mobile_money.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            Mobile Money
          </Typography>
          <List dense disablePadding aria-label="Mobile money numbers">
            {mobile_money.map((account) => (
              <ListItem key={`${account.network} ${account.number}`} disableGutters>
                <ListItemText
                  primary={`${account.network}: ${formatPhone(account.number)}`}
                  secondary={`Account name: ${account.account_name}`}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {bank_account && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            Bank Transfer Or Deposit
          </Typography>
          <List dense disablePadding aria-label="Bank account">
            <ListItem disableGutters>
              <ListItemText
                primary={`${bank_account.bank}${bank_account.branch ? `, ${bank_account.branch} branch` : ''}`}
                secondary={`Account name: ${bank_account.account_name} · Account number: ${bank_account.account_number}`}
              />
            </ListItem>
          </List>
        </>
      )}
      {wording && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {wording}
        </Typography>
      )}
    </Box>
  );
}
