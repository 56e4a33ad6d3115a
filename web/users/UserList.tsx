import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { keepPreviousData } from '@tanstack/react-query';
import { Confirm, TextInput, useDelete, usePermissions } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { canAccess } from '../../shared/canAccess.ts';
import { formatPhone } from '../../shared/phone.ts';
import { CounterCard, CounterRow } from '../common/CounterCard.tsx';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { LiveFilterForm } from '../common/LiveFilterForm.tsx';
import { capitalize } from '../plain/format.ts';
import { textOf } from '../common/HostelForm.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { PossibleDuplicate, StudentRow } from '../plain/types.ts';
import { DownloadDataButton } from './DownloadData.tsx';
import { EditContactButton } from './EditContact.tsx';
import { ResetPasswordButton } from './ResetPassword.tsx';

const STAFF_TYPES = ['admin', 'superadmin', 'porter'];

/**
 * /users: the students, with real counters; only a superadmin sees the delete button. `?q=` starts
 * it searched (the top bar's search opens a student so); a new one starts it anew.
 */
export function UserList() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  return <Students key={q} initialSearch={q} />;
}

const SHARED_WORDS: Record<PossibleDuplicate['shared'], string> = {
  phone_number: 'same phone',
  name_and_index_number: 'same name and index number',
};

/** A student's name, and the other accounts they may also be: a question for the office, never a refusal. */
function NameWithDuplicates({ user }: { user: StudentRow }) {
  const duplicates = user.possible_duplicates ?? [];
  return (
    <>
      {user.fname} {user.lname}
      {duplicates.length > 0 && (
        <Typography
          variant="caption"
          // The warning colour dark on light and light on dark: a caption must stay readable on both.
          sx={(theme) => ({ color: theme.palette.warning[theme.palette.mode === 'dark' ? 'light' : 'dark'], display: 'block' })}
        >
          <ReportProblemOutlinedIcon fontSize="inherit" aria-hidden sx={{ verticalAlign: '-0.15em', mr: 0.5 }} />
          Possible duplicate of {duplicates.map((d) => `${d.name} (${SHARED_WORDS[d.shared]})`).join(', ')}
        </Typography>
      )}
    </>
  );
}

function Students({ initialSearch }: { initialSearch: string }) {
  const { permissions } = usePermissions<string>();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState(initialSearch);
  const [toDelete, setToDelete] = useState<StudentRow>();
  const users = useHostelQuery('usersPage', { page, q: search || undefined }, { placeholderData: keepPreviousData });
  const [remove, { isPending: deleting }] = useDelete<StudentRow>();
  const mayDelete = canAccess(permissions, 'delete', 'users');
  const mayReset = canAccess(permissions, 'edit', 'passwords');
  const mayEdit = canAccess(permissions, 'edit', 'users');
  const mayDownload = canAccess(permissions, 'export', 'personal-data');
  const d = users.data;
  const rows = (d?.data ?? []).filter((user) => !STAFF_TYPES.includes(user.user_type));
  const firstRow = d ? (d.current_page - 1) * d.per_page : 0;

  const confirmDelete = () => {
    if (!toDelete) return;
    remove(
      'users',
      { id: toDelete.id, previousData: toDelete },
      {
        mutationMode: 'pessimistic',
        // A failed delete is only logged (SPEC.md point 8).
        onError: (error) => console.error('Failed to delete user', error),
        onSettled: () => setToDelete(undefined),
      },
    );
  };

  const columns: Column<StudentRow>[] = [
    { label: '#', render: (_, index) => firstRow + index + 1 },
    { label: 'Name', render: (u) => <NameWithDuplicates user={u} /> },
    { label: 'Email', render: (u) => u.email },
    { label: 'Phone', render: (u) => formatPhone(u.phone_number) },
    { label: 'Gender', render: (u) => capitalize(u.gender) },
    { label: 'Country', render: (u) => u.country },
    { label: 'Program', render: (u) => u.program || 'N/A' },
    ...(mayDelete || mayReset || mayEdit || mayDownload
      ? [
          {
            label: 'Actions',
            render: (u: StudentRow) => (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {mayEdit && <EditContactButton user={u} />}
                {mayDelete && (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    onClick={() => setToDelete(u)}
                    aria-label={`Delete ${u.fname} ${u.lname}`}
                  >
                    Delete
                  </Button>
                )}
                {mayReset && <ResetPasswordButton user={u} />}
                {mayDownload && <DownloadDataButton user={u} />}
              </Box>
            ),
          },
        ]
      : []),
  ];

  const total = d?.total ?? 0;
  return (
    <>
      <PageHeader
        title="All Users"
        actions={
          canAccess(permissions, 'create', 'admins') && (
            <Button component={Link} to="/add-user" variant="contained">
              Add An Admin
            </Button>
          )
        }
      />
      <CounterRow>
        <CounterCard label="Occupants" value={d?.occupants ?? 0} ratio={total ? (d?.occupants ?? 0) / total : 0} />
        <CounterCard label="Ghanaians" value={d?.ghanaians ?? 0} ratio={total ? (d?.ghanaians ?? 0) / total : 0} />
        <CounterCard label="Non-Ghanaians" value={d?.non_ghanaians ?? 0} ratio={total ? (d?.non_ghanaians ?? 0) / total : 0} />
      </CounterRow>
      <LiveFilterForm
        defaultValues={{ q: initialSearch }}
        onChange={({ q }) => {
          setSearch(textOf(q));
          setPage(1);
        }}
      >
        <Box sx={{ maxWidth: 420, mb: 1 }}>
          <TextInput source="q" label="Search by name, email or phone" />
        </Box>
      </LiveFilterForm>
      {users.isError && <LoadError message={errorMessage(users.error, 'Failed to fetch users')} />}
      {users.isPending ? (
        <Loading />
      ) : (
        <ResponsiveTable label="Users" columns={columns} rows={rows} rowKey={(u) => u.id} empty="No students found." />
      )}
      <Pager page={d?.current_page ?? page} lastPage={d?.last_page ?? 1} onChange={setPage} disabled={users.isFetching} />
      <Confirm
        isOpen={Boolean(toDelete)}
        loading={deleting}
        title="Delete user"
        content={`Delete ${toDelete?.fname ?? ''} ${toDelete?.lname ?? ''}? They can no longer sign in and their bookings are released.`}
        confirm="Delete"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(undefined)}
      />
    </>
  );
}
