import type { ReactNode } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import { bookingFactItems } from '../../plain/bookingFactItems.ts';
import { timeLeft, useNow } from '../../plain/holdTime.ts';
import { formatDateTime, formatMoney } from '../../plain/format.ts';
import type { Booking, PaymentInstructions, Semester } from '../../plain/types.ts';
import { Alert, Loading } from '../parts.tsx';
import { usePhone } from './lazyPhone.ts';
import './booking.css';

// My booking's pieces; the office's Payment Instructions page shows the same instructions.

/** An outlined card of the page, named for screen readers when `label` is given. */
export const Card = ({ children, label, className = '' }: { children: ReactNode; label?: string; className?: string }) => (
  <section className={`sb-paper ${className}`.trim()} aria-label={label}>
    {children}
  </section>
);

/** Label and value pairs, as a definition list: read by a screen reader as the pairs they are. */
export function FactList({ items, label }: { items: [string, ReactNode][]; label: string }) {
  return (
    <dl className="sb-facts" aria-label={label}>
      {items.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>{name}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The booking's reference, set apart: it is what the student copies into their payment. */
export const ReferenceText = ({ reference }: { reference: string }) => <strong className="sb-reference">{reference}</strong>;

/** What the student booked (web/plain/bookingFactItems.ts). */
export const bookingFacts = (booking: Booking, semester: Semester | undefined) =>
  bookingFactItems(booking, semester, (reference) => <ReferenceText reference={reference} />);

/**
 * A pending booking's hold, live: the time left to pay (or, `answering` the office's question, to
 * answer it), or that the hold expired (as web/bookings/HoldCountdown.tsx).
 */
export function HoldCountdown({ holdUntil, answering = false }: { holdUntil: string | null | undefined; answering?: boolean }) {
  const now = useNow(holdUntil ? Date.parse(holdUntil) : 0);
  if (!holdUntil) return null;
  const left = timeLeft(holdUntil, now);
  const within = answering ? MESSAGES.holds.answerWithin : MESSAGES.holds.payWithin;
  return (
    <div role="timer" className={left ? 'sb-timer' : 'sb-timer over'}>
      {left ? within(left, formatDateTime(holdUntil)) : MESSAGES.holds.holdExpired}
    </div>
  );
}

/** "Legon branch", but "University Branch" as the office typed it, not "University Branch branch". */
const branchName = (branch: string | null | undefined) => (branch && !/\bbranch$/i.test(branch.trim()) ? `${branch} branch` : branch);

/** Where and how to pay, as the superadmin set it; with the booking's reference and amount, what to send and write with it. */
export function PaymentInstructionsView({
  instructions,
  reference,
  amount,
}: {
  instructions: PaymentInstructions | null | undefined;
  reference?: string;
  amount?: number;
}) {
  // Mobile-money numbers are shown as people write them, by the phone library.
  const phone = usePhone(Boolean(instructions?.mobile_money.length));
  if (!instructions) return <Alert severity="info">{MESSAGES.paymentInstructions.notSet}</Alert>;
  const { mobile_money, bank_account, wording } = instructions;
  if (mobile_money.length && !phone) return <Loading label="Loading payment instructions" />;
  return (
    <section aria-label="Where to pay">
      {reference && (
        <p className="sb-lead">
          Send {amount === undefined ? 'the amount due' : formatMoney(amount)} to one of these, and write{' '}
          <strong className="sb-reference">{reference}</strong> as the payment&apos;s reference so the office can find it.
        </p>
      )}
      {mobile_money.length > 0 && phone && (
        <>
          <h3 className="sb-subheading">Mobile Money</h3>
          <ul className="sb-list" aria-label="Mobile money numbers">
            {mobile_money.map((account) => (
              <li key={`${account.network} ${account.number}`}>
                {`${account.network}: ${phone.formatPhone(account.number)}`}
                <span>{`Account name: ${account.account_name}`}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {bank_account && (
        <>
          <h3 className="sb-subheading">Bank Transfer Or Deposit</h3>
          <ul className="sb-list" aria-label="Bank account">
            <li>
              {[bank_account.bank, branchName(bank_account.branch)].filter(Boolean).join(', ')}
              <span>{`Account name: ${bank_account.account_name} · Account number: ${bank_account.account_number}`}</span>
            </li>
          </ul>
        </>
      )}
      {wording && <p className="sb-wording">{wording}</p>}
    </section>
  );
}

const PRINT_ICON =
  'M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3m-3 11H8v-5h8zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m-1-9H6v4h12z';

/** A paid booking's receipt, which the student prints (or saves as a PDF): on paper it alone shows (booking.css). */
export function Receipt({ booking, semester }: { booking: Booking; semester: Semester | undefined }) {
  return (
    <Card className="receipt" label="Payment receipt">
      <div className="sb-receipt-head">
        <div>
          <h2 className="sb-title">Payment Receipt</h2>
          <p className="text-2 small">University Hostel</p>
        </div>
        <button type="button" className="btn outlined no-print" onClick={() => window.print()}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={PRINT_ICON} />
          </svg>
          Print
        </button>
      </div>
      <FactList
        label="Receipt"
        items={[
          ['Received From', booking.full_name],
          ['Index Number', booking.index_number],
          ...bookingFacts(booking, semester),
          ['Payment Reference', booking.payment_reference],
          ['Approved On', formatDateTime(booking.updated_at)],
        ]}
      />
      <p className="sb-total">Total Paid: {formatMoney(booking.amount_paid)}</p>
    </Card>
  );
}
