import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { decisionReasonError, TEXT_LIMITS } from '../../shared/textLimits.ts';

type Props = {
  open: boolean;
  title: string;
  /** What the decision does, said before it is confirmed. */
  explanation: string;
  confirmLabel: string;
  /** What the text asked for is called, and what it says when empty: a reason by default. */
  reasonLabel?: string;
  requiredMessage?: string;
  /** A decision that takes a bed away is red; a question, which keeps it, is not. */
  confirmColor?: 'error' | 'primary';
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/**
 * Asks for confirmation and a reason (shown to the student) before a decision that takes a bed
 * away, or for the question to ask the student about their payment. The office always says why,
 * though the API takes a rejection without a reason (the spec's client sends none); a reason the
 * API would refuse never leaves the dialog.
 */
export function DecisionDialog({
  open,
  title,
  explanation,
  confirmLabel,
  reasonLabel = 'Reason',
  requiredMessage,
  confirmColor = 'error',
  busy,
  onCancel,
  onConfirm,
}: Props) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = decisionReasonError(reason, requiredMessage);
  const confirm = () => {
    setTried(true);
    if (!problem) onConfirm(reason.trim());
  };
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{explanation}</DialogContentText>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={reasonLabel}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={tried && Boolean(problem)}
          helperText={(tried && problem) || `Shown to the student. At most ${TEXT_LIMITS.decision_reason.max} characters.`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color={confirmColor} disabled={busy} onClick={confirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
