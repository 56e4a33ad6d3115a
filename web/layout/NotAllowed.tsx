import { Box, Button, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';

/** What a student sees on an administrator's page: a clear refusal, not a broken screen. */
export function NotAllowed() {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Title title="Not allowed" />
      <BlockIcon color="error" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        Not allowed
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {MESSAGES.errors.forbidden} This page is for hostel administrators.
      </Typography>
      <Button variant="contained" component={Link} to="/">
        GO HOME
      </Button>
    </Box>
  );
}
