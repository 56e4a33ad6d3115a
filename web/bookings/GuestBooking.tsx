import { useState } from 'react';
import { Alert, Divider, Paper, Stack, TextField, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { formatDate } from '../plain/format.ts';
import { useSemesterChoices } from '../rooms/lookups.ts';
import { checkOutOf } from '../plain/bookingStatus.ts';
import { HostelForm } from '../common/HostelForm.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { emptyPersonal, emptyRoomChoice } from './bookingForm.ts';
import { emptyGuest, toGuestPayload, validateGuestBooking } from './guestForm.ts';
import { GuestInputs } from './GuestInputs.tsx';
import { PersonalInputs } from './PersonalInputs.tsx';
import { RoomChoiceInputs } from './RoomChoiceInputs.tsx';
import { useBookingSubmit } from './useBookingSubmit.ts';
import { useRoomUnavailable } from './useRoomChoice.ts';

const initial = { ...emptyRoomChoice, ...emptyPersonal, ...emptyGuest };

/** /booking-guest: "Reserve Bed For A Guest": an admin books a bed for a student. */
export function GuestBooking() {
  const semesters = useSemesterChoices();
  // A new key empties the form once the bed is booked.
  const [formKey, setFormKey] = useState(0);
  const { submit, error } = useBookingSubmit('bookForGuest', () => setFormKey((key) => key + 1));
  return (
    <>
      <PageHeader title="Reserve Bed For A Guest" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 980 }}>
        <HostelForm
          key={formKey}
          onSubmit={(values) => submit(toGuestPayload(values))}
          validate={(values) => validateGuestBooking(values, semesters.data)}
          defaultValues={initial}
        >
          <GuestBookingInputs error={error} />
        </HostelForm>
      </Paper>
    </>
  );
}

function GuestBookingInputs({ error }: { error?: string }) {
  const [gender, semesterId] = useWatch({ name: ['gender', 'semester_id'] });
  const unavailable = useRoomUnavailable();
  const semesters = useSemesterChoices();
  const checkOut = formatDate(checkOutOf(semesters.data?.find((s) => s.id === semesterId)));
  return (
    <Stack spacing={3}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Guest
      </Typography>
      <GuestInputs />
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Room
      </Typography>
      <RoomChoiceInputs gender={gender ?? ''} />
      <Divider />
      <PersonalInputs guest />
      <TextField
        id="check_out_date"
        label="Check-Out Date"
        value={checkOut}
        slotProps={{ input: { readOnly: true } }}
        helperText="The semester's end date"
      />
      {error && <Alert severity="error">{error}</Alert>}
      <SubmitButton label="Reserve Bed" busyLabel="Reserving..." size="large" disabled={unavailable} sx={{ alignSelf: 'flex-start' }} />
    </Stack>
  );
}
