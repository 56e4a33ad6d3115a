import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { DateTimeInput } from 'react-admin';
import { CounterCard, CounterRow } from '../common/CounterCard.tsx';
import { Loading } from '../common/Feedback.tsx';
import { formatMoney } from '../plain/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { LiveFilterForm } from '../common/LiveFilterForm.tsx';
import { RequiredSelectInput } from '../common/RequiredSelectInput.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { Semester, SemesterStats } from '../plain/types.ts';
import { useCurrentSemester, useSemesterChoices } from '../rooms/lookups.ts';
import { BookingsPerDayChart, ChartCard, OccupancyChart, PaymentsChart } from './StatCharts.tsx';
import {
  asOfIso,
  bookingsPerDay,
  formatDuration,
  occupancyByGender,
  occupancyByRoomType,
  occupancyPercent,
  paymentsByStatus,
} from './statsData.ts';

/**
 * /stat-center (superadmin): one semester's statistics as the API folds them from the event log,
 * now or at any past moment ("As of").
 */
export function StatCenter() {
  const semesters = useSemesterChoices();
  const current = useCurrentSemester();
  const [filters, setFilters] = useState<StatsFilterValues>({ semester_id: null, as_of: null });
  // The current semester until another is chosen (the newest if the server cannot say which).
  const opening = current.data?.id || semesters.data?.[0]?.id || '';
  const semesterId = filters.semester_id || opening;
  const asOf = asOfIso(filters.as_of ?? '');
  const stats = useHostelQuery(
    'semesterStats',
    { semester_id: semesterId, as_of: asOf },
    { enabled: Boolean(semesterId) && !current.isPending, placeholderData: keepPreviousData },
  );
  const noSemester = semesters.isSuccess && !semesters.data.length;
  const error = semesters.error ?? stats.error;

  return (
    <>
      <PageHeader title="Stats Center" />
      {semesters.data && !current.isPending && <StatsFilters semesters={semesters.data} opening={opening} onChange={setFilters} />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Error: {errorMessage(error, 'Failed to fetch statistics')}
        </Alert>
      )}
      {noSemester && <Alert severity="info">No semester yet: add one to see its statistics.</Alert>}
      {!noSemester && (semesters.isPending || stats.isPending) && !error && <Loading label="Loading statistics" />}
      {stats.data && <StatFigures stats={stats.data} />}
    </>
  );
}

type StatsFilterValues = { semester_id: string | null; as_of: string | null };

/** The semester shown (`opening` until another is chosen) and the moment it is shown at. */
function StatsFilters({
  semesters,
  opening,
  onChange,
}: {
  semesters: Semester[];
  opening: string;
  onChange: (values: StatsFilterValues) => void;
}) {
  return (
    <LiveFilterForm defaultValues={{ semester_id: opening, as_of: '' }} onChange={onChange}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mb: 1, '& > *': { minWidth: 240, maxWidth: 360 } }}>
        <RequiredSelectInput source="semester_id" label="Semester" choices={semesters} />
        <DateTimeInput source="as_of" label="As of" helperText="Empty means now" />
      </Box>
    </LiveFilterForm>
  );
}

function StatFigures({ stats }: { stats: SemesterStats }) {
  const byGender = occupancyByGender(stats);
  const [male, female] = byGender;
  const perDay = bookingsPerDay(stats.bookings_per_day);
  return (
    <>
      <CounterRow>
        <CounterCard label="Total Beds" value={stats.beds} ratio={stats.beds ? 1 : 0} />
        <CounterCard label="Booked Beds" value={stats.beds_taken} ratio={stats.beds ? stats.beds_taken / stats.beds : 0} />
        <CounterCard
          label="Occupancy"
          value={stats.occupancy_percent}
          display={`${stats.occupancy_percent}%`}
          ratio={stats.occupancy_percent / 100}
        />
        <CounterCard
          label="Male Occupancy"
          value={occupancyPercent(male)}
          display={`${occupancyPercent(male)}%`}
          ratio={occupancyPercent(male) / 100}
        />
        <CounterCard
          label="Female Occupancy"
          value={occupancyPercent(female)}
          display={`${occupancyPercent(female)}%`}
          ratio={occupancyPercent(female) / 100}
        />
        <CounterCard
          label="Approved Revenue"
          value={stats.revenue_approved}
          display={formatMoney(stats.revenue_approved)}
          ratio={stats.revenue_approved ? 1 : 0}
        />
        <CounterCard
          label="Median Time To Decision"
          value={stats.median_decision_seconds ?? 0}
          display={formatDuration(stats.median_decision_seconds)}
        />
      </CounterRow>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChartCard title="Occupancy by gender" empty={!stats.beds}>
          <OccupancyChart data={byGender} />
        </ChartCard>
        <ChartCard title="Occupancy by room type" empty={!stats.beds}>
          <OccupancyChart data={occupancyByRoomType(stats)} />
        </ChartCard>
        <ChartCard title="Bookings per day" empty={!perDay.length}>
          <BookingsPerDayChart data={perDay} />
        </ChartCard>
        <ChartCard title="Payments" empty={!stats.bookings.total}>
          <PaymentsChart data={paymentsByStatus(stats)} />
        </ChartCard>
      </Box>
    </>
  );
}
