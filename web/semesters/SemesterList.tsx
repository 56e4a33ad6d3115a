import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { Confirm, useDelete, useGetList, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { formatDate } from '../plain/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { errorMessage } from '../plain/httpClient.ts';
import type { Semester } from '../plain/types.ts';

/** /all-semesters: "Semester List", newest start date first, 10 a page, numbered across pages. */
export function SemesterList() {
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Semester>();
  const notify = useNotify();
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<Semester>('semesters', {
    pagination: { page, perPage: PAGE_SIZE },
    sort: { field: 'start_date', order: 'DESC' },
  });
  const [remove, { isPending: deleting }] = useDelete<Semester>();
  const lastPage = error ? 1 : Math.max(1, Math.ceil(total / PAGE_SIZE));

  // A failed list goes back to page 1 of 1 (SPEC.md point 2); an emptied last page steps back.
  // Set while rendering, as React advises for state that follows data.
  if (error && page !== 1) setPage(1);
  else if (!error && !isPending && page > lastPage) setPage(lastPage);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove(
      'semesters',
      { id: toDelete.id, previousData: toDelete },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('Semester deleted', { type: 'success' }),
        onError: (failure) => notify(errorMessage(failure, 'Failed to delete semester'), { type: 'error' }),
        onSettled: () => setToDelete(undefined),
      },
    );
  };

  const columns: Column<Semester>[] = [
    { label: '#', render: (_, index) => (page - 1) * PAGE_SIZE + index + 1 },
    { label: 'Name', render: (s) => s.name },
    { label: 'Description', render: (s) => s.description },
    { label: 'Start Date', render: (s) => formatDate(s.start_date) },
    { label: 'End Date', render: (s) => formatDate(s.end_date) },
    {
      label: 'Actions',
      render: (s) => (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" component={Link} to={`/edit-semester/${s.id}`} aria-label={`Edit ${s.name}`}>
            Edit
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={() => setToDelete(s)} aria-label={`Delete ${s.name}`}>
            Delete
          </Button>
        </Box>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Semester List"
        actions={
          <Button component={Link} to="/add-semester" variant="contained">
            Add Semester
          </Button>
        }
      />
      {error && <LoadError message={errorMessage(error, 'Failed to fetch semesters')} />}
      {isPending ? (
        <Loading />
      ) : (
        <ResponsiveTable label="Semester List" columns={columns} rows={data} rowKey={(s) => s.id} empty="No semesters yet." />
      )}
      <Pager page={page} lastPage={lastPage} onChange={setPage} disabled={isPending} />
      <Confirm
        isOpen={Boolean(toDelete)}
        loading={deleting}
        title="Delete semester"
        content={`Delete the semester "${toDelete?.name ?? ''}"? Its rooms without bookings go with it.`}
        confirm="Delete"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(undefined)}
      />
    </>
  );
}
