import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { TEXT_LIMITS } from '../../shared/textLimits.ts';
import { Loading } from '../common/Feedback.tsx';
import { formatMoney } from '../plain/format.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { Booking, Room } from '../plain/types.ts';
import { useHostelMutation, useHostelQuery } from '../providers/customMethodHooks.ts';

type Movable = Pick<Booking, 'id' | 'full_name' | 'semester_id' | 'gender' | 'room_id' | 'room_number' | 'amount_paid' | 'payment_status'>;

/** "+GH₵ 300.00", "−GH₵ 300.00" or "Same price": a room's price against what the booking owes or paid. */
const signedDifference = (difference: number) =>
  difference === 0 ? 'Same price' : `${difference > 0 ? '+' : '−'}${formatMoney(Math.abs(difference))}`;

/** What a room change left to settle on a paid booking (its `balance`), in the office's words. */
export const balanceWords = (balance: number) =>
  balance > 0 ? `The student owes ${formatMoney(balance)} for the room change` : `${formatMoney(-balance)} to refund for the room change`;

/** A room's price less what the booking owes (pending) or paid. */
const differenceOf = (booking: Pick<Booking, 'amount_paid'>, price: number) =>
  Math.round((price - Number(booking.amount_paid)) * 100) / 100;

/** What the move does to the money, as the API decides it: a pending booking owes the new price, a paid one settles the difference. */
export function moveOutcome(booking: Pick<Booking, 'amount_paid' | 'payment_status'>, price: number): string {
  const now = Number(booking.amount_paid);
  const difference = differenceOf(booking, price);
  if (booking.payment_status === 'pending')
    return `Amount due goes from ${formatMoney(now)} to ${formatMoney(price)}${difference === 0 ? ' (same price).' : ` (${signedDifference(difference)}).`}`;
  if (difference === 0) return `Paid ${formatMoney(now)}: the same price, nothing to settle.`;
  return difference > 0
    ? `Paid ${formatMoney(now)}: the student owes ${formatMoney(difference)} more for the new room.`
    : `Paid ${formatMoney(now)}: ${formatMoney(-difference)} to refund to the student.`;
}

/**
 * "Move to another room" on a pending or paid booking (admins): a dialog listing the rooms of its
 * semester with a bed free for its student, by room number and with their price, and what the move
 * does to the amount before it is confirmed. The server checks every rule again.
 */
export function MoveBooking({ booking }: { booking: Movable }) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const move = useHostelMutation('moveBooking', {
    onSuccess: ({ message }) => {
      setOpen(false);
      notify(message, { type: 'success' });
    },
    onError: (error) => notify(errorMessage(error, MESSAGES.booking.genericError), { type: 'error' }),
  });
  return (
    <>
      {/* Level with the decisions beside it, however many lines they take. */}
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-end' }}>
        Move to another room
      </Button>
      {/* Mounted while asked only: each move starts afresh, on the rooms as they are then. */}
      {open && (
        <MoveDialog
          booking={booking}
          busy={move.isPending}
          onCancel={() => setOpen(false)}
          onConfirm={(room_id, reason) => move.mutate({ id: booking.id, room_id, reason: reason || undefined })}
        />
      )}
    </>
  );
}

type DialogProps = { booking: Movable; busy: boolean; onCancel: () => void; onConfirm: (roomId: string, reason: string) => void };

function MoveDialog({ booking, busy, onCancel, onConfirm }: DialogProps) {
  const rooms = useHostelQuery('roomsWithBedsLeft', { semester_id: booking.semester_id, gender: booking.gender, page: 1 });
  const [roomId, setRoomId] = useState('');
  const [reason, setReason] = useState('');
  const choices = (rooms.data?.data ?? []).filter((room) => room.id !== booking.room_id);
  const chosen = choices.find((room) => room.id === roomId);
  const tooLong = reason.trim().length > TEXT_LIMITS.decision_reason.max;
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{`Move ${booking.full_name} to another room`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {`Now in room ${booking.room_number}. Rooms of the same semester with a free bed for a ${booking.gender} student:`}
        </DialogContentText>
        {rooms.isPending ? (
          <Loading label="Loading rooms" />
        ) : rooms.isError ? (
          <Alert severity="error">{errorMessage(rooms.error, 'Failed to fetch rooms')}</Alert>
        ) : choices.length === 0 ? (
          <Alert severity="info">No other room of this semester has a free bed for this student.</Alert>
        ) : (
          <Box sx={{ maxHeight: '40vh', overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5 }}>
            <RadioGroup name="room" aria-label="New room" value={roomId} onChange={(event) => setRoomId(event.target.value)}>
              {choices.map((room) => (
                <FormControlLabel
                  key={room.id}
                  value={room.id}
                  control={<Radio size="small" />}
                  label={<RoomChoice room={room} booking={booking} />}
                />
              ))}
            </RadioGroup>
          </Box>
        )}
        {chosen && (
          <Alert
            severity={booking.payment_status === 'paid' && differenceOf(booking, chosen.price_per_bed) !== 0 ? 'warning' : 'info'}
            sx={{ mt: 2 }}
          >
            {moveOutcome(booking, Number(chosen.price_per_bed))}
          </Alert>
        )}
        <TextField
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label="Reason (optional)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={tooLong}
          helperText={tooLong ? `At most ${TEXT_LIMITS.decision_reason.max} characters.` : "Shown with the move in the booking's history."}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={busy || !chosen || tooLong} onClick={() => onConfirm(roomId, reason.trim())}>
          {busy ? 'Moving...' : chosen ? `Move to ${chosen.room_number}` : 'Move'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RoomChoice({ room, booking }: { room: Room; booking: Movable }) {
  const beds = room.beds_left === 1 ? '1 bed left' : `${room.beds_left} beds left`;
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {room.room_number}
      </Typography>
      <Typography component="span" variant="body2" color="textSecondary">
        {` · ${room.room_type} · ${room.floor} · ${beds}`}
      </Typography>
      {/* An amount never breaks inside: "GH₵" stays with its figure on a phone. */}
      <Typography variant="body2">
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{`${formatMoney(room.price_per_bed)} a bed`}</Box>
        {' · '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {signedDifference(differenceOf(booking, Number(room.price_per_bed)))}
        </Box>
      </Typography>
    </Box>
  );
}
