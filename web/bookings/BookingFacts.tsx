import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { Booking, Semester } from '../plain/types.ts';
import { bookingFactItems } from '../plain/bookingFactItems.ts';

/** Label and value pairs, as a definition list: read by a screen reader as the pairs they are. */
export function FactList({ items, label }: { items: [string, ReactNode][]; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {items.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {name}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The booking's reference, set apart: it is what the student copies into their payment. */
export function ReferenceText({ reference }: { reference: string }) {
  return (
    <Box component="strong" sx={{ fontFamily: 'monospace', fontSize: '1.1em', letterSpacing: '0.05em' }}>
      {reference}
    </Box>
  );
}

/** What the student booked (bookingFactItems.ts), the reference set apart. */
export const bookingFacts = (booking: Booking, semester: Semester | undefined): [string, ReactNode][] =>
  bookingFactItems(booking, semester, (reference) => <ReferenceText reference={reference} />);
