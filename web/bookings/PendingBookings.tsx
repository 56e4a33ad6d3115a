import { Box, Button, Checkbox, Tab, Tabs, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { formatDate, formatDateTime, formatMoney, orDash } from '../plain/format.ts';
import { formatPhone } from '../../shared/phone.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { TextLink } from '../common/TextLink.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { errorMessage } from '../plain/httpClient.ts';
import type { Booking } from '../plain/types.ts';
import { AmountCell, Caption } from './BookingFigures.tsx';
import { BulkApprove } from './BulkApprove.tsx';
import { PaymentActions } from './PaymentActions.tsx';
import { HoldDeadline } from './HoldCountdown.tsx';
import { DeletedStudentChip, PaymentReviewChip, PaymentStatusChip } from './PaymentStatusChip.tsx';
import { QueueFilters, useQueueFilters } from './QueueFilters.tsx';
import { StudentReference } from './StudentReference.tsx';
import { useSelection } from './useSelection.ts';

/**
 * /restricted-rooms, "Pending Payments": the office's queue, oldest first, searched and narrowed
 * to a semester (the current one at first), approved one by one or many at once. "All" shows
 * every booking, newest first, to look one up whatever became of it.
 */
export function PendingBookings() {
  // The page and tab live in the address, with the filters: back from a booking, the list is as it was left.
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const show = params.get('show') === 'all' ? 'all' : 'pending';
  const pending = show === 'pending';
  const setView = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes))
          if (value === null) next.delete(name);
          else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const setPage = (n: number) => setView({ page: n > 1 ? String(n) : null });
  const { filter, searched, ready, onChange, defaults } = useQueueFilters();
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
    // Numbered in All only: the queue's columns fill a desktop's width.
    ...(pending ? [] : [{ label: '#', render: (_: Booking, index: number) => (page - 1) * PAGE_SIZE + index + 1 }]),
    {
      label: 'Name',
      render: (b) => (
        <>
          <TextLink to={`/booking/${b.id}`}>{b.full_name}</TextLink>
          <DeletedStudentChip booking={b} />
          <Caption>{orDash(b.index_number)}</Caption>
        </>
      ),
    },
    { label: 'Phone', render: (b) => orDash(formatPhone(b.phone_number)) },
    { label: 'Booking Ref.', render: (b) => b.reference },
    { label: 'Room', render: (b) => b.room_number },
    pending
      ? { label: 'Amount Due', render: (b) => formatMoney(b.amount_paid) }
      : { label: 'Amount', render: (b) => <AmountCell booking={b} /> },
    // The office sees which holds run out first, and can extend one before its bed goes back.
    pending
      ? {
          label: 'Pay By / Booked',
          // Under review, the hold is stopped: how long the office has had the reference instead.
          render: (b: Booking) => (
            <>
              <PayBy booking={b} />
              <Caption>{formatDate(b.created_at)}</Caption>
            </>
          ),
        }
      : { label: 'Booked On', render: (b: Booking) => formatDate(b.created_at) },
    ...(pending
      ? [
          {
            label: 'Reference given by the student',
            render: (b: Booking) => (
              <>
                <StudentReference booking={b} />
                <PaymentReviewChip booking={b} />
              </>
            ),
          },
        ]
      : [{ label: 'Payment', render: (b: Booking) => <PaymentStatusChip status={b.payment_status} decision={b.last_decision} /> }]),
    { label: 'Actions', render: (b) => <PaymentActions booking={b} withReference={!pending} /> },
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
        onChange={(_, value) => setView({ show: value === 'all' ? 'all' : null, page: null })}
        sx={{ mb: 2 }}
        aria-label="Which bookings"
      >
        <Tab value="pending" label={pending && ready && !isPending ? `Pending (${total})` : 'Pending'} />
        <Tab value="all" label="All" />
      </Tabs>
      <QueueFilters onChange={onChange} defaults={defaults} />
      {pending && <BulkApprove chosen={selection.chosen} onDone={selection.clear} />}
      {error && <LoadError message={errorMessage(error, 'Failed to fetch bookings')} />}
      {isPending ? (
        <Loading />
      ) : (
        // One line a row on a desktop (the actions may wrap), so that a page of the queue fits on the screen.
        <Box sx={{ minWidth: 0, overflowX: 'auto', '& th, & td': { px: 1 }, '& td:not(:last-of-type)': { whiteSpace: 'nowrap' } }}>
          <ResponsiveTable
            label="Bookings"
            columns={columns}
            rows={data}
            rowKey={(b) => b.id}
            empty={
              searched
                ? `No booking matches "${searched}".`
                : pending
                  ? 'No booking is waiting for a payment decision.'
                  : 'No booking matches.'
            }
          />
        </Box>
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
