import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { PAGE_SIZES } from '../../shared/constants.ts';
import { Loading } from '../common/Feedback.tsx';
import { capitalize, formatMoney } from '../plain/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { useSettled } from '../common/useSettled.ts';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { errorMessage } from '../plain/httpClient.ts';
import type { Room } from '../plain/types.ts';
import { bedsLeftText, outOfServiceText } from '../plain/roomText.ts';
import { useSemesterName } from './lookups.ts';
import { RoomServiceButton } from './RoomServiceButton.tsx';
import { RoomFilters } from './RoomFilters.tsx';
import { useRoomListParams, useRoomsPage } from './useRoomsPage.ts';

/**
 * /all-rooms-admin: the rooms, each to edit, take out of service or delete; found by number, as
 * many a page as chosen, and where it was left after an edit (useRoomListParams).
 */
export function RoomAdminList() {
  const { page, perPage, filter, chosenSemester, setPage, setPerPage, setFilter } = useRoomListParams();
  const [toDelete, setToDelete] = useState<Room>();
  // The search is sent when the typing pauses.
  const q = useSettled((filter.q ?? '').trim(), 300);
  const rooms = useRoomsPage(page, perPage, { ...filter, q });
  const semesterName = useSemesterName();
  const [remove, { isPending: deleting }] = useDelete<Room>();
  const notify = useNotify();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove(
      'rooms',
      { id: toDelete.id, previousData: toDelete },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`Room ${toDelete.room_number} deleted`, { type: 'success' }),
        onError: (failure) => notify(errorMessage(failure, 'Failed to delete room'), { type: 'error' }),
        onSettled: () => setToDelete(undefined),
      },
    );
  };

  const columns: Column<Room>[] = [
    { label: '#', render: (_, index) => (page - 1) * perPage + index + 1 },
    { label: 'Room No.', render: (r) => r.room_number },
    { label: 'Semester', render: (r) => semesterName(r.semester_id) },
    { label: 'Room Type', render: (r) => r.room_type },
    { label: 'Floor', render: (r) => r.floor },
    { label: 'Gender', render: (r) => capitalize(r.gender) },
    { label: 'Capacity', render: (r) => `${r.room_capacity} In A Room` },
    { label: 'Beds Left', render: (r) => bedsLeftText(r) },
    { label: 'Price Per Bed', render: (r) => formatMoney(r.price_per_bed) },
    { label: 'Status', render: (r) => outOfServiceText(r) || capitalize(r.room_status) },
    {
      label: 'Actions',
      render: (r) => (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" component={Link} to={`/edit-room/${r.id}`} aria-label={`Edit room ${r.room_number}`}>
            Edit
          </Button>
          <RoomServiceButton room={r} />
          <Button size="small" color="error" variant="outlined" onClick={() => setToDelete(r)} aria-label={`Delete room ${r.room_number}`}>
            Delete
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Manage Rooms"
        actions={
          <>
            <Button component={Link} to="/add-room" variant="contained">
              Add Room
            </Button>
            <Button component={Link} to="/add-rooms" variant="outlined">
              Add Many Rooms
            </Button>
          </>
        }
      />
      <RoomFilters values={filter} chosenSemester={chosenSemester} onChange={setFilter} />
      {rooms.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Please refresh the page
        </Alert>
      )}
      {rooms.isPending ? (
        <Loading />
      ) : (
        <ResponsiveTable
          label="Rooms"
          columns={columns}
          rows={rooms.data?.data ?? []}
          rowKey={(r) => r.id}
          empty={q ? `No room number starts with "${q}".` : 'No rooms yet.'}
        />
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <TextField
          select
          size="small"
          label="Rooms a page"
          value={perPage}
          onChange={(event) => setPerPage(Number(event.target.value))}
          fullWidth={false}
          sx={{ width: 160 }}
        >
          {PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        <Pager page={page} lastPage={rooms.data?.meta.last_page ?? 1} onChange={setPage} disabled={rooms.isFetching} />
      </Stack>
      <Confirm
        isOpen={Boolean(toDelete)}
        loading={deleting}
        title="Delete room"
        content={`Delete room ${toDelete?.room_number ?? ''}? This cannot be undone.`}
        confirm="Delete"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(undefined)}
      />
    </>
  );
}
