import type { ReactNode } from 'react';
import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { padCount } from '../plain/format.ts';

/** A counter with an optional fill bar; `ratio` is the bar's share (0 to 1) of its whole. */
export function CounterCard({
  label,
  value,
  display,
  ratio,
  caption,
  icon,
}: {
  label: string;
  value: number;
  /** Shown instead of the padded number, e.g. a percentage. */
  display?: string;
  ratio?: number;
  caption?: string;
  icon?: ReactNode;
}) {
  const percent = Math.round(Math.min(Math.max(ratio ?? 0, 0), 1) * 100);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="textSecondary" component="h2">
            {label}
          </Typography>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            {icon}
          </Box>
        </Box>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 1 }} aria-label={`${label}: ${display ?? value}`}>
          {display ?? padCount(value)}
        </Typography>
        {ratio !== undefined && (
          <LinearProgress variant="determinate" value={percent} aria-label={`${label}: ${percent}%`} sx={{ height: 6, borderRadius: 3 }} />
        )}
        {caption && (
          <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.75 }}>
            {caption}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** Counters side by side on wide screens, two a row on a phone. */
export function CounterRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {children}
    </Box>
  );
}
