import { useState } from 'react';
import { Box } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { Pager } from '../common/Pager.tsx';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { TextLink } from '../common/TextLink.tsx';
import { formatDateTime } from '../plain/format.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { WaitlistOfferRecord } from '../plain/types.ts';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { SemesterOnlyFilter } from '../rooms/SemesterFilter.tsx';
import { OFFER_OUTCOME_WORDS, offerWhy } from './waitlistWords.ts';

const COLUMNS: Column<WaitlistOfferRecord>[] = [
  { label: 'Made', render: (o) => formatDateTime(o.made_at) },
  { label: 'Student', render: (o) => o.full_name },
  { label: 'Room', render: (o) => o.room_number },
  { label: 'Expires', render: (o) => formatDateTime(o.expires_at) },
  {
    label: 'Outcome',
    render: (o) => (
      <>
        {o.booking_id ? (
          <TextLink to={`/booking/${o.booking_id}`}>{OFFER_OUTCOME_WORDS[o.outcome]}</TextLink>
        ) : (
          OFFER_OUTCOME_WORDS[o.outcome]
        )}
        {o.ended_at && ` ${formatDateTime(o.ended_at)}`}
      </>
    ),
  },
  { label: 'Why', render: (o) => offerWhy(o) },
];

/** The offers made from the line, newest first: each one's outcome, and why it went to that student. */
export function WaitlistOffers() {
  const [semesterId, setSemesterId] = useState('');
  const [page, setPage] = useState(1);
  const offers = useHostelQuery('waitlistOffers', { semester_id: semesterId || undefined, page }, { placeholderData: keepPreviousData });
  return (
    <>
      <SemesterOnlyFilter
        onChange={(id) => {
          setSemesterId(id);
          setPage(1);
        }}
      />
      {offers.isError && <LoadError message={errorMessage(offers.error, 'Failed to fetch the offers')} />}
      {offers.isPending ? (
        <Loading label="Loading the offers" />
      ) : (
        <Box sx={{ minWidth: 0, overflowX: 'auto', '& th, & td': { px: 1 } }}>
          <ResponsiveTable
            label="Offers"
            columns={COLUMNS}
            rows={offers.data?.data ?? []}
            rowKey={(o) => o.id}
            empty="No offer made yet."
          />
        </Box>
      )}
      <Pager page={page} lastPage={offers.data?.meta.last_page ?? 1} onChange={setPage} disabled={offers.isFetching} />
    </>
  );
}
