import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { Loading } from '../common/Feedback.tsx';
import { HostelForm } from '../common/HostelForm.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { getSessionUser } from '../plain/session.ts';
import { useSemesterChoices } from '../rooms/lookups.ts';
import type { Booking } from '../plain/types.ts';
import { emptyPersonal, emptyRoomChoice, identityOf, toBookingPayload, validateBooking } from './bookingForm.ts';
import { IdentityInputs } from './IdentityInputs.tsx';
import { PersonalInputs } from './PersonalInputs.tsx';
import { RoomChoiceInputs } from './RoomChoiceInputs.tsx';
import { useBookingSubmit } from './useBookingSubmit.ts';
import { useRoomUnavailable } from './useRoomChoice.ts';

/** /book-room: "Reserve A Bed" (SPEC.md points 4 and 5); once booked, My booking says what to pay, where and by when. */
export function BookRoom() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = getSessionUser();
  const { submit, error } = useBookingSubmit('bookBed', () => navigate('/history'));
  const semesters = useSemesterChoices();
  const defaults = {
    ...emptyRoomChoice,
    semester_id: params.get('semester_id') ?? '',
    room_type_id: params.get('room_type_id') ?? '',
    room_number: params.get('room_number') ?? '',
    ...emptyPersonal,
    ...identityOf(user),
  };

  return (
    <>
      <PageHeader title="Reserve A Bed" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 980 }}>
        <HostelForm
          onSubmit={(values) => submit(toBookingPayload(values))}
          validate={(values) => validateBooking(values, semesters.data)}
          defaultValues={defaults}
        >
          <BookingInputs userId={user?.id ?? ''} gender={user?.gender ?? ''} error={error} />
        </HostelForm>
      </Paper>
    </>
  );
}

function BookingInputs({ userId, gender, error }: { userId: string; gender: string; error?: string }) {
  const bookings = useGetList<Booking>('bookings', {
    filter: { user_id: userId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const semesterId = useWatch({ name: 'semester_id' });
  const unavailable = useRoomUnavailable();
  // A rejected booking holds no bed: only a pending or paid one stops the user booking again.
  const held = (bookings.data ?? []).filter((b) => b.payment_status !== 'unpaid');
  const alreadyBooked = held.some((b) => !semesterId || b.semester_id === semesterId);

  return (
    <Stack spacing={3}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Room
      </Typography>
      <RoomChoiceInputs gender={gender} booked={alreadyBooked} />
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Your Details
      </Typography>
      <IdentityInputs />
      <PersonalInputs />
      {error && <Alert severity="error">{error}</Alert>}
      {bookings.isPending ? (
        <Loading label="Checking your bookings" />
      ) : alreadyBooked ? (
        <Box>
          <Alert
            severity="info"
            action={
              <Button component={Link} to="/history" color="inherit" size="small">
                Booked History
              </Button>
            }
          >
            {MESSAGES.booking.alreadyBooked}
          </Alert>
        </Box>
      ) : (
        <SubmitButton label="Reserve Bed" busyLabel="Reserving..." size="large" disabled={unavailable} sx={{ alignSelf: 'flex-start' }} />
      )}
    </Stack>
  );
}
