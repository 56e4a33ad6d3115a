import { Box, Button, Typography } from '@mui/material';

/** The spec's pagination: Previous, "Page X of Y", Next. */
export function Pager({
  page,
  lastPage,
  onChange,
  disabled,
}: {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}) {
  return (
    <Box component="nav" aria-label="Pagination" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 2 }}>
      <Button variant="outlined" size="small" disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2" aria-live="polite">
        Page {page} of {Math.max(lastPage, 1)}
      </Typography>
      <Button variant="outlined" size="small" disabled={disabled || page >= lastPage} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Box>
  );
}
