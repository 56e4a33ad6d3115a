import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { Loading } from '../common/Feedback.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { useFormFields } from '../common/useFormFields.ts';
import { getSessionUser } from '../providers/session.ts';
import type { Booking } from '../providers/types.ts';
import { emptyPersonal, emptyRoomChoice, identityOf, toBookingPayload, validateBooking, type BookingValues } from './bookingForm.ts';
import { IdentityFields } from './IdentityFields.tsx';
import { PersonalFields } from './PersonalFields.tsx';
import { RoomChoiceFields } from './RoomChoiceFields.tsx';
import { useRoomChoice } from './useRoomChoice.ts';
import { useSubmitBooking } from './submitBooking.ts';

/** /book-room: "Reserve A Bed" (SPEC.md points 4 and 5). */
export function BookRoom() {
  const [params] = useSearchParams();
  const user = getSessionUser();
  const identity = identityOf(user);
  const form = useFormFields<BookingValues>(
    {
      ...emptyRoomChoice,
      semester_id: params.get('semester_id') ?? '',
      room_type_id: params.get('room_type_id') ?? '',
      room_number: params.get('room_number') ?? '',
      ...emptyPersonal,
      ...identity,
    },
    validateBooking,
  );
  const choice = useRoomChoice(form, identity.gender);
  const bookings = useGetList<Booking>('bookings', {
    filter: { user_id: user?.id },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const { submit: submitBooking, error } = useSubmitBooking(form, 'bookBed');

  const { semester_id } = form.values;
  // A rejected booking holds no bed: only a pending or paid one stops the user booking again.
  const held = (bookings.data ?? []).filter((b) => b.payment_status !== 'unpaid');
  const alreadyBooked = held.some((b) => !semester_id || b.semester_id === semester_id);

  const submit = form.onSubmit(async (values) => {
    await submitBooking(toBookingPayload(values));
  });

  return (
    <>
      <PageHeader title="Reserve A Bed" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 980 }}>
        <Stack component="form" noValidate onSubmit={submit} spacing={3}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>Room</Typography>
          <RoomChoiceFields form={form} choice={choice} booked={alreadyBooked} />
          <Divider />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>Your Details</Typography>
          <IdentityFields identity={identity} />
          <PersonalFields form={form} />
          {error && <Alert severity="error">{error}</Alert>}
          {bookings.isPending ? (
            <Loading label="Checking your bookings" />
          ) : alreadyBooked ? (
            <Box>
              <Alert severity="info" action={<Button component={Link} to="/history" color="inherit" size="small">Booked History</Button>}>
                {MESSAGES.booking.alreadyBooked}
              </Alert>
            </Box>
          ) : (
            <Button type="submit" variant="contained" size="large" disabled={form.submitting || choice.unavailable} sx={{ alignSelf: 'flex-start' }}>
              {form.submitting ? 'Reserving...' : 'Reserve Bed'}
            </Button>
          )}
        </Stack>
      </Paper>
    </>
  );
}
