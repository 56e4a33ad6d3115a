import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { keepPreviousData } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { capitalize, formatDateTime, formatMoney } from '../plain/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { TextLink } from '../common/TextLink.tsx';
import { DECISION_WORDS, PAYMENT_STATUS_WORDS } from '../../shared/paymentWords.ts';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { PaymentDecision } from '../plain/types.ts';
import { useCurrentSemester } from '../rooms/lookups.ts';
import { downloadHistoryCsv } from './exportCsv.ts';
import { HistoryFilters, NO_FILTERS, type HistoryFilterValues } from './HistoryFilters.tsx';

const statusWord = (status: PaymentDecision['to_status'] | null) => (status ? (PAYMENT_STATUS_WORDS[status] ?? capitalize(status)) : '—');
const statusChange = (d: PaymentDecision) => `${statusWord(d.from_status)} → ${statusWord(d.to_status)}`;
const decisionWord = (d: PaymentDecision) => DECISION_WORDS[d.decision] ?? capitalize(d.decision);

const COLUMNS: Column<PaymentDecision>[] = [
  { label: 'When', render: (d) => formatDateTime(d.at) },
  { label: 'Decision', render: (d) => (d.reason ? `${decisionWord(d)}: ${d.reason}` : decisionWord(d)) },
  { label: 'Status', render: statusChange },
  { label: 'By', render: (d) => d.actor_name ?? '—' },
  { label: 'Student', render: (d) => <TextLink to={`/booking/${d.booking_id}`}>{d.student_name || 'Booking'}</TextLink> },
  { label: 'Room No.', render: (d) => d.room_number ?? '—' },
  { label: 'Amount', align: 'right', render: (d) => formatMoney(d.amount) },
];

/** /payment-history (admins): every payment decision, filtered, paged and exportable as CSV. */
export function PaymentHistory() {
  const notify = useNotify();
  // The current semester's decisions until the filters say otherwise: asked once the server said which it is.
  const current = useCurrentSemester();
  const [chosen, setFilters] = useState<HistoryFilterValues | null>(null);
  const filters = chosen ?? { ...NO_FILTERS, semester_id: current.data?.id ?? '' };
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const history = useHostelQuery(
    'paymentHistory',
    { page, ...filters },
    { enabled: !current.isPending, placeholderData: keepPreviousData },
  );

  const changeFilters = (next: HistoryFilterValues) => {
    // The form's own start (empty values) is not a choice: the current semester stays until one is made.
    if (chosen === null && Object.values(next).every((value) => !value)) return;
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
      <HistoryFilters onChange={changeFilters} />
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
