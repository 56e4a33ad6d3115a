import type { ReactNode } from 'react';
import { TextField } from '../../guest/parts.tsx';

// A read-only field in the guest pages' look (web/guest/parts.tsx), and MUI's alerts as
// booking.css draws them.

const nothing = () => {};

/** A value the student reads but does not type (from their account, or the chosen room). */
export const ReadOnlyField = ({ label, value, error }: { label: string; value: string; error?: string }) => (
  <TextField name="" label={label} value={value} error={error} onChange={nothing} onBlur={nothing} readOnly />
);

const ICONS = {
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  success:
    'M20 12a8 8 0 0 1-8 8 8 8 0 0 1-8-8 8 8 0 0 1 8-8c.76 0 1.5.11 2.2.31l1.57-1.57A9.8 9.8 0 0 0 12 2 10 10 0 0 0 2 12a10 10 0 0 0 10 10 10 10 0 0 0 10-10M7.91 10.08 6.5 11.5 11 16 21 6l-1.41-1.42L11 13.17z',
  warning: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
};

/** MUI's standard alert: its colour and icon by `severity`, an action (a link, a button) at its end. */
export function Alert({ severity, action, children }: { severity: keyof typeof ICONS; action?: ReactNode; children: ReactNode }) {
  return (
    <div className={`alert ${severity}`} role="alert">
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICONS[severity]} />
      </svg>
      <div className="message">{children}</div>
      {action && <div className="action">{action}</div>}
    </div>
  );
}
