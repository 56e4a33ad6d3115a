import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { formatMoney } from '../plain/format.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { Booking, BulkApproval } from '../plain/types.ts';

type Chosen = Pick<Booking, 'id' | 'full_name' | 'amount_paid'>;
type Report = { approved: number; failed: { name: string; message: string }[] };

const payments = (n: number) => (n === 1 ? '1 payment' : `${n} payments`);

/** Each booking's answer, by the names the admin chose them by. */
function reportOf(result: BulkApproval, chosen: Chosen[]): Report {
  const nameOf = new Map(chosen.map((b) => [b.id, b.full_name]));
  const failed = result.data.flatMap((o) => (o.ok ? [] : [{ name: nameOf.get(o.id) ?? o.id, message: o.message }]));
  return { approved: result.meta.approved, failed };
}

/**
 * "Approve selected": asks first, naming how many and the total amount, then approves them and
 * says what became of each; a booking another admin decided meanwhile is named with the reason.
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
