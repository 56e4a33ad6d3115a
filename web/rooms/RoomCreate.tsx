import { useState } from 'react';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useCreate, useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { useFormFields } from '../common/useFormFields.ts';
import { errorMessage, fieldErrors } from '../providers/httpClient.ts';
import { RoomFields } from './RoomFields.tsx';
import { initialRoom, toRoomPayload, validateRoom } from './roomValidation.ts';

/** /add-room: "Adding A New Room"; success toasts "Room created successfully" and opens /all-rooms. */
export function RoomCreate() {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useFormFields(initialRoom, validateRoom);
  const [error, setError] = useState<string>();

  const submit = form.onSubmit((values) => {
    setError(undefined);
    create(
      'rooms',
      { data: toRoomPayload(values) },
      {
        onSuccess: () => {
          notify(MESSAGES.room.created, { type: 'success' });
          navigate('/all-rooms');
        },
        onError: (failure) => {
          form.setServerErrors(fieldErrors(failure));
          setError(errorMessage(failure, 'Failed to create room'));
        },
      },
    );
  });

  return (
    <>
      <PageHeader title="Adding A New Room" actions={<Button component={Link} to="/all-rooms" variant="outlined">All Added Rooms</Button>} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}>
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <RoomFields form={form} />
          <Button type="submit" variant="contained" disabled={isPending} sx={{ alignSelf: 'flex-start' }}>
            {isPending ? 'Adding Room...' : 'Add Room'}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
