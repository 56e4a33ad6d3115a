import { useState } from 'react';
import { Chip, Tab, Tabs } from '@mui/material';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { formatDateTime, formatMoney } from '../plain/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import { TextLink } from '../common/TextLink.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { UnmatchedPayment } from '../plain/types.ts';
import { paidWith } from '../plain/checkout.ts';
import { UnmatchedActions } from './UnmatchedActions.tsx';

/** Why a payment waits for the office, in words. */
function whyOf(p: UnmatchedPayment) {
  if (p.review === 'mismatch') return `Paid ${formatMoney(p.paid_amount)} ${p.paid_currency ?? ''} of ${formatMoney(p.amount)} due`;
  return p.booking_status === 'paid' ? 'The booking was already paid' : 'Came after the booking was rejected or expired';
}

const STATUS: Record<string, { label: string; color: 'warning' | 'success' | 'default' }> = {
  mismatch: { label: 'Waiting', color: 'warning' },
  late: { label: 'Waiting', color: 'warning' },
  reheld: { label: 'Re-held', color: 'success' },
  refunded: { label: 'Refunded', color: 'default' },
};

/** /unmatched-payments (admins): online payments that did not match the amount due or came late, to re-hold or refund. */
export function UnmatchedPayments() {
  const [page, setPage] = useState(1);
  const [show, setShow] = useState<'open' | 'all'>('open');
  const list = useHostelQuery('unmatchedPayments', { page, open: show === 'open' });
  const lastPage = list.data?.meta.last_page ?? 1;

  const columns: Column<UnmatchedPayment>[] = [
    { label: 'Student', render: (p) => <TextLink to={`/booking/${p.booking_id}`}>{p.full_name}</TextLink> },
    { label: 'Room No.', render: (p) => p.room_number },
    { label: 'Reference', render: (p) => p.reference },
    { label: 'Paid With', render: (p) => paidWith(p) },
    {
      label: 'Paid',
      render: (p) => `${formatMoney(p.paid_amount)}${p.paid_currency && p.paid_currency !== 'GHS' ? ` ${p.paid_currency}` : ''}`,
    },
    { label: 'Why', render: whyOf },
    { label: 'When', render: (p) => formatDateTime(p.updated_at) },
    {
      label: 'Status',
      render: (p) => (
        <Chip size="small" variant="outlined" label={STATUS[p.status]?.label ?? p.status} color={STATUS[p.status]?.color ?? 'default'} />
      ),
    },
    { label: 'Actions', render: (p) => <UnmatchedActions payment={p} /> },
  ];

  return (
    <>
      <PageHeader title="Unmatched Payments" />
      <Tabs
        value={show}
        onChange={(_, value) => {
          setShow(value);
          setPage(1);
        }}
        sx={{ mb: 2 }}
        aria-label="Which payments"
      >
        <Tab value="open" label="Waiting" />
        <Tab value="all" label="All" />
      </Tabs>
      {list.isError && <LoadError message={errorMessage(list.error, 'Failed to fetch payments')} />}
      {list.isPending ? (
        <Loading />
      ) : (
        <ResponsiveTable
          label="Unmatched payments"
          columns={columns}
          rows={list.data?.data ?? []}
          rowKey={(p) => p.reference}
          empty="No online payment is waiting for a decision."
        />
      )}
      <Pager page={page} lastPage={lastPage} onChange={setPage} disabled={list.isPending} />
    </>
  );
}
