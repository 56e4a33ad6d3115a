import { useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { TextInput, useGetIdentity } from 'react-admin';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { textOf } from '../common/HostelForm.tsx';
import { LiveFilterForm } from '../common/LiveFilterForm.tsx';
import { capitalize } from '../plain/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { StaffMember } from '../plain/types.ts';
import { ActivationButton } from './ActivationButton.tsx';
import { DownloadDataButton } from './DownloadData.tsx';
import { ResetPasswordButton } from './ResetPassword.tsx';

function Status({ member }: { member: StaffMember }) {
  if (member.active !== false) return <Chip size="small" color="success" variant="outlined" label="Active" />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" color="warning" label="Deactivated" />
      {member.deactivation_reason && <Typography variant="caption">{member.deactivation_reason}</Typography>}
    </Stack>
  );
}

/** /staff: a superadmin's list of admins and superadmins, to deactivate, reactivate, reset, or download what is held about them. */
export function StaffList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { identity } = useGetIdentity();
  const staff = useHostelQuery('staffPage', { page, q: search || undefined }, { placeholderData: keepPreviousData });
  const d = staff.data;
  const firstRow = d ? (d.current_page - 1) * d.per_page : 0;

  const columns: Column<StaffMember>[] = [
    { label: '#', render: (_, index) => firstRow + index + 1 },
    { label: 'Name', render: (m) => `${m.fname} ${m.lname}` },
    { label: 'Email', render: (m) => m.email },
    { label: 'Role', render: (m) => capitalize(m.role) },
    { label: 'Status', render: (m) => <Status member={m} /> },
    {
      label: 'Actions',
      // Your own account is changed from Change Password, never deactivated from here.
      render: (m) =>
        m.id === identity?.id ? (
          <Typography variant="caption">You</Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <ActivationButton member={m} />
            <ResetPasswordButton user={m} />
            <DownloadDataButton user={m} />
          </Box>
        ),
    },
  ];

  return (
    <>
      <PageHeader title="Staff" />
      <LiveFilterForm
        defaultValues={{ q: '' }}
        onChange={({ q }) => {
          setSearch(textOf(q));
          setPage(1);
        }}
      >
        <Box sx={{ maxWidth: 420, mb: 1 }}>
          <TextInput source="q" label="Search by name or email" />
        </Box>
      </LiveFilterForm>
      {staff.isError && <LoadError message={errorMessage(staff.error, 'Failed to fetch staff')} />}
      {staff.isPending ? (
        <Loading />
      ) : (
        <ResponsiveTable label="Staff" columns={columns} rows={d?.data ?? []} rowKey={(m) => m.id} empty="No staff found." />
      )}
      <Pager page={d?.current_page ?? page} lastPage={d?.last_page ?? 1} onChange={setPage} disabled={staff.isFetching} />
    </>
  );
}
