import { useState } from 'react';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { HostelForm, type FormValues } from '../common/HostelForm.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { errorMessage, fieldErrors } from '../plain/httpClient.ts';
import type { Room } from '../plain/types.ts';
import { RoomInputs } from './RoomInputs.tsx';
import { toRoomPayload, validateRoom } from './roomValidation.ts';
import { useRoomListAddress } from './useRoomsPage.ts';

/** /edit-room/:roomId: every field of a room; the bookings it holds keep their price. */
export function RoomEdit() {
  const { roomId = '' } = useParams();
  const room = useGetOne<Room>('rooms', { id: roomId });
  const [update] = useUpdate<Room>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  // Back to Manage Rooms as it was left: the same page, size, filters and search.
  const list = useRoomListAddress();

  const submit = async (values: FormValues) => {
    setError(undefined);
    try {
      await update(
        'rooms',
        { id: roomId, data: toRoomPayload(values), previousData: room.data },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      notify(MESSAGES.room.updated, { type: 'success' });
      navigate(list);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to update room'));
      return fieldErrors(failure);
    }
  };

  return (
    <>
      <PageHeader
        title={room.data ? `Editing Room ${room.data.room_number}` : 'Editing A Room'}
        actions={
          <Button component={Link} to={list} variant="outlined">
            Manage Rooms
          </Button>
        }
      />
      {room.isPending ? (
        <Loading />
      ) : room.error || !room.data ? (
        <LoadError message={errorMessage(room.error, 'Failed to fetch room')} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}>
          <HostelForm onSubmit={submit} validate={validateRoom} defaultValues={room.data} key={room.data.id}>
            <Stack spacing={2}>
              {error && <Alert severity="error">{error}</Alert>}
              <RoomInputs />
              <SubmitButton label="Update Room" busyLabel="Updating Room..." sx={{ alignSelf: 'flex-start' }} />
            </Stack>
          </HostelForm>
        </Paper>
      )}
    </>
  );
}
