import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { formatMoney } from '../plain/format.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { Booking, BulkApproval } from '../plain/types.ts';

type Chosen = Pick<Booking, 'id' | 'full_name' | 'amount_paid'> & Partial<Pick<Booking, 'payment_reference'>>;
type Report = { approved: number; failed: { name: string; message: string }[] };

const payments = (n: number) => (n === 1 ? '1 payment' : `${n} payments`);

/** Each booking's answer, by the names the admin chose them by. */
function reportOf(result: BulkApproval, chosen: Chosen[]): Report {
  const nameOf = new Map(chosen.map((b) => [b.id, b.full_name]));
  const failed = result.data.flatMap((o) => (o.ok ? [] : [{ name: nameOf.get(o.id) ?? o.id, message: o.message }]));
  return { approved: result.meta.approved, failed };
}

/** The payment references given for more than one of the chosen bookings, whatever the case, with their students. */
export function sharedReferences(chosen: Chosen[]) {
  const byReference = new Map<string, { reference: string; names: string[] }>();
  for (const b of chosen) {
    const reference = b.payment_reference?.trim();
    if (!reference) continue;
    const group = byReference.get(reference.toUpperCase()) ?? { reference, names: [] };
    group.names.push(b.full_name);
    byReference.set(reference.toUpperCase(), group);
  }
  return [...byReference.values()].filter((g) => g.names.length > 1);
}

const listed = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join(''));

/**
 * "Approve selected": asks first, naming how many and the total amount, then approves them and
 * says what became of each; a booking another admin decided meanwhile is named with the reason.
 * One payment reference given for several of them is pointed out first: one payment rarely pays two beds.
 */
export function BulkApprove({ chosen, onDone }: { chosen: Chosen[]; onDone: () => void }) {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const approve = useHostelMutation('approvePayments', {
    onSuccess: (result, { ids }) => {
      setAsking(false);
      setReport(
        reportOf(
          result,
          chosen.filter((b) => ids.includes(b.id)),
        ),
      );
      onDone();
    },
    onError: (error) => notify(errorMessage(error, MESSAGES.booking.genericError), { type: 'error' }),
  });
  const total = chosen.reduce((sum, b) => sum + Number(b.amount_paid), 0);
  const shared = sharedReferences(chosen);

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" color="success" disabled={!chosen.length} onClick={() => setAsking(true)}>
          Approve selected{chosen.length ? ` (${chosen.length})` : ''}
        </Button>
      </Box>
      {report && (
        <Alert severity={report.failed.length ? 'warning' : 'success'} onClose={() => setReport(null)} sx={{ mb: 2 }}>
          <AlertTitle>{`${payments(report.approved)} approved${report.failed.length ? `, ${report.failed.length} not` : ''}`}</AlertTitle>
          {report.failed.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {report.failed.map((f) => (
                <li key={f.name + f.message}>{`${f.name}: ${f.message}`}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} fullWidth maxWidth="xs">
        <DialogTitle>{`Approve ${payments(chosen.length)}?`}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {`${payments(chosen.length)} totalling ${formatMoney(total)} will be marked paid. A booking another admin decided since you loaded the list is left as it is.`}
          </DialogContentText>
          {shared.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              <AlertTitle>The same payment reference was given more than once</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {shared.map((g) => (
                  <li key={g.reference}>{`${g.reference}: ${listed(g.names)}`}</li>
                ))}
              </Box>
              Check in the statement that it paid for each before approving.
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Cancel</Button>
          <Button
            variant="contained"
            color="success"
            disabled={approve.isPending}
            onClick={() => approve.mutate({ ids: chosen.map((b) => b.id) })}
          >
            {approve.isPending ? 'Approving...' : `Approve ${chosen.length}`}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
