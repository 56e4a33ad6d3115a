import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { Occupancy } from './statsData.ts';

const HEIGHT = 260;
const BOOKED = '#2e9d78';
const FREE = '#9aa5b1';

export function ChartCard({ title, children, empty }: { title: string; children: ReactNode; empty?: boolean }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography color="textSecondary" sx={{ height: HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          Nothing to show yet.
        </Typography>
      ) : (
        children
      )}
    </Paper>
  );
}

/** Booked and free beds per group, stacked. */
export function OccupancyChart({ data }: { data: Occupancy[] }) {
  return (
    <BarChart
      height={HEIGHT}
      xAxis={[{ scaleType: 'band', data: data.map((d) => d.label) }]}
      series={[
        { data: data.map((d) => d.booked), label: 'Booked beds', stack: 'beds', color: BOOKED },
        { data: data.map((d) => d.free), label: 'Free beds', stack: 'beds', color: FREE },
      ]}
    />
  );
}

export function BookingsPerDayChart({ data }: { data: { day: string; count: number }[] }) {
  return (
    <BarChart
      height={HEIGHT}
      xAxis={[{ scaleType: 'band', data: data.map((d) => d.day.slice(5)) }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={[{ data: data.map((d) => d.count), label: 'Bookings', color: '#e0a030' }]}
    />
  );
}

export function PaymentsChart({ data }: { data: { approved: number; rejected: number; pending: number; cancelled: number } }) {
  return (
    <PieChart
      height={HEIGHT}
      series={[
        {
          innerRadius: 50,
          paddingAngle: 2,
          cornerRadius: 4,
          data: [
            { id: 'approved', value: data.approved, label: 'Approved', color: BOOKED },
            { id: 'rejected', value: data.rejected, label: 'Rejected', color: '#d14343' },
            { id: 'pending', value: data.pending, label: 'Pending', color: '#e0a030' },
            { id: 'cancelled', value: data.cancelled, label: 'Cancelled', color: '#8a8f98' },
          ],
        },
      ]}
    />
  );
}
