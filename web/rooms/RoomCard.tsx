import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { capitalize, formatMoney } from '../plain/format.ts';
import type { Room } from '../plain/types.ts';
import { bedsLeftText, outOfServiceText } from '../plain/roomText.ts';

/** One room: number, semester, type, floor, who it is for, its beds and its price. */
export function RoomCard({ room, semester, action }: { room: Room; semester?: string; action?: ReactNode }) {
  const full = room.beds_left <= 0;
  return (
    <Card variant="outlined" component="article" aria-label={`Room ${room.room_number}`} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="h6" component="h2">
            Room {room.room_number}
          </Typography>
          <Chip size="small" label={bedsLeftText(room)} color={full ? 'error' : 'success'} variant={full ? 'filled' : 'outlined'} />
        </Box>
        {semester && (
          <Typography variant="overline" color="textSecondary" component="p">
            {semester}
          </Typography>
        )}
        <Typography color="textSecondary" variant="body2">
          {room.room_type} · {room.floor} · {capitalize(room.gender)}
        </Typography>
        {room.out_of_service_reason && (
          <Chip size="small" color="warning" label={outOfServiceText(room)} sx={{ mt: 1, maxWidth: '100%' }} />
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {room.room_capacity} In A Room · {capitalize(room.room_status)}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
          {formatMoney(room.price_per_bed)}{' '}
          <Typography component="span" variant="body2" color="textSecondary">
            per bed
          </Typography>
        </Typography>
        {room.description && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {room.description}
          </Typography>
        )}
      </CardContent>
      {action && <CardActions sx={{ px: 2, pb: 2 }}>{action}</CardActions>}
    </Card>
  );
}

export function RoomGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}>{children}</Box>;
}
