import { useState } from 'react';
import { Button, Checkbox, Tab, Tabs, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { formatDate, formatDateTime, formatMoney } from '../plain/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { TextLink } from '../common/TextLink.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { errorMessage } from '../plain/httpClient.ts';
import type { Booking } from '../plain/types.ts';
import { AmountCell } from './BookingFigures.tsx';
import { BulkApprove } from './BulkApprove.tsx';
import { PaymentActions } from './PaymentActions.tsx';
import { HoldDeadline } from './HoldCountdown.tsx';
import { DeletedStudentChip, PaymentReviewChip, PaymentStatusChip } from './PaymentStatusChip.tsx';
import { QueueFilters, useQueueFilters } from './QueueFilters.tsx';
import { useSelection } from './useSelection.ts';

/**
 * /restricted-rooms, "Pending Payments": the office's queue, oldest first, searched and narrowed
 * to a semester (the current one at first), approved one by one or many at once. "All" shows
 * every booking, newest first, to look one up whatever became of it.
 */
export function PendingBookings() {
  const [page, setPage] = useState(1);
  const [show, setShow] = useState<'pending' | 'all'>('pending');
  const pending = show === 'pending';
  const { filter, ready, onChange } = useQueueFilters(() => setPage(1));
  const {
    data = [],
    total = 0,
    isPending,
    isFetching,
    error,
  } = useGetList<Booking>(
    'bookings',
    {
      pagination: { page, perPage: PAGE_SIZE },
      sort: { field: 'created_at', order: pending ? 'ASC' : 'DESC' },
      filter: pending ? { ...filter, payment_status: 'pending' } : filter,
    },
    { enabled: ready, placeholderData: keepPreviousData },
  );
  const selection = useSelection<Booking>(`${show}|${JSON.stringify(filter)}`);
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // An emptied last page steps back (set while rendering, as React advises for state that follows data).
  if (!isPending && page > lastPage) setPage(lastPage);
  const decidable = data.filter((b) => b.payment_status === 'pending' && !b.student_deleted);

  const columns: Column<Booking>[] = [
    ...(pending
      ? [
          {
            label: 'Select',
            header: (
              <Checkbox
                size="small"
                slotProps={{ input: { 'aria-label': 'Select every booking on this page' } }}
                checked={decidable.length > 0 && decidable.every(selection.has)}
                indeterminate={decidable.some(selection.has) && !decidable.every(selection.has)}
                disabled={!decidable.length}
                onChange={(event) => selection.setAll(decidable, event.target.checked)}
              />
            ),
            render: (b: Booking) => (
              <Checkbox
                size="small"
                slotProps={{ input: { 'aria-label': `Select ${b.full_name}` } }}
                checked={selection.has(b)}
                disabled={b.student_deleted}
                onChange={() => selection.toggle(b)}
              />
            ),
          },
        ]
      : []),
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
    { label: 'Index Number', render: (b) => b.index_number },
    { label: 'Room No.', render: (b) => b.room_number },
    pending
      ? { label: 'Amount Due', render: (b) => formatMoney(b.amount_paid) }
      : { label: 'Amount', render: (b) => <AmountCell booking={b} /> },
    { label: 'Booked On', render: (b) => formatDate(b.created_at) },
    // The office sees which holds run out first, and can extend one before its bed goes back.
    // Under review, the hold is stopped: how long the office has had the reference instead.
    ...(pending ? [{ label: 'Pay By', render: (b: Booking) => <PayBy booking={b} /> }] : []),
    {
      label: 'Payment',
      render: (b) => (
        <>
          <PaymentStatusChip status={b.payment_status} />
          <PaymentReviewChip booking={b} />
        </>
      ),
    },
    { label: 'Actions', render: (b) => <PaymentActions booking={b} /> },
  ];

  return (
    <>
      <PageHeader
        title="Pending Payments"
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
        <Tab value="pending" label={pending && ready && !isPending ? `Pending (${total})` : 'Pending'} />
        <Tab value="all" label="All" />
      </Tabs>
      <QueueFilters onChange={onChange} />
      {pending && <BulkApprove chosen={selection.chosen} onDone={selection.clear} />}
      {error && <LoadError message={errorMessage(error, 'Failed to fetch bookings')} />}
      {isPending ? (
        <Loading />
      ) : (
        <ResponsiveTable
          label="Bookings"
          columns={columns}
          rows={data}
          rowKey={(b) => b.id}
          empty={pending ? 'No booking is waiting for a payment decision.' : 'No booking matches.'}
        />
      )}
      <Pager page={page} lastPage={lastPage} onChange={setPage} disabled={isFetching} />
    </>
  );
}

function PayBy({ booking }: { booking: Booking }) {
  if (booking.payment_review !== 'under_review') return <HoldDeadline holdUntil={booking.hold_until} />;
  return (
    <Typography component="span" variant="body2" color="textSecondary">
      No deadline: reference given {booking.payment_reference_at ? formatDateTime(booking.payment_reference_at) : ''}
    </Typography>
  );
}
