import { useState } from 'react';
import { Alert, Button, MenuItem, Paper, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../shared/messages.ts';
import { PageHeader } from '../../common/PageHeader.tsx';
import { useHostelData } from '../../providers/dataProvider.ts';
import { useHostelMutation } from '../../providers/customMethodHooks.ts';
import type { RoomImport as ImportSource } from '../../plain/customMethods.ts';
import { errorMessage } from '../../plain/httpClient.ts';
import type { RoomImportLine } from '../../plain/types.ts';
import { useCurrentSemester, useSemesterChoices } from '../lookups.ts';
import { CopyRooms } from './CopyRooms.tsx';
import { CsvUpload } from './CsvUpload.tsx';
import { ImportPreview } from './ImportPreview.tsx';
import { LineEditor } from './LineEditor.tsx';
import { RoomGenerator } from './RoomGenerator.tsx';

type Source = { csv: string } | { rooms: Record<string, unknown>[] } | { from_semester_id: string };

/** The lines as a list to send again, each keeping its number in the file. */
const rowsOf = (lines: RoomImportLine[]) => lines.map((l) => ({ ...l.values, line: l.line }));

/**
 * /add-rooms: many rooms at once, generated, from a CSV file or copied from another semester.
 * Every line is checked before anything is made; a line at fault is corrected here and the whole
 * list checked again; then every new room is made, or none.
 */
export function RoomImport() {
  const semesters = useSemesterChoices();
  const current = useCurrentSemester();
  const [chosenSemester, setSemester] = useState<string>();
  const semesterId = chosenSemester ?? current.data?.id ?? '';
  const [tab, setTab] = useState(0);
  const [source, setSource] = useState<Source>();
  const [correcting, setCorrecting] = useState<number>();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useHostelData();

  const preview = useMutation({ mutationFn: (params: ImportSource) => dataProvider.previewImport(params) });
  const make = useHostelMutation('importRooms');
  const lines = preview.data?.data.lines;
  const toMake = lines?.filter((l) => l.outcome === 'new').length ?? 0;
  const toCorrect = lines?.some((l) => l.outcome === 'invalid') ?? false;

  const check = async (next: Source) => {
    setSource(next);
    make.reset();
    await preview.mutateAsync({ semester_id: semesterId, ...next }).catch(() => undefined);
  };
  const correct = (index: number, values: Record<string, string>) => {
    setCorrecting(undefined);
    const rows = rowsOf(lines!.map((l, i) => (i === index ? { ...l, values } : l)));
    void check({ rooms: rows });
  };
  const makeRooms = () =>
    make.mutate(
      { semester_id: semesterId, ...source! },
      {
        onSuccess: (answer) => {
          notify(answer.message ?? MESSAGES.room.roomsMade(answer.data.created), { type: 'success' });
          navigate('/all-rooms-admin');
        },
      },
    );
  const chooseSemester = (id: string) => {
    setSemester(id);
    setSource(undefined);
    preview.reset();
  };

  return (
    <>
      <PageHeader
        title="Adding Many Rooms"
        actions={
          <Button component={Link} to="/add-room" variant="outlined">
            Add One Room
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
        <Stack spacing={2}>
          <TextField
            select
            label="Semester"
            value={semesters.data?.some((s) => s.id === semesterId) ? semesterId : ''}
            onChange={(event) => chooseSemester(event.target.value)}
            helperText="The semester the rooms are made in."
            sx={{ maxWidth: 400 }}
          >
            {(semesters.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <Tabs value={tab} onChange={(_, next: number) => setTab(next)} variant="scrollable" aria-label="How to add rooms">
            <Tab label="Generate" />
            <Tab label="From a CSV file" />
            <Tab label="Copy a semester" />
          </Tabs>
          {!semesterId ? (
            <Alert severity="info">Choose the semester first.</Alert>
          ) : tab === 0 ? (
            <RoomGenerator onPreview={(rooms) => check({ rooms })} />
          ) : tab === 1 ? (
            <CsvUpload onPreview={(csv) => check({ csv })} />
          ) : (
            <CopyRooms semesterId={semesterId} onPreview={(from) => check({ from_semester_id: from })} />
          )}
          {preview.error && <Alert severity="error">{errorMessage(preview.error, 'Failed to check the rooms')}</Alert>}
          {make.error && <Alert severity="error">{errorMessage(make.error, 'Failed to make the rooms')}</Alert>}
          {lines && (
            <>
              <ImportPreview lines={lines} onCorrect={setCorrecting} />
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Button
                  variant="contained"
                  disabled={toCorrect || toMake === 0 || make.isPending}
                  onClick={makeRooms}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {make.isPending ? 'Making rooms...' : `Make ${toMake} ${toMake === 1 ? 'room' : 'rooms'}`}
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      </Paper>
      {lines && correcting !== undefined && (
        <LineEditor line={lines[correcting]} onClose={() => setCorrecting(undefined)} onSave={(values) => correct(correcting, values)} />
      )}
    </>
  );
}
