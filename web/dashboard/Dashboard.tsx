import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import HotelIcon from '@mui/icons-material/Hotel';
import ManIcon from '@mui/icons-material/Man';
import WomanIcon from '@mui/icons-material/Woman';
import { usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { isAdminRole } from '../../shared/canAccess.ts';
import banner from '../assets/payment-banner.svg';
import { CounterCard, CounterRow } from '../common/CounterCard.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../providers/httpClient.ts';
import { getSessionUser } from '../providers/session.ts';
import type { RoomStats } from '../providers/types.ts';

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const percentOf = (part: number, whole: number) => `${Math.round(share(part, whole) * 100)}%`;

/** "/": the four room counters with real numbers and bars, and the payment banner. */
export function Dashboard() {
  const stats = useHostelQuery('roomStats', {});
  const s: RoomStats = stats.data ?? {
    totalRooms: 0,
    occupiedRooms: 0,
    availableRoomsMale: 0,
    availableRoomsFemale: 0,
    bookedRoomsMale: 0,
    bookedRoomsFemale: 0,
    totalBeds: 0,
    bedsLeft: 0,
  };
  const available = s.availableRoomsMale + s.availableRoomsFemale;
  const bedsTaken = s.totalBeds - s.bedsLeft;
  const bookedMale = s.bookedRoomsMale;
  const bookedFemale = s.bookedRoomsFemale;

  return (
    <Box>
      <PageHeader title="Dashboard" />
      {stats.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Error: {errorMessage(stats.error, 'Failed to fetch rooms')}
        </Alert>
      )}
      <CounterRow>
        <CounterCard
          label="Total Rooms"
          value={s.totalRooms}
          ratio={share(bedsTaken, s.totalBeds)}
          caption={`${percentOf(bedsTaken, s.totalBeds)} of beds taken`}
          icon={<MeetingRoomIcon />}
        />
        <CounterCard
          label="Available rooms"
          value={available}
          ratio={share(available, s.totalRooms)}
          caption={`${percentOf(available, s.totalRooms)} of rooms`}
          icon={<HotelIcon />}
        />
        <CounterCard
          label="Booked Rooms - Male"
          value={bookedMale}
          ratio={share(bookedMale, s.totalRooms)}
          caption={`${percentOf(bookedMale, s.totalRooms)} of rooms`}
          icon={<ManIcon />}
        />
        <CounterCard
          label="Booked Rooms - Female"
          value={bookedFemale}
          ratio={share(bookedFemale, s.totalRooms)}
          caption={`${percentOf(bookedFemale, s.totalRooms)} of rooms`}
          icon={<WomanIcon />}
        />
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
