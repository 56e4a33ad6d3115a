import { Chip } from '@mui/material';
import { NOTIFICATION_STATUS_WORDS } from '../plain/notificationWords.ts';
import type { NotificationStatus } from '../plain/types.ts';

// Failures stand out as the queue's do; a message still on its way is told apart from one given up.
const COLORS = { queued: 'default', sending: 'info', sent: 'success', retrying: 'warning', failed: 'error' } as const;

/** Where a message stands: queued, sending, sent, retrying after a refusal, or failed for good. */
export function NotificationStatusChip({ status }: { status: NotificationStatus }) {
  return <Chip size="small" variant="outlined" label={NOTIFICATION_STATUS_WORDS[status] ?? status} color={COLORS[status] ?? 'default'} />;
}
