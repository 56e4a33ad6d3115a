import { useId, type ReactNode } from 'react';

/**
 * A question asked in place before a step that cannot be taken back (leaving the line, declining
 * an offer): on a phone, in the card the button was in, not over the page.
 */
export function Confirm({
  question,
  children,
  yes,
  no,
  busy,
  onYes,
  onNo,
}: {
  question: string;
  children?: ReactNode;
  yes: string;
  no: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const id = useId();
  return (
    <div role="alertdialog" aria-labelledby={id} className="waitlist-confirm">
      <p id={id}>
        <strong>{question}</strong>
      </p>
      {children}
      <div className="actions">
        <button type="button" className="btn" disabled={busy} onClick={onYes}>
          {yes}
        </button>
        <button type="button" className="btn outlined" disabled={busy} onClick={onNo}>
          {no}
        </button>
      </div>
    </div>
  );
}
