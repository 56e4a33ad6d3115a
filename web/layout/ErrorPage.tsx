import { Box, Button, Typography } from '@mui/material';
import { Title } from 'react-admin';

type RoutingError = { status?: number; statusText?: string; message?: string };

/** "500 Internal Server Error" for a failed response, else the error's message. */
export function errorDetail(error: unknown) {
  if (!error || typeof error !== 'object') return error ? String(error) : undefined;
  const { status, statusText, message } = error as RoutingError;
  return status ? `${status} ${statusText ?? ''}`.trim() : message;
}

/** The fallback for errors nothing else handled (SPEC.md point 2): the status or the message. */
export function ErrorPage({ error, resetErrorBoundary }: { error?: unknown; resetErrorBoundary?: (...args: unknown[]) => void }) {
  const detail = errorDetail(error);
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }} role="alert">
      <Title title="Error" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Unexpected Application Error!
      </Typography>
      {detail && (
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'error.main', mb: 3 }}>
          {detail}
        </Typography>
      )}
      <Button variant="contained" href="/" onClick={() => resetErrorBoundary?.()}>
        GO HOME
      </Button>
    </Box>
  );
}
