import { useId, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/** The guest pages' frame: the hostel's banner beside the form, the form alone on a phone. */
export function Shell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="shell">
      <div className="banner">
        {/* Drawn by guest.css, which names the image by its built address; hidden, and never fetched, on a phone. */}
        <div className="picture" />
        <p>Your bed on campus, booked in minutes.</p>
      </div>
      <main className="side">
        <div className="paper">
          <h1>{title}</h1>
          <p className="subtitle">{subtitle}</p>
          {children}
        </div>
      </main>
    </div>
  );
}

type FieldProps = {
  name: string;
  label: string;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
  onBlur: () => void;
};

const textValue = (value: unknown) => (value == null ? '' : String(value));

/** The line under a field: its message, else its `hint`. */
export function Helper({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  // The line is kept when empty, so that a message appearing moves nothing below it.
  return (
    <p id={id} className={error ? 'helper error' : 'helper'}>
      {error ?? hint ?? ''}
    </p>
  );
}

export function Outline({ label }: { label: string }) {
  return (
    <fieldset aria-hidden="true" className="outline">
      <legend>
        <span>{label}</span>
      </legend>
    </fieldset>
  );
}

/**
 * An outlined text input with its floating label and its message underneath; `multiline` for a
 * text of a few lines, `readOnly` for a value shown but not typed.
 */
export function TextField({
  label,
  type = 'text',
  autoComplete,
  name,
  value,
  error,
  onChange,
  onBlur,
  hint,
  multiline = false,
  readOnly = false,
}: FieldProps & { type?: string; autoComplete?: string; hint?: ReactNode; multiline?: boolean; readOnly?: boolean }) {
  const id = useId();
  const text = textValue(value);
  const common = {
    id,
    className: 'input',
    name,
    value: text,
    readOnly,
    'aria-invalid': Boolean(error),
    'aria-describedby': `${id}-helper`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    onBlur,
  };
  // A date input always shows the browser's own mm/dd/yyyy: its label stays raised above it.
  const raised = text !== '' || type === 'date';
  return (
    <div className="field">
      <div className={`control${raised ? ' filled' : ''}${error ? ' invalid' : ''}`}>
        <label className="label" htmlFor={id}>
          {label}
        </label>
        {multiline ? <textarea rows={2} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
        <Outline label={label} />
      </div>
      <Helper id={`${id}-helper`} error={error} hint={hint} />
    </div>
  );
}

/** A row of radio buttons (Gender). */
export function RadioGroup({ label, choices, name, value, error, onChange, onBlur }: FieldProps & { choices: Choice[] }) {
  const id = useId();
  return (
    <fieldset className={`group${error ? ' invalid' : ''}`} aria-describedby={`${id}-helper`}>
      <legend>{label}</legend>
      <div className="choices" role="radiogroup" aria-label={label}>
        {choices.map((choice) => (
          <label key={choice.id} className="choice">
            <input
              type="radio"
              name={name}
              value={choice.id}
              checked={value === choice.id}
              aria-invalid={Boolean(error)}
              onChange={() => onChange(choice.id)}
              onBlur={onBlur}
            />
            {choice.name}
          </label>
        ))}
      </div>
      <Helper id={`${id}-helper`} error={error} />
    </fieldset>
  );
}

export type Choice = { id: string; name: string; disabled?: boolean };

/**
 * A select as MUI draws it: a combobox that opens a list of options (a native select's list
 * cannot be styled, nor picked from by a click in a test).
 */
export function Select({
  label,
  choices,
  value,
  error,
  onChange,
  onBlur,
  hint,
  disabled = false,
}: FieldProps & { choices: Choice[]; hint?: string; disabled?: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const chosen = choices.find((choice) => choice.id === value);

  const show = () => {
    setActive(Math.max(0, choices.indexOf(chosen!)));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    onBlur();
  };
  const pick = (choice: Choice) => {
    if (choice.disabled) return;
    onChange(choice.id);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = open
      ? {
          ArrowDown: () => setActive((i) => Math.min(choices.length - 1, i + 1)),
          ArrowUp: () => setActive((i) => Math.max(0, i - 1)),
          Home: () => setActive(0),
          End: () => setActive(choices.length - 1),
          Enter: () => pick(choices[active]),
          ' ': () => pick(choices[active]),
          Escape: close,
        }
      : { ArrowDown: show, ArrowUp: show, Enter: show, ' ': show };
    const act = keys[event.key];
    if (act) {
      event.preventDefault();
      act();
    } else if (event.key === 'Tab' && open) close();
  };
  const onAway = (event: MouseEvent) => {
    event.preventDefault();
    close();
  };

  return (
    <div className="field">
      <div className={`control${chosen ? ' filled' : ''}${error ? ' invalid' : ''}`}>
        <span className="label" id={`${id}-label`}>
          {label}
        </span>
        <div
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          aria-disabled={disabled || undefined}
          className="input select"
          aria-labelledby={`${id}-label`}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? `${id}-list` : undefined}
          aria-activedescendant={open ? `${id}-option-${active}` : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-helper`}
          onClick={() => (disabled ? undefined : open ? close() : show())}
          onKeyDown={disabled ? undefined : onKeyDown}
          onBlur={open ? undefined : onBlur}
        >
          {chosen?.name ?? '\u200b'}
        </div>
        <svg className="arrow" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M7 10l5 5 5-5z" />
        </svg>
        <Outline label={label} />
        {open && (
          <>
            <div className="away" onMouseDown={onAway} />
            <ul className="listbox" role="listbox" id={`${id}-list`} aria-labelledby={`${id}-label`}>
              {choices.map((choice, i) => (
                <li
                  key={choice.id}
                  id={`${id}-option-${i}`}
                  role="option"
                  aria-selected={choice.id === value}
                  aria-disabled={choice.disabled || undefined}
                  className={i === active ? 'option active' : 'option'}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => pick(choice)}
                >
                  {choice.name}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Helper id={`${id}-helper`} error={error} hint={hint} />
    </div>
  );
}

/** The terms switch: a checkbox drawn as MUI's Switch, its label beside it. */
export function Switch({ label, name, value, error, onChange, onBlur }: FieldProps) {
  const id = useId();
  return (
    <div>
      <label className="choice">
        <span className="switch">
          <input
            type="checkbox"
            name={name}
            checked={value === true}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-helper`}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
          />
          <span className="track" />
          <span className="thumb" />
        </span>
        {label}
      </label>
      <Helper id={`${id}-helper`} error={error} />
    </div>
  );
}

/** The red alert box, with MUI's error icon. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className="alert" role="alert">
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" />
      </svg>
      <div>{children}</div>
    </div>
  );
}

/**
 * Under an email field: the address its domain is likely a typo of (web/plain/emailTypo.ts), and a
 * button to take it. Never an error: the address as typed is sent if the person keeps it.
 */
export function EmailTypoHint({ suggestion, onUse }: { suggestion: string; onUse: (email: string) => void }) {
  return (
    <span className="typo-hint">
      Did you mean {suggestion}?{' '}
      <button type="button" className="text-button" onClick={() => onUse(suggestion)}>
        Use it
      </button>
    </span>
  );
}

/** A link to the other guest page, followed inside this page (no reload) on a plain click. */
export function GuestLink({ to, go, children }: { to: string; go: (path: string) => void; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  );
}

/** "Please wait..." and a spinner: the splash, and the page covered while a form is sent. */
export function Busy({ text, className, hideAfterMs }: { text: string; className: string; hideAfterMs?: number }) {
  return (
    <div
      className={hideAfterMs === undefined ? className : `${className} hides-itself`}
      style={hideAfterMs === undefined ? undefined : { animationDelay: `${hideAfterMs}ms` }}
    >
      <span className={className === 'overlay' ? 'spinner spinner-light' : 'spinner'} />
      <span role="status">{text}</span>
    </div>
  );
}
