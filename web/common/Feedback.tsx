import { Alert, Backdrop, Box, CircularProgress, Typography } from '@mui/material';

/** A spinner with a name, for screen readers and tests alike. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress />
    </Box>
  );
}

/** The spec's "Error: {message}" for a failed list. */
export function LoadError({ message }: { message: string }) {
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      Error: {message}
    </Alert>
  );
}

/** Covers the page while a form is being sent ("Registering user...", "Updating Semester..."). */
export function BusyOverlay({ open, text }: { open: boolean; text: string }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}>
      <CircularProgress color="inherit" />
      <Typography role="status">{text}</Typography>
    </Backdrop>
  );
}
