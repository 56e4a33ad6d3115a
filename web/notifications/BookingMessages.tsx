import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, Paper, Typography } from '@mui/material';
import { Loading } from '../common/Feedback.tsx';
import { formatDateTime } from '../plain/format.ts';
import { errorMessage } from '../plain/httpClient.ts';
import { CHANNEL_WORDS, notificationTitle, sentTo } from '../plain/notificationWords.ts';
import type { Notification } from '../plain/types.ts';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { MessageDialog } from './MessageDialog.tsx';
import { NotificationStatusChip } from './NotificationStatusChip.tsx';

/** More than a booking ever gets: one of each kind a channel, and the office's resends. */
const MOST = 100;

/** The SMS and emails sent about a booking, oldest first as its payment history; each opens to be read or sent again. */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const [open, setOpen] = useState<Notification | null>(null);
  const list = useHostelQuery('notificationList', { page: 1, perPage: MOST, filter: { booking_id: bookingId } });
  const messages = [...(list.data?.data ?? [])].sort((a, b) => a.queued_at.localeCompare(b.queued_at));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Messages To The Student
      </Typography>
      {list.isPending ? (
        <Loading label="Loading messages" />
      ) : list.isError ? (
        <Alert severity="error">Error: {errorMessage(list.error, 'Failed to fetch messages')}</Alert>
      ) : !messages.length ? (
        <Typography variant="body2" color="textSecondary">
          No message has been sent about this booking.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Messages to the student">
          {messages.map((n) => (
            <ListItem key={n.id} disableGutters divider sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Button size="small" sx={{ p: 0, minWidth: 0, textAlign: 'left' }} onClick={() => setOpen(n)}>
                  {notificationTitle(n)}
                </Button>
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {CHANNEL_WORDS[n.channel] ?? n.channel} to {sentTo(n)} · {formatDateTime(n.sent_at ?? n.queued_at)}
                </Typography>
              </Box>
              <NotificationStatusChip status={n.status} />
            </ListItem>
          ))}
        </List>
      )}
      {open && <MessageDialog message={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
