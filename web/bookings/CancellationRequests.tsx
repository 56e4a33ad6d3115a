import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { TextLink } from '../common/TextLink.tsx';
import { formatDateTime, formatMoney } from '../plain/format.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { Booking } from '../plain/types.ts';
import { CancellationActions } from './CancellationActions.tsx';

/** /cancellation-requests (admins): paid bookings whose students asked to cancel, oldest first, each decided here or on its page. */
export function CancellationRequests() {
  const [page, setPage] = useState(1);
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<Booking>(
    'bookings',
    { pagination: { page, perPage: PAGE_SIZE }, sort: { field: 'updated_at', order: 'ASC' }, filter: { cancellation: 'requested' } },
    { placeholderData: keepPreviousData },
  );
  const columns: Column<Booking>[] = [
    { label: 'Student', render: (b) => <TextLink to={`/booking/${b.id}`}>{b.full_name}</TextLink> },
    { label: 'Room No.', render: (b) => b.room_number },
    { label: 'Paid', render: (b) => formatMoney(b.amount_paid) },
    { label: 'Asked', render: (b) => (b.cancellation ? formatDateTime(b.cancellation.requested_at) : '') },
    { label: 'Decision', render: (b) => <CancellationActions booking={b} /> },
  ];
  return (
    <>
      <PageHeader title="Cancellation Requests" />
      {error && <LoadError message={errorMessage(error, 'Failed to fetch cancellation requests')} />}
      {isPending ? (
        <Loading />
      ) : (
        <ResponsiveTable
          label="Cancellation requests"
          columns={columns}
          rows={data}
          rowKey={(b) => b.id}
          empty="No cancellation request is waiting for a decision."
        />
      )}
      <Pager page={page} lastPage={Math.max(1, Math.ceil(total / PAGE_SIZE))} onChange={setPage} />
    </>
  );
}
