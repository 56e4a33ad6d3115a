import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { Caption } from '../bookings/BookingFigures.tsx';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { useSettled } from '../common/useSettled.ts';
import { capitalize, formatDateTime } from '../plain/format.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { WaitlistEntry } from '../plain/types.ts';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { WaitlistOffers } from './WaitlistOffers.tsx';
import { NO_WAITLIST_FILTERS, WaitlistFilters, type WaitlistFilterValues } from './WaitlistFilters.tsx';
import { WAITLIST_STATUS_WORDS } from './waitlistWords.ts';

/** The filter as the API takes it: the cleared ones left out, the search once typing has settled. */
function useFilter(values: WaitlistFilterValues) {
  const q = useSettled((values.q ?? '').trim(), 300);
  const filter: Record<string, string> = q ? { q } : {};
  for (const name of ['semester_id', 'gender', 'room_type_id', 'status'] as const) if (values[name]) filter[name] = values[name];
  return filter;
}

const COLUMNS: Column<WaitlistEntry>[] = [
  { label: 'Position', align: 'right', render: (e) => e.position ?? '—' },
  { label: 'Name', render: (e) => e.full_name },
  { label: 'Gender', render: (e) => capitalize(e.gender) },
  { label: 'Wanted Type', render: (e) => e.room_type ?? 'Any' },
  { label: 'Joined', render: (e) => formatDateTime(e.joined_at) },
  { label: 'Status', render: (e) => WAITLIST_STATUS_WORDS[e.status] ?? e.status },
  { label: 'Lapses / Declines', align: 'right', render: (e) => `${e.lapses} / ${e.declines}` },
  {
    label: 'Current Offer',
    render: (e) =>
      e.offer ? (
        <>
          Room {e.offer.room_number}
          <Caption>{`Expires ${formatDateTime(e.offer.expires_at)}`}</Caption>
        </>
      ) : (
        '—'
      ),
  },
];

/**
 * /waitlist (admins): the line for a bed per gender and room type, in the order of joining, and
 * the offers made from it with why each went where it did, so that the line's fairness can be checked.
 */
export function WaitlistList() {
  const [tab, setTab] = useState<'line' | 'offers'>('line');
  return (
    <>
      <PageHeader title="Waitlist" />
      <Tabs value={tab} onChange={(_event, value: 'line' | 'offers') => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="line" label="Line" />
        <Tab value="offers" label="Offers" />
      </Tabs>
      {tab === 'line' ? <Line /> : <WaitlistOffers />}
    </>
  );
}

function Line() {
  const [values, setValues] = useState(NO_WAITLIST_FILTERS);
  const [page, setPage] = useState(1);
  const filter = useFilter(values);
  const list = useHostelQuery('waitlistList', { page, perPage: PAGE_SIZE, filter }, { placeholderData: keepPreviousData });
  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const changeFilters = (next: WaitlistFilterValues) => {
    setValues(next);
    setPage(1);
  };
  return (
    <>
      <WaitlistFilters onChange={changeFilters} />
      {list.isError && <LoadError message={errorMessage(list.error, 'Failed to fetch the waitlist')} />}
      {list.isPending ? (
        <Loading label="Loading the waitlist" />
      ) : (
        <Box sx={{ minWidth: 0, overflowX: 'auto', '& th, & td': { px: 1 } }}>
          <ResponsiveTable
            label="Waitlist"
            columns={COLUMNS}
            rows={list.data?.data ?? []}
            rowKey={(e) => e.id}
            empty={filter.q ? `No one on the waitlist matches "${filter.q}".` : 'No one is on the waitlist.'}
          />
        </Box>
      )}
      <Pager page={page} lastPage={lastPage} onChange={setPage} disabled={list.isFetching} />
    </>
  );
}
