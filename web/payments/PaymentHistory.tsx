import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { keepPreviousData } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { capitalize, formatDateTime, formatMoney } from '../common/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { TextLink } from '../common/TextLink.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../providers/httpClient.ts';
import type { PaymentDecision } from '../providers/types.ts';
import { useSemesterChoices } from '../rooms/lookups.ts';
import { downloadHistoryCsv } from './exportCsv.ts';
import { HistoryFilters, NO_FILTERS, type HistoryFilterValues } from './HistoryFilters.tsx';

const statusChange = (d: PaymentDecision) => `${capitalize(d.from_status ?? '—')} → ${capitalize(d.to_status ?? '—')}`;

const COLUMNS: Column<PaymentDecision>[] = [
  { label: 'When', render: (d) => formatDateTime(d.at) },
  { label: 'Decision', render: (d) => (d.reason ? `${capitalize(d.decision)}: ${d.reason}` : capitalize(d.decision)) },
  { label: 'Status', render: statusChange },
  { label: 'By', render: (d) => d.actor_name ?? '—' },
  { label: 'Student', render: (d) => <TextLink to={`/booking/${d.booking_id}`}>{d.student_name || 'Booking'}</TextLink> },
  { label: 'Room No.', render: (d) => d.room_number ?? '—' },
  { label: 'Amount', align: 'right', render: (d) => formatMoney(d.amount) },
];

/** /payment-history (admins): every payment decision, filtered, paged and exportable as CSV. */
export function PaymentHistory() {
  const notify = useNotify();
  const semesters = useSemesterChoices();
  const [filters, setFilters] = useState<HistoryFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const history = useHostelQuery('paymentHistory', { page, ...filters }, { placeholderData: keepPreviousData });

  const changeFilters = (next: HistoryFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadHistoryCsv(filters);
    } catch (error) {
      notify(errorMessage(error, 'Failed to export payment history'), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Payment History"
        actions={
          <Button variant="contained" startIcon={<DownloadIcon />} disabled={exporting} onClick={exportCsv}>
            Export CSV
          </Button>
        }
      />
      <HistoryFilters semesters={semesters.data ?? []} onChange={changeFilters} />
      {history.isError && <LoadError message={errorMessage(history.error, 'Failed to fetch payment history')} />}
      {history.isPending ? (
        <Loading label="Loading payment history" />
      ) : (
        <ResponsiveTable
          label="Payment history"
          columns={COLUMNS}
          rows={history.data?.data ?? []}
          rowKey={(d) => d.id}
          empty="No payment decision matches."
        />
      )}
      <Pager
        page={history.data?.meta.current_page ?? page}
        lastPage={history.data?.meta.last_page ?? 1}
        onChange={setPage}
        disabled={history.isFetching}
      />
    </>
  );
}
