import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { RoomImportLine } from '../../plain/types.ts';

/** The columns of a line, as a rooms file names them (room_type: a type's name or id). */
export const LINE_FIELDS = [
  'room_number',
  'floor',
  'room_type',
  'gender',
  'room_capacity',
  'price_per_bed',
  'room_status',
  'availability_duration',
  'description',
] as const;

const LABELS: Record<(typeof LINE_FIELDS)[number], string> = {
  room_number: 'Room Number',
  floor: 'Room Floor',
  room_type: 'Room Type',
  gender: 'Gender',
  room_capacity: 'Room Capacity',
  price_per_bed: 'Price Per Bed (GHS)',
  room_status: 'Room Status',
  availability_duration: 'Availability Duration',
  description: 'Room Description',
};

/** One line of an import to correct, each field with the message it was refused with. */
export function LineEditor({
  line,
  onSave,
  onClose,
}: {
  line: RoomImportLine;
  onSave: (values: Record<string, string>) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(LINE_FIELDS.map((f) => [f, String(line.values[f] ?? (f === 'room_type' ? (line.values.room_type_id ?? '') : ''))])),
  );
  const errorOf = (field: string) => line.errors.find((e) => e.field === field)?.message;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Line {line.line}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
          {LINE_FIELDS.map((field) => (
            <TextField
              key={field}
              margin="dense"
              label={LABELS[field]}
              value={values[field]}
              error={Boolean(errorOf(field))}
              helperText={errorOf(field)}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => onSave(values)}>
          Check again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
