import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { IMPORT_FIELDS } from '../../../shared/roomFields.ts';
import type { RoomImportLine } from '../../plain/types.ts';

/** One line of an import to correct, each column with the message it was refused with. */
export function LineEditor({
  line,
  onSave,
  onClose,
}: {
  line: RoomImportLine;
  onSave: (values: Record<string, string>) => void;
  onClose: () => void;
}) {
  // A generated or copied line names the room type by its id.
  const [values, setValues] = useState(() =>
    Object.fromEntries(IMPORT_FIELDS.map(({ column, name }) => [column, String(line.values[column] ?? line.values[name] ?? '')])),
  );
  const errorOf = (column: string) => line.errors.find((e) => e.field === column)?.message;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Line {line.line}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
          {IMPORT_FIELDS.map(({ column, field }) => (
            <TextField
              key={column}
              margin="dense"
              label={field.label}
              value={values[column]}
              error={Boolean(errorOf(column))}
              helperText={errorOf(column)}
              onChange={(event) => setValues((current) => ({ ...current, [column]: event.target.value }))}
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
