import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { Caption } from '../bookings/BookingFigures.tsx';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { TextLink } from '../common/TextLink.tsx';
import { useSettled } from '../common/useSettled.ts';
import { formatDateTime } from '../plain/format.ts';
import { errorMessage } from '../plain/httpClient.ts';
import { CHANNEL_WORDS, kindWord, sentTo } from '../plain/notificationWords.ts';
import type { Notification } from '../plain/types.ts';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { ChannelsOffBanner } from './ChannelsOffBanner.tsx';
import { MessageDialog } from './MessageDialog.tsx';
import { NO_NOTIFICATION_FILTERS, NotificationFilters, type NotificationFilterValues } from './NotificationFilters.tsx';
import { NotificationStatusChip } from './NotificationStatusChip.tsx';

/** The filter as the API takes it: the cleared ones left out, the search once typing has settled. */
function useFilter(values: NotificationFilterValues) {
  const q = useSettled((values.q ?? '').trim(), 300);
  const filter: Record<string, string> = q ? { q } : {};
  for (const name of ['status', 'channel', 'kind'] as const) if (values[name]) filter[name] = values[name];
  return filter;
}

/**
 * /notifications (admins): every SMS and email sent to students, failures first (the API's order),
 * filtered and searched; a row opens the message, which can be sent again.
 */
export function NotificationList() {
  const [values, setValues] = useState(NO_NOTIFICATION_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Notification | null>(null);
  const filter = useFilter(values);
  const list = useHostelQuery('notificationList', { page, perPage: PAGE_SIZE, filter }, { placeholderData: keepPreviousData });
  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  const columns: Column<Notification>[] = [
    {
      label: 'When',
      render: (n) => (
        <Button size="small" onClick={() => setOpen(n)} aria-label={`Open the message of ${formatDateTime(n.queued_at)} to ${sentTo(n)}`}>
          {formatDateTime(n.queued_at)}
        </Button>
      ),
    },
    {
      label: 'Student',
      // A waitlist offer has no booking yet: its message names the offer, found on the Waitlist page.
      render: (n) =>
        n.booking_id ? (
          <TextLink to={n.kind.startsWith('waitlist_offer') ? '/waitlist' : `/booking/${n.booking_id}`}>
            {n.student_name || 'Booking'}
          </TextLink>
        ) : (
          (n.student_name ?? '—')
        ),
    },
    { label: 'Channel', render: (n) => CHANNEL_WORDS[n.channel] ?? n.channel },
    { label: 'To', render: (n) => sentTo(n) },
    { label: 'About', render: (n) => kindWord(n.kind) },
    {
      label: 'Status',
      render: (n) => (
        <>
          <NotificationStatusChip status={n.status} />
          {n.status === 'retrying' && n.next_attempt_at && <Caption>{`Next try ${formatDateTime(n.next_attempt_at)}`}</Caption>}
        </>
      ),
    },
    { label: 'Attempts', align: 'right', render: (n) => n.attempts },
    { label: 'Provider Message ID', render: (n) => n.provider_message_id ?? '—' },
    { label: 'Last Answer', render: (n) => <LastAnswer text={n.last_answer} /> },
  ];

  const changeFilters = (next: NotificationFilterValues) => {
    setValues(next);
    setPage(1);
  };
  const searched = filter.q;
  return (
    <>
      <PageHeader title="Notifications" />
      <ChannelsOffBanner />
      <NotificationFilters onChange={changeFilters} />
      {list.isError && <LoadError message={errorMessage(list.error, 'Failed to fetch notifications')} />}
      {list.isPending ? (
        <Loading label="Loading notifications" />
      ) : (
        <Box sx={{ minWidth: 0, overflowX: 'auto', '& th, & td': { px: 1 } }}>
          <ResponsiveTable
            label="Notifications"
            columns={columns}
            rows={list.data?.data ?? []}
            rowKey={(n) => n.id}
            empty={searched ? `No message matches "${searched}".` : 'No message matches.'}
          />
        </Box>
      )}
      <Pager page={page} lastPage={lastPage} onChange={setPage} disabled={list.isFetching} />
      {open && <MessageDialog message={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The provider's last answer, cut to a line in the table: the message's own view shows it whole. */
function LastAnswer({ text }: { text: string | null }) {
  if (!text) return <>—</>;
  return (
    <Typography
      component="span"
      variant="body2"
      title={text}
      sx={{ display: 'inline-block', maxWidth: { md: 240 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: { md: 'nowrap' } }}
    >
      {text}
    </Typography>
  );
}
