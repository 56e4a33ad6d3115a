import { useState, type ReactNode } from 'react';
import { padCount } from '../plain/format.ts';
import { Select, TextField } from '../plain/formParts.tsx';
import { useCurrentSemester, useSemesters } from './data.ts';
import { Icon, type IconName } from './icons.tsx';
import { usePageTitle } from './host.tsx';

/** The page's heading (also shown in the top bar) with its actions, wrapping on a phone. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="page-header">
      <h1>{title}</h1>
      {actions && <div className="actions">{actions}</div>}
    </div>
  );
}

/** A spinner with a name, for screen readers and tests alike. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="loading">
      <span className="spinner" />
    </div>
  );
}

/** A list's empty state: a quiet line in an outlined box. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="card empty">
      <p>{children}</p>
    </div>
  );
}

/** A counter with an optional fill bar; `ratio` is the bar's share (0 to 1) of its whole. */
export function CounterCard({
  label,
  value,
  display,
  ratio,
  caption,
  icon,
}: {
  label: string;
  value: number;
  /** Shown instead of the padded number, e.g. a percentage. */
  display?: string;
  ratio?: number;
  caption?: string;
  icon?: IconName;
}) {
  const percent = Math.round(Math.min(Math.max(ratio ?? 0, 0), 1) * 100);
  return (
    <div className="card counter">
      <div className="counter-top">
        <h2>{label}</h2>
        {icon && <Icon name={icon} />}
      </div>
      <p className="counter-value" aria-label={`${label}: ${display ?? value}`}>
        {display ?? padCount(value)}
      </p>
      {ratio !== undefined && (
        <div
          className="bar"
          role="progressbar"
          aria-label={`${label}: ${percent}%`}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      )}
      {caption && <p className="caption">{caption}</p>}
    </div>
  );
}

/** Counters side by side on wide screens, two a row on a phone. */
export const CounterRow = ({ children }: { children: ReactNode }) => <div className="counter-row">{children}</div>;

/** The spec's pagination: Previous, "Page X of Y", Next. */
export function Pager({
  page,
  lastPage,
  onChange,
  disabled,
}: {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}) {
  return (
    <nav aria-label="Pagination" className="pager">
      <button type="button" className="btn outlined small" disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {Math.max(lastPage, 1)}
      </span>
      <button type="button" className="btn outlined small" disabled={disabled || page >= lastPage} onClick={() => onChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/**
 * A page's semester: the current one until the student chooses ("All semesters" is ''), and
 * whether it is known yet, so that a page asks for its rooms once rather than twice.
 */
export function useSemesterChoice() {
  const current = useCurrentSemester();
  const [chosen, setChosen] = useState<string>();
  return { semesterId: chosen ?? current.data?.id ?? '', settled: chosen !== undefined || !current.isPending, choose: setChosen };
}

const ALL = (name: string) => ({ id: '', name });
const noop = () => {};

/** A filter's select, "All" (the empty value) first. */
export function FilterSelect({
  label,
  name,
  choices,
  value,
  onChange,
  all = 'All',
}: {
  label: string;
  name: string;
  choices: { id: string; name: string }[];
  value: string;
  onChange: (value: string) => void;
  all?: string;
}) {
  return (
    <Select
      label={label}
      name={name}
      choices={[ALL(all), ...choices]}
      value={value}
      onChange={(v) => onChange(String(v ?? ''))}
      onBlur={noop}
    />
  );
}

/** The semester filter: every semester, newest first, and "All semesters". */
export function SemesterFilter({ value, onChange }: { value: string; onChange: (semesterId: string) => void }) {
  const semesters = useSemesters();
  const choices = (semesters.data ?? []).map((s) => ({ id: s.id, name: s.name }));
  return <FilterSelect label="Semester" name="semester_id" choices={choices} value={value} onChange={onChange} all="All semesters" />;
}

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
