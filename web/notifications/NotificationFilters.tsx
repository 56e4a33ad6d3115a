import { Box } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { LiveFilterForm, showAll } from '../common/LiveFilterForm.tsx';
import { CHANNEL_WORDS, NOTIFICATION_KIND_WORDS, NOTIFICATION_STATUS_WORDS } from '../plain/notificationWords.ts';

/** A cleared filter is null or empty, and is then not sent. */
export type NotificationFilterValues = Record<'q' | 'status' | 'channel' | 'kind', string | null>;

export const NO_NOTIFICATION_FILTERS: NotificationFilterValues = { q: '', status: '', channel: '', kind: '' };

const choices = (words: Record<string, string>) => Object.entries(words).map(([id, name]) => ({ id, name }));

/** Search (student, phone number or email), and the message's status, channel and kind. */
export function NotificationFilters({ onChange }: { onChange: (values: NotificationFilterValues) => void }) {
  return (
    <LiveFilterForm defaultValues={NO_NOTIFICATION_FILTERS} onChange={onChange}>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        <TextInput source="q" label="Search" helperText="Student, phone number or email" type="search" />
        <SelectInput
          source="status"
          label="Status"
          choices={choices(NOTIFICATION_STATUS_WORDS)}
          emptyText="Any status"
          slotProps={showAll}
        />
        <SelectInput source="channel" label="Channel" choices={choices(CHANNEL_WORDS)} emptyText="SMS and email" slotProps={showAll} />
        <SelectInput source="kind" label="About" choices={choices(NOTIFICATION_KIND_WORDS)} emptyText="Anything" slotProps={showAll} />
      </Box>
    </LiveFilterForm>
  );
}
