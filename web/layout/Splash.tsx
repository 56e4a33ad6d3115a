import { Box, CircularProgress, Typography } from '@mui/material';
import { useSplash } from '../plain/useSplash.ts';

/** "Please wait..." over the app for its first half second (SPEC.md point 1), while it loads beneath. */
export function Splash({ dark }: { dark: boolean }) {
  return useSplash() ? <PleaseWait overlay dark={dark} /> : null;
}

/** Also the loading screen while react-admin checks the session. */
export function PleaseWait({ overlay = false, dark }: { overlay?: boolean; dark?: boolean }) {
  return (
    <Box
      role="status"
      sx={{
        position: overlay ? 'fixed' : 'relative',
        inset: 0,
        minHeight: overlay ? undefined : '60vh',
        zIndex: 2000,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        // The overlay sits outside react-admin's theme, so it takes the stored mode's colours itself.
        ...(dark === undefined
          ? { bgcolor: 'background.default' }
          : { bgcolor: dark ? '#121212' : '#f4f6f5', color: dark ? '#fff' : '#1b1b1b' }),
      }}
    >
      <CircularProgress />
      <Typography>Please wait...</Typography>
    </Box>
  );
}
