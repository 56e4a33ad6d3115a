import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { Room } from '../plain/types.ts';

/** Takes a room out of service, asking why (repairs), or puts it back. */
export function RoomServiceButton({ room }: { room: Room }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const notify = useNotify();
  const outcome = {
    onSuccess: ({ message }: { message: string }) => notify(message, { type: 'success' }),
    onError: (failure: unknown) => notify(errorMessage(failure, MESSAGES.booking.genericError), { type: 'error' }),
  };
  const takeOut = useHostelMutation('takeOutOfService', { ...outcome, onSettled: () => setAsking(false) });
  const putBack = useHostelMutation('returnToService', outcome);

  if (room.out_of_service_reason) {
    return (
      <Button size="small" variant="outlined" disabled={putBack.isPending} onClick={() => putBack.mutate({ id: room.id })}>
        Back in service
      </Button>
    );
  }
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="warning"
        onClick={() => setAsking(true)}
        aria-label={`Take room ${room.room_number} out of service`}
      >
        Out of service
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} fullWidth maxWidth="xs">
        <DialogTitle>Room {room.room_number} out of service</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText="Students cannot book it until it is back in service; its bookings stay."
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Cancel</Button>
          <Button
            variant="contained"
            color="warning"
            disabled={!reason.trim() || takeOut.isPending}
            onClick={() => takeOut.mutate({ id: room.id, reason: reason.trim() })}
          >
            Take out of service
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
