import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import HotelIcon from '@mui/icons-material/Hotel';
import ManIcon from '@mui/icons-material/Man';
import WomanIcon from '@mui/icons-material/Woman';
import { usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { isAdminRole } from '../../shared/canAccess.ts';
import banner from '../assets/payment-banner.webp';
import { CounterCard, CounterRow } from '../common/CounterCard.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import { getSessionUser } from '../plain/session.ts';
import { dashboardCounters } from '../plain/roomFigures.ts';

const ICONS = { MeetingRoom: <MeetingRoomIcon />, Hotel: <HotelIcon />, Man: <ManIcon />, Woman: <WomanIcon /> };

/** "/": the four room counters with real numbers and bars, and the payment banner. */
export function Dashboard() {
  const stats = useHostelQuery('roomStats', {});
  return (
    <Box>
      <PageHeader title="Dashboard" />
      {stats.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Error: {errorMessage(stats.error, 'Failed to fetch rooms')}
        </Alert>
      )}
      <CounterRow>
        {dashboardCounters(stats.data).map(({ icon, ...counter }) => (
          <CounterCard key={counter.label} {...counter} icon={icon && ICONS[icon]} />
        ))}
      </CounterRow>
      <PaymentBanner />
    </Box>
  );
}

function PaymentBanner() {
  const { permissions } = usePermissions<string>();
  const user = getSessionUser();
  const admin = isAdminRole(permissions);
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
        alignItems: 'center',
        gap: 3,
        p: { xs: 2, sm: 4 },
        overflow: 'hidden',
      }}
    >
      <Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {user ? `Welcome, ${user.fname}` : 'Welcome'}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {admin
            ? 'Payments waiting for approval are listed under pending payments. Approving one confirms the guest’s bed.'
            : 'Reserve your bed for the semester, pay for it, and your room shows as approved in your booked history.'}
        </Typography>
        <Button variant="contained" component={Link} to={admin ? '/restricted-rooms' : '/book-room'}>
          {admin ? 'Pending Payments' : 'Reserve A Bed'}
        </Button>
      </Box>
      <Box
        component="img"
        src={banner}
        alt="A hostel, a bank card and a paid mobile money receipt"
        sx={{ width: '100%', maxWidth: 420, justifySelf: 'center' }}
      />
    </Paper>
  );
}
