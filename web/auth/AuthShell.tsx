import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import banner from '../assets/payment-banner.svg';

/** The guest pages' frame: the hostel's banner beside the form, the form alone on a phone. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, bgcolor: 'background.default' }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 3,
          p: 6,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {/* Hidden on a phone, where a lazy image is never fetched. */}
        <Box component="img" src={banner} alt="" loading="lazy" sx={{ width: '100%', maxWidth: 440, borderRadius: 3 }} />
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, textAlign: 'center' }}>
          Your bed on campus, booked in minutes.
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
