import { Box, Breadcrumbs, Button, Card, CardActions, CardContent, Link, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import DomainAddIcon from '@mui/icons-material/DomainAdd';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader.tsx';

function OptionCard({ title, text, action, to, icon }: { title: string; text: string; action: string; to: string; icon: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
          {icon}
        </Box>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography color="textSecondary">{text}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" component={RouterLink} to={to}>
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}

/** /booking-options: the two ways to prepare booking, a semester and a room (SPEC.md point 1). */
export function BookingOptions() {
  return (
    <Box>
      <PageHeader title="Booking Options">
        <Breadcrumbs separator=">" aria-label="breadcrumb" sx={{ mb: 1 }}>
          <Link component={RouterLink} to="/" underline="hover" color="inherit">
            Dashboard
          </Link>
          <Typography color="textPrimary">Booking Options</Typography>
        </Breadcrumbs>
      </PageHeader>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <OptionCard
          title="Create A Semester"
          text="All students are assigned to the semester you create."
          action="Add Semester"
          to="/add-semester"
          icon={<EventIcon fontSize="large" />}
        />
        <OptionCard
          title="Create A Room"
          text="Rooms are added to a semester for students to reserve."
          action="Add Room"
          to="/add-room"
          icon={<MeetingRoomIcon fontSize="large" />}
        />
        <OptionCard
          title="Create Many Rooms"
          text="Generate a floor of rooms, import a CSV file, or copy last semester's rooms."
          action="Add Many Rooms"
          to="/add-rooms"
          icon={<DomainAddIcon fontSize="large" />}
        />
      </Box>
    </Box>
  );
}
