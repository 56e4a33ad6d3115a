import { Button, Chip, Stack, Typography } from '@mui/material';
import { ResponsiveTable, type Column } from '../../common/ResponsiveTable.tsx';
import type { RoomImportLine } from '../../plain/types.ts';

const OUTCOME = {
  new: { label: 'New', color: 'success' },
  exists: { label: 'Already there', color: 'default' },
  invalid: { label: 'To correct', color: 'error' },
} as const;

/**
 * Every line of an import before anything is made: its outcome, and for a line to correct, each
 * field at fault with the form's message and a button to correct it here.
 */
export function ImportPreview({ lines, onCorrect }: { lines: RoomImportLine[]; onCorrect: (index: number) => void }) {
  const count = (outcome: RoomImportLine['outcome']) => lines.filter((l) => l.outcome === outcome).length;
  const columns: Column<RoomImportLine>[] = [
    { label: 'Line', render: (l) => l.line },
    { label: 'Room No.', render: (l) => l.room_number || '—' },
    { label: 'Outcome', render: (l) => <Chip size="small" label={OUTCOME[l.outcome].label} color={OUTCOME[l.outcome].color} /> },
    {
      label: 'Errors',
      render: (l) =>
        l.errors.map((e) => (
          <Typography key={e.field} variant="body2" color="error">
            {e.field}: {e.message}
          </Typography>
        )),
    },
    {
      label: 'Actions',
      render: (l, index) =>
        l.outcome === 'invalid' && (
          <Button size="small" variant="outlined" onClick={() => onCorrect(index)} aria-label={`Correct line ${l.line}`}>
            Correct
          </Button>
        ),
    },
  ];
  return (
    <Stack spacing={1}>
      <Typography aria-live="polite">
        {count('new')} new, {count('exists')} already there, {count('invalid')} to correct.
      </Typography>
      <ResponsiveTable label="Rooms to make" columns={columns} rows={lines} rowKey={(l) => String(l.line)} empty="No line to import." />
    </Stack>
  );
}
