import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormErrors, FormValues } from './formValues.ts';

const hasErrors = (errors: FormErrors) => Object.values(errors).some(Boolean);

/**
 * A plain React form's state (the guest pages', the student's app's) as the react-admin app's
 * forms behave (HostelForm: react-hook-form, mode onTouched): a field's message shows once it was left or a submit was tried, and follows each
 * change after; the server's field errors show under their fields until changed. A submit with
 * errors sends nothing and moves the focus to the first field in error; one being sent is not
 * sent again.
 */
export function useFormState(initial: FormValues, validate: (values: FormValues) => FormErrors) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const [tries, setTries] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const errors = validate(values);
  const tried = tries > 0;

  // Once the messages of a submit are drawn: the first field in error takes the focus.
  useEffect(() => {
    if (tries) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tries]);

  const errorOf = (name: string) => ((tried || touched[name]) && errors[name]) || serverErrors[name];

  /** Values put in by the page (a room's price, the current semester), not typed. */
  const set = (next: FormValues) => {
    setValues((before) => ({ ...before, ...next }));
    setServerErrors((before) => Object.fromEntries(Object.entries(before).filter(([name]) => !(name in next))));
  };

  /** Fields counted as left already (left before the page's script took the form over). */
  const touch = (names: readonly string[]) =>
    setTouched((before) => ({ ...before, ...Object.fromEntries(names.map((name) => [name, true])) }));

  const field = (name: string, onChange?: (value: unknown) => void) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (value: unknown) => {
      setChanged((before) => (before[name] ? before : { ...before, [name]: true }));
      if (onChange) onChange(value);
      else set({ [name]: value });
    },
    onBlur: () => setTouched((before) => (before[name] ? before : { ...before, [name]: true })),
  });

  /**
   * `check` gives the rules to submit with (they may need a library loaded first); `send` resolves
   * to the server's field errors when it refused (`{}` for none), to nothing when the page moves on.
   */
  const onSubmit =
    (send: (values: FormValues) => Promise<Record<string, string> | void>, check: () => Promise<FormErrors> | FormErrors = () => errors) =>
    async (event: FormEvent) => {
      event.preventDefault();
      formRef.current = event.currentTarget as HTMLFormElement;
      if (sending.current) return;
      sending.current = true;
      const invalid = hasErrors(await check());
      setTries((n) => n + 1);
      if (invalid) {
        sending.current = false;
        return;
      }
      setBusy(true);
      const refused = await send(values);
      // Sent and the page moves on: the form stays busy, never to send it twice.
      if (!refused) return;
      setServerErrors(refused);
      sending.current = false;
      setBusy(false);
    };

  return { values, set, touch, touched, field, onSubmit, busy, changed };
}
