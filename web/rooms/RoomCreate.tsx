import { useRef, useState } from 'react';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useCreate, useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { HostelForm, type FormValues } from '../common/HostelForm.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { errorMessage, fieldErrors } from '../plain/httpClient.ts';
import { RoomInputs } from './RoomInputs.tsx';
import { initialRoom, keptForTheNextRoom, toRoomPayload, validateRoom } from './roomValidation.ts';

/**
 * /add-room: "Adding A New Room"; success toasts "Room created successfully" and opens /all-rooms,
 * or, saved with "Save and add another", starts the next room with the same settings.
 */
export function RoomCreate() {
  const [create] = useCreate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  // "Save and add another" keeps the form for the next room instead of leaving it.
  const next = useRef<'list' | 'another'>('list');
  const [form, setForm] = useState({ key: 0, values: initialRoom });

  const submit = async (values: FormValues) => {
    setError(undefined);
    try {
      await create('rooms', { data: toRoomPayload(values) }, { returnPromise: true });
      notify(MESSAGES.room.created, { type: 'success' });
      if (next.current === 'list') navigate('/all-rooms');
      else setForm(({ key }) => ({ key: key + 1, values: { ...initialRoom, ...keptForTheNextRoom(values) } }));
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
        <HostelForm key={form.key} onSubmit={submit} validate={validateRoom} defaultValues={form.values}>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            <RoomInputs />
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <SubmitButton label="Add Room" busyLabel="Adding Room..." onClick={() => (next.current = 'list')} />
              <SubmitButton label="Save and add another" variant="outlined" onClick={() => (next.current = 'another')} />
            </Stack>
          </Stack>
        </HostelForm>
      </Paper>
    </>
  );
}
