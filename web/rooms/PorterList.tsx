import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Box, Button, GlobalStyles, Typography } from '@mui/material';
import { required, SelectInput } from 'react-admin';
import PrintIcon from '@mui/icons-material/Print';
import { formatPhone } from '../../shared/phone.ts';
import type { BedMapFloor, BedMapRoom } from '../../shared/records.ts';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { LiveFilterForm } from '../common/LiveFilterForm.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { errorMessage } from '../plain/httpClient.ts';
import { capitalize, orDash } from '../plain/format.ts';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { useCurrentSemester, useSemesterChoices, useSemesterName } from './lookups.ts';
import { useCurrentSemesterAsDefault } from './SemesterFilter.tsx';

const STATUS_WORD: Record<string, string> = { paid: 'Approved', pending: 'Pending' };

/**
 * On paper, the list alone: no app bar, sidebar or buttons, black on white whatever the theme,
 * each floor from a new sheet. Only while this page is open.
 */
const PRINT = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .RaSidebar-root, .MuiDrawer-root, .no-print': { display: 'none !important' },
        'html, body, .RaLayout-root, .RaLayout-appFrame, .RaLayout-content, .porter-list': {
          margin: '0 !important',
          padding: '0 !important',
          background: '#fff !important',
          color: '#000 !important',
        },
        '.porter-list *': { color: '#000 !important', background: 'transparent !important', borderColor: '#000 !important' },
        '.porter-floor + .porter-floor': { breakBefore: 'page' },
        '.porter-list tr': { breakInside: 'avoid' },
        '.porter-list table': { fontSize: '10pt' },
        '.porter-list th, .porter-list td': { padding: '2px 4px !important' },
        '@page': { margin: '12mm' },
        '.porter-list .porter-scroll': { overflow: 'visible !important' },
      },
    }}
  />
);

const cell = { border: 1, borderColor: 'divider', px: { xs: 0.5, sm: 1 }, py: 0.5, textAlign: 'left', verticalAlign: 'top' } as const;

/** A room's lines: one for each occupant, the room's cells spanning them; a room without one says so. */
function RoomRows({ room }: { room: BedMapRoom }) {
  const occupants = room.occupants ?? [];
  const beds = room.beds_taken + room.beds_free + room.beds_out_of_service;
  const roomCells = (
    <>
      <Box component="th" scope="row" rowSpan={Math.max(occupants.length, 1)} sx={{ ...cell, fontWeight: 600 }}>
        {room.room_number}
        <Box component="span" sx={{ fontWeight: 400 }}>
          {' · '}
          {capitalize(room.gender)} · {room.room_type}
        </Box>
      </Box>
      <Box component="td" rowSpan={Math.max(occupants.length, 1)} sx={cell}>
        {room.beds_taken} of {beds}
      </Box>
    </>
  );
  if (occupants.length === 0)
    return (
      <tr>
        {roomCells}
        <Box component="td" colSpan={4} sx={{ ...cell, fontStyle: 'italic' }}>
          {room.out_of_service_reason ? `Out of service: ${room.out_of_service_reason}` : 'No one'}
        </Box>
      </tr>
    );
  return (
    <>
      {occupants.map((o, i) => (
        <tr key={`${o.index_number}-${i}`}>
          {i === 0 && roomCells}
          <Box component="td" sx={cell}>
            {o.name}
          </Box>
          <Box component="td" sx={cell}>
            {orDash(o.index_number)}
          </Box>
          <Box component="td" sx={{ ...cell, whiteSpace: { sm: 'nowrap' } }}>
            {orDash(formatPhone(o.phone_number))}
          </Box>
          <Box component="td" sx={cell}>
            {STATUS_WORD[o.payment_status] ?? capitalize(o.payment_status)}
          </Box>
        </tr>
      ))}
    </>
  );
}

function Floor({ floor, semester }: { floor: BedMapFloor; semester: string }) {
  const occupants = floor.rooms.reduce((n, room) => n + (room.occupants?.length ?? 0), 0);
  return (
    <Box component="section" className="porter-floor" aria-label={floor.floor} sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2">
        {floor.floor}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {[
          semester,
          `${floor.rooms.length} ${floor.rooms.length === 1 ? 'room' : 'rooms'}`,
          `${occupants} ${occupants === 1 ? 'occupant' : 'occupants'}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Box className="porter-scroll" sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          aria-label={`${floor.floor} rooms`}
          sx={{ borderCollapse: 'collapse', width: '100%', fontSize: { xs: '0.8125rem', sm: '1rem' } }}
        >
          <thead>
            <tr>
              {['Room', 'Beds Taken', 'Name', 'Index No.', 'Phone', 'Status'].map((label) => (
                <Box component="th" scope="col" key={label} sx={{ ...cell, fontWeight: 600 }}>
                  {label}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {floor.rooms.map((room) => (
              <RoomRows key={room.id} room={room} />
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}

/** One semester at a time, the current one first: a porter list of every semester is no list. */
function SemesterChoice() {
  const semesters = useSemesterChoices();
  useCurrentSemesterAsDefault();
  return <SelectInput source="semester_id" label="Semester" choices={semesters.data ?? []} validate={required()} sx={{ maxWidth: 360 }} />;
}

/**
 * /porter-list: a semester's rooms floor by floor with who holds each bed (approved and pending
 * bookings: name, index number, phone), to print for the porters' desk. Read from the bed map.
 */
export function PorterList() {
  const [semesterId, setSemesterId] = useState('');
  const current = useCurrentSemester();
  const semesterName = useSemesterName();
  // No semester chosen: the bed map answers the current one.
  const floors = useHostelQuery('wholeBedMap', { semester_id: semesterId || undefined }, { placeholderData: keepPreviousData });
  const semester = semesterName(semesterId || (current.data?.id ?? ''));
  return (
    <Box className="porter-list">
      {PRINT}
      <PageHeader
        title="Porter List"
        actions={
          <Button className="no-print" variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print
          </Button>
        }
      />
      <Box className="no-print">
        <LiveFilterForm defaultValues={{ semester_id: '' }} onChange={(values) => setSemesterId(values.semester_id ?? '')}>
          <SemesterChoice />
        </LiveFilterForm>
      </Box>
      {floors.isPending ? (
        <Loading />
      ) : floors.isError ? (
        <LoadError message={errorMessage(floors.error, 'Failed to fetch the rooms')} />
      ) : floors.data.length === 0 ? (
        <Typography>No rooms in this semester.</Typography>
      ) : (
        floors.data.map((floor) => <Floor key={floor.floor} floor={floor} semester={semester} />)
      )}
    </Box>
  );
}
