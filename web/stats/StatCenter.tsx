import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useGetList } from 'react-admin';
import { CounterCard, CounterRow } from '../common/CounterCard.tsx';
import { Loading } from '../common/Feedback.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { SelectField } from '../common/SelectField.tsx';
import { errorMessage } from '../providers/httpClient.ts';
import type { Booking, Room } from '../providers/types.ts';
import { useSemesterChoices } from '../rooms/lookups.ts';
import { showAll } from '../rooms/RoomFilters.tsx';
import { BookingsPerDayChart, ChartCard, OccupancyChart, PaymentsChart } from './StatCharts.tsx';
import { bookingsPerDay, occupancyByGender, occupancyByRoomType, occupancyPercent, paymentsByStatus } from './statsData.ts';

// The API lists at most 1000 rows a call; a hostel's rooms and a semester's bookings fit.
const EVERYTHING = { page: 1, perPage: 1000 };

/** /stat-center (superadmin): occupancy, bookings per day and payments, from real data. */
export function StatCenter() {
  const [semesterId, setSemesterId] = useState('');
  const semesters = useSemesterChoices();
  const filter = semesterId ? { semester_id: semesterId } : {};
  const rooms = useGetList<Room>('rooms', { pagination: EVERYTHING, sort: { field: 'room_number', order: 'ASC' }, filter });
  const bookings = useGetList<Booking>('bookings', { pagination: EVERYTHING, sort: { field: 'created_at', order: 'ASC' }, filter });
  const roomList = rooms.data ?? [];
  const bookingList = bookings.data ?? [];

  const byGender = occupancyByGender(roomList);
  const byType = occupancyByRoomType(roomList);
  const perDay = bookingsPerDay(bookingList);
  const payments = paymentsByStatus(bookingList);
  const [male, female] = byGender;
  const beds = byGender.reduce((sum, g) => sum + g.booked + g.free, 0);
  const booked = byGender.reduce((sum, g) => sum + g.booked, 0);
  const error = rooms.error ?? bookings.error;

  return (
    <>
      <PageHeader title="Stats Center" />
      <SelectField
        id="stats-semester"
        label="Semester"
        value={semesterId}
        onChange={(e) => setSemesterId(e.target.value)}
        slotProps={showAll}
        sx={{ mb: 2, maxWidth: 360 }}
        options={[{ value: '', label: 'All semesters' }, ...(semesters.data ?? []).map((s) => ({ value: s.id, label: s.name }))]}
      />
      {error && <Alert severity="error" sx={{ mb: 2 }}>Error: {errorMessage(error, 'Failed to fetch statistics')}</Alert>}
      {rooms.isPending || bookings.isPending ? (
        <Loading label="Loading statistics" />
      ) : (
        <>
          <CounterRow>
            <CounterCard label="Total Beds" value={beds} ratio={beds ? 1 : 0} />
            <CounterCard label="Booked Beds" value={booked} ratio={beds ? booked / beds : 0} />
            <CounterCard label="Male Occupancy" value={occupancyPercent(male)} display={`${occupancyPercent(male)}%`} ratio={occupancyPercent(male) / 100} />
            <CounterCard label="Female Occupancy" value={occupancyPercent(female)} display={`${occupancyPercent(female)}%`} ratio={occupancyPercent(female) / 100} />
          </CounterRow>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
            <ChartCard title="Occupancy by gender" empty={!beds}><OccupancyChart data={byGender} /></ChartCard>
            <ChartCard title="Occupancy by room type" empty={!beds}><OccupancyChart data={byType} /></ChartCard>
            <ChartCard title="Bookings per day" empty={!perDay.length}><BookingsPerDayChart data={perDay} /></ChartCard>
            <ChartCard title="Payments" empty={!bookingList.length}><PaymentsChart data={payments} /></ChartCard>
          </Box>
        </>
      )}
    </>
  );
}
