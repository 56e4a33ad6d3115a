import { Alert } from '@mui/material';
import { channelsOffWords } from '../plain/notificationWords.ts';
import { useHostelQuery } from '../providers/customMethodHooks.ts';

/** Says so when an SMS gateway or a mail server is not set: messages are then recorded, not sent. */
export function ChannelsOffBanner() {
  const channels = useHostelQuery('notificationChannels', {}, { staleTime: 60_000 });
  const words = channels.data ? channelsOffWords(channels.data) : null;
  return words ? (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {words}
    </Alert>
  ) : null;
}
