import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useSemesterChoices } from '../lookups.ts';

/** Another semester's rooms (types, floors, capacities, prices, genders), without their bookings. */
export function CopyRooms({ semesterId, onPreview }: { semesterId: string; onPreview: (fromSemesterId: string) => Promise<void> }) {
  const semesters = useSemesterChoices();
  const [from, setFrom] = useState('');
  const others = (semesters.data ?? []).filter((s) => s.id !== semesterId);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="textSecondary">
        Every room of the semester chosen here, made again in this one; a room number this semester has is left as it is.
      </Typography>
      <TextField select label="Copy the rooms of" value={from} onChange={(event) => setFrom(event.target.value)} sx={{ minWidth: 300 }}>
        {others.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={!from} onClick={() => void onPreview(from)}>
        Preview
      </Button>
    </Stack>
  );
}
