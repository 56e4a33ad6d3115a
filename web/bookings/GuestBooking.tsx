import { Alert, Button, Divider, Paper, Stack, TextField, Typography } from '@mui/material';
import { addMonths, formatDate } from '../common/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { useFormFields } from '../common/useFormFields.ts';
import { emptyPersonal, emptyRoomChoice } from './bookingForm.ts';
import { GuestFields } from './GuestFields.tsx';
import { emptyGuest, toGuestPayload, validateGuestBooking, type GuestValues } from './guestForm.ts';
import { PersonalFields } from './PersonalFields.tsx';
import { RoomChoiceFields } from './RoomChoiceFields.tsx';
import { useRoomChoice } from './useRoomChoice.ts';
import { useSubmitBooking } from './submitBooking.ts';

const initial: GuestValues = { ...emptyRoomChoice, ...emptyPersonal, ...emptyGuest };

/** /booking-guest: "Reserve Bed For A Guest": an admin books a bed for a student. */
export function GuestBooking() {
  const form = useFormFields<GuestValues>(initial, validateGuestBooking);
  const choice = useRoomChoice(form, form.values.gender);
  const { submit: submitBooking, error } = useSubmitBooking(form, 'bookForGuest');
  const { check_in_date, length_of_stay } = form.values;
  const checkOut = check_in_date ? formatDate(addMonths(check_in_date, Number(length_of_stay))) : '';

  const submit = form.onSubmit(async (values) => {
    const outcome = await submitBooking(toGuestPayload(values));
    if (!outcome.error) form.reset();
  });

  return (
    <>
      <PageHeader title="Reserve Bed For A Guest" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 980 }}>
        <Stack component="form" noValidate onSubmit={submit} spacing={3}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>Guest</Typography>
          <GuestFields form={form} />
          <Divider />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>Room</Typography>
          <RoomChoiceFields form={form} choice={choice} />
          <Divider />
          <PersonalFields form={form} guest />
          <TextField id="field-check_out_date" label="Check-Out Date" value={checkOut} slotProps={{ input: { readOnly: true } }} helperText="Check-in date plus the length of stay" />
          {error && <Alert severity="error">{error}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={form.submitting || choice.unavailable} sx={{ alignSelf: 'flex-start' }}>
            {form.submitting ? 'Reserving...' : 'Reserve Bed'}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
