import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Confirm, useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { FactList } from '../bookings/BookingFacts.tsx';
import { formatDateTime, orDash } from '../plain/format.ts';
import { errorMessage } from '../plain/httpClient.ts';
import { CHANNEL_WORDS, kindWord, notificationTitle, sentTo } from '../plain/notificationWords.ts';
import type { Notification } from '../plain/types.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { NotificationStatusChip } from './NotificationStatusChip.tsx';

/** One message as it was sent: its words, where it went, what the provider answered, and "Resend". */
export function MessageDialog({ message: n, onClose }: { message: Notification; onClose: () => void }) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const resend = useHostelMutation('resendNotification', {
    onSuccess: (answer) => {
      setConfirming(false);
      notify(answer.message, { type: 'success' });
      onClose();
    },
    onError: (error) => {
      setConfirming(false);
      notify(errorMessage(error, MESSAGES.booking.genericError), { type: 'error' });
    },
  });
  const channel = CHANNEL_WORDS[n.channel] ?? n.channel;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`message-${n.id}`}>
      <DialogTitle id={`message-${n.id}`}>{notificationTitle(n)}</DialogTitle>
      <DialogContent>
        <FactList
          label="Message"
          items={[
            ['To', `${n.student_name ? `${n.student_name}, ` : ''}${sentTo(n)} (${channel})`],
            ['About', kindWord(n.kind)],
            ['Status', <NotificationStatusChip key="status" status={n.status} />],
            ['Queued', formatDateTime(n.queued_at)],
            ...(n.sent_at ? [['Sent', formatDateTime(n.sent_at)] as [string, string]] : []),
            ...(n.next_attempt_at && n.status === 'retrying' ? [['Next Try', formatDateTime(n.next_attempt_at)] as [string, string]] : []),
            ['Attempts', String(n.attempts)],
            ['Provider', n.provider ?? '—'],
            ['Provider Message ID', n.provider_message_id ?? '—'],
            ['Last Answer', n.last_answer ?? '—'],
            ...(n.resend_of ? [['Resent', 'Yes: a copy of an earlier message'] as [string, string]] : []),
          ]}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          Text
        </Typography>
        <Box
          component="blockquote"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            typography: 'body2',
          }}
        >
          {orDash(n.text)}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={resend.isPending} onClick={() => setConfirming(true)}>
          Resend
        </Button>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        loading={resend.isPending}
        title="Resend this message?"
        content={`The same ${channel} goes again to ${sentTo(n)}, as a new message.`}
        confirm="Resend"
        onConfirm={() => resend.mutate({ id: n.id })}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
