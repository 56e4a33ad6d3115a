import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { formatPhone } from '../../shared/phone.ts';
import { CounterCard, CounterRow } from '../common/CounterCard.tsx';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { formatDate, formatDateTime, orDash, todayIso } from '../plain/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { TextLink } from '../common/TextLink.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { Booking } from '../plain/types.ts';
import { useSemesterChoices } from '../rooms/lookups.ts';
import { PaidAmountCell } from './BookingFigures.tsx';
import { guestStatus } from '../plain/bookingStatus.ts';

const STATUS_COLORS = { Paid: 'success', Pending: 'warning', 'Time Due': 'error', Active: 'info', 'Checked Out': 'default' } as const;

/** /booked-guests-list: "Booked Guest List" of real bookings (pending and paid), newest first. */
export function BookedGuestsList() {
  const [page, setPage] = useState(1);
  const summary = useHostelQuery('bookingsSummaryPage', { page }, { placeholderData: keepPreviousData });
  const rows = summary.data?.totalBookedRooms ?? [];
  const counts = summary.data?.counts;
  const lastPage = summary.data?.meta.last_page ?? 1;
  // The page on screen, which until the next one arrives is still the one before.
  const shownPage = summary.data?.meta.current_page ?? page;
  const today = todayIso();
  const semesters = useSemesterChoices();
  const semesterOf = (b: Booking) => semesters.data?.find((s) => s.id === b.semester_id);
  const total = counts?.totalBookedRooms ?? 0;

  const columns: Column<Booking>[] = [
    { label: '#', render: (_, index) => (shownPage - 1) * PAGE_SIZE + index + 1 },
    { label: 'Name', render: (b) => <TextLink to={`/booking/${b.id}`}>{b.full_name}</TextLink> },
    { label: 'Room No.', render: (b) => b.room_number },
    { label: 'Contact', render: (b) => orDash(formatPhone(b.phone_number)) },
    // As the porter's lodge recorded them; before, the day expected.
    { label: 'Checked In', render: (b) => (b.checked_in_at ? formatDateTime(b.checked_in_at) : `Expected ${formatDate(b.check_in_date)}`) },
    { label: 'Checked Out', render: (b) => (b.checked_out_at ? formatDateTime(b.checked_out_at) : '—') },
    { label: 'Amount Paid', render: (b) => <PaidAmountCell booking={b} /> },
    {
      label: 'Status',
      render: (b) => {
        const status = guestStatus(b, semesterOf(b), today);
        return <Chip size="small" label={status} color={STATUS_COLORS[status]} variant="outlined" />;
      },
    },
  ];

  return (
    <>
      <PageHeader
        title="Booked Guest List"
        actions={
          <Button component={Link} to="/booking-guest" variant="contained">
            Reserve Bed For A Guest
          </Button>
        }
      />
      <CounterRow>
        <CounterCard label="Total Booked Guest" value={total} ratio={total ? 1 : 0} />
        <CounterCard label="Total Male" value={counts?.maleBookings ?? 0} ratio={total ? (counts?.maleBookings ?? 0) / total : 0} />
        <CounterCard label="Total Female" value={counts?.femaleBookings ?? 0} ratio={total ? (counts?.femaleBookings ?? 0) / total : 0} />
      </CounterRow>
      {summary.isError && <LoadError message={errorMessage(summary.error, 'Failed to fetch bookings')} />}
      {summary.isPending ? (
        <Loading />
      ) : (
        <ResponsiveTable label="Booked guests" columns={columns} rows={rows} rowKey={(b) => b.id} empty="No guest has booked yet." />
      )}
      <Pager page={shownPage} lastPage={lastPage} onChange={setPage} disabled={summary.isFetching} />
    </>
  );
}
