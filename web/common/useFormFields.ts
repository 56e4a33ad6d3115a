import { useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * A small form state: the values, the validation messages (shown once a field was left or a
 * submit was tried, before any call is made) and the server's messages for the fields.
 * Values stay as typed when a call fails.
 */
export function useFormFields<T extends Record<string, string | boolean>>(initial: T, validate: (values: T) => FieldErrors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<T>>({});
  const [submitting, setSubmitting] = useState(false);
  const errors = validate(values);

  const errorOf = (name: keyof T & string) => ((submitted || touched[name]) && errors[name]) || serverErrors[name] || undefined;

  const setValue = <K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
  };
  const patch = (changes: Partial<T>) => setValues((current) => ({ ...current, ...changes }));

  /** Props for a MUI TextField: id, name, label, value, change and the message under it. */
  const text = (name: keyof T & string, label: string, hint?: string) => {
    const error = errorOf(name);
    return {
      id: `field-${name}`,
      name,
      label,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value as T[typeof name]),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: Boolean(error),
      helperText: error ?? hint,
    };
  };

  /** Runs `onValid` once the values pass; `submitting` is true until it settles. */
  const onSubmit = (onValid: (values: T) => void | Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  };

  const reset = (next: T = initial) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  };

  return { values, setValue, patch, text, errorOf, onSubmit, submitting, reset, setServerErrors };
}

/** The part of a form that a group of fields works with: forms with more fields fit too. */
export type SubForm<V> = {
  values: V;
  text: (name: keyof V & string, label: string, hint?: string) => ReturnType<ReturnType<typeof useFormFields<Record<string, string>>>['text']>;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  patch: (changes: Partial<V>) => void;
  errorOf: (name: keyof V & string) => string | undefined;
};
