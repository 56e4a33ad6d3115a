/**
 * A booking's cancellation (shared/records.ts `BookingCancellation`) as SQL over one cancellation
 * event, its type `type` and data `data` (jsonb): each event carries the whole of it, the
 * decisions the request they answer, so `apply` and `fold` read it from the last event alone.
 */
export const cancellationOf = (type: string, data: string) => `jsonb_build_object(
  'requested_at', CASE WHEN ${type} IN ('BookingCancelled', 'CancellationRequested') THEN ${data}->'at' ELSE ${data}->'requested_at' END,
  'reason', CASE WHEN ${type} IN ('BookingCancelled', 'CancellationRequested') THEN ${data}->'reason' ELSE ${data}->'request_reason' END,
  'decided', CASE ${type} WHEN 'BookingCancelled' THEN 'cancelled' WHEN 'CancellationApproved' THEN 'approved'
                          WHEN 'CancellationRefused' THEN 'refused' END,
  'decided_at', CASE WHEN ${type} <> 'CancellationRequested' THEN ${data}->'at' END,
  'decision_reason', CASE WHEN ${type} IN ('CancellationApproved', 'CancellationRefused') THEN ${data}->'reason' END,
  'refund', CASE WHEN ${type} <> 'CancellationRequested' THEN coalesce(${data}->'refund', 'false') END,
  'refund_amount', CASE WHEN ${type} <> 'CancellationRequested' THEN coalesce(${data}->'refund_amount', '0') END)`;
