import { useState } from 'react';
import { Button, Tab, Tabs } from '@mui/material';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { formatDate, formatMoney } from '../common/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { TextLink } from '../common/TextLink.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { errorMessage } from '../providers/httpClient.ts';
import type { Booking } from '../providers/types.ts';
import { PaymentActions } from './PaymentActions.tsx';
import { DeletedStudentChip, PaymentStatusChip } from './PaymentStatusChip.tsx';

/** /restricted-rooms: pending bookings to approve or reject; "All" shows decided ones too. */
export function PendingBookings() {
  const [page, setPage] = useState(1);
  const [show, setShow] = useState<'pending' | 'all'>('pending');
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<Booking>('bookings', {
    pagination: { page, perPage: PAGE_SIZE },
    sort: { field: 'created_at', order: 'DESC' },
    filter: show === 'pending' ? { payment_status: 'pending' } : {},
  });
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // An emptied last page steps back (set while rendering, as React advises for state that follows data).
  if (!isPending && page > lastPage) setPage(lastPage);

  const columns: Column<Booking>[] = [
    { label: '#', render: (_, index) => (page - 1) * PAGE_SIZE + index + 1 },
    {
      label: 'Name',
      render: (b) => (
        <>
          <TextLink to={`/booking/${b.id}`}>{b.full_name}</TextLink>
          <DeletedStudentChip booking={b} />
        </>
      ),
    },
    { label: 'Room No.', render: (b) => b.room_number },
    { label: 'Room Type', render: (b) => b.room_type },
    { label: 'Amount', render: (b) => formatMoney(b.amount_paid) },
    { label: 'Booked On', render: (b) => formatDate(b.created_at) },
    { label: 'Payment', render: (b) => <PaymentStatusChip status={b.payment_status} /> },
    { label: 'Actions', render: (b) => <PaymentActions booking={b} /> },
  ];

  return (
    <>
      <PageHeader
        title="Pending Bookings"
        actions={
          <Button component={Link} to="/booked-guests-list" variant="outlined">
            Booked Guest List
          </Button>
        }
      />
      <Tabs
        value={show}
        onChange={(_, value) => {
          setShow(value);
          setPage(1);
        }}
        sx={{ mb: 2 }}
        aria-label="Which bookings"
      >
        <Tab value="pending" label="Pending" />
        <Tab value="all" label="All" />
      </Tabs>
      {error && <LoadError message={errorMessage(error, 'Failed to fetch bookings')} />}
      {isPending ? (
        <Loading />
      ) : (
        <ResponsiveTable
          label="Bookings"
          columns={columns}
          rows={data}
          rowKey={(b) => b.id}
          empty="No bookings are waiting for a payment decision."
        />
      )}
      <Pager page={page} lastPage={lastPage} onChange={setPage} disabled={isPending} />
    </>
  );
}
