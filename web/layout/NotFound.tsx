import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';

/** Any path the app does not know (SPEC.md point 2). */
export function NotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Title title="Page Not Found" />
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }} aria-hidden>
        404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        Page Not Found!
      </Typography>
      <Button variant="contained" component={Link} to="/">
        GO HOME
      </Button>
    </Box>
  );
}
