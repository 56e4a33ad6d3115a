import { formatDateTime } from '../plain/format.ts';
import type { Booking } from '../plain/types.ts';

/**
 * What the porter's lodge recorded of the guest, as facts of the booking's page: when they checked
 * in (with the key and note) and out (the key back or not, the room's condition), or that they are
 * a no-show for the office to decide on.
 */
export function lodgeFacts(b: Booking): [string, string][] {
  const parts = (...items: (string | null | undefined | false)[]) => items.filter(Boolean).join(' · ');
  return [
    ...(b.checked_in_at
      ? [['Checked In', parts(formatDateTime(b.checked_in_at), b.key_number && `key ${b.key_number}`, b.check_in_note)] as [string, string]]
      : []),
    ...(b.checked_out_at
      ? [
          [
            'Checked Out',
            parts(formatDateTime(b.checked_out_at), b.key_returned ? 'key returned' : 'key not returned', b.check_out_note),
          ] as [string, string],
        ]
      : []),
    ...(b.no_show ? [['No-show', 'Paid but not checked in: revoke the payment, or wait.'] as [string, string]] : []),
  ];
}
