import { useState } from 'react';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useCreate, useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { HostelForm, type FormValues } from '../common/HostelForm.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { errorMessage, fieldErrors } from '../providers/httpClient.ts';
import { RoomInputs } from './RoomInputs.tsx';
import { initialRoom, toRoomPayload, validateRoom } from './roomValidation.ts';

/** /add-room: "Adding A New Room"; success toasts "Room created successfully" and opens /all-rooms. */
export function RoomCreate() {
  const [create] = useCreate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  const submit = async (values: FormValues) => {
    setError(undefined);
    try {
      await create('rooms', { data: toRoomPayload(values) }, { returnPromise: true });
      notify(MESSAGES.room.created, { type: 'success' });
      navigate('/all-rooms');
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to create room'));
      return fieldErrors(failure);
    }
  };

  return (
    <>
      <PageHeader
        title="Adding A New Room"
        actions={
          <Button component={Link} to="/all-rooms" variant="outlined">
            All Added Rooms
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}>
        <HostelForm onSubmit={submit} validate={validateRoom} defaultValues={initialRoom}>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            <RoomInputs />
            <SubmitButton label="Add Room" busyLabel="Adding Room..." sx={{ alignSelf: 'flex-start' }} />
          </Stack>
        </HostelForm>
      </Paper>
    </>
  );
}
