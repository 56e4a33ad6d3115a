import { useEffect, useState, type FormEvent } from 'react';
import type { FormErrors, FormValues } from '../common/formValues.ts';
import { formIsLive, leftEarly } from './handOver.ts';

/** What a submit that failed at the server hands back: its field errors, to show under the inputs. */
export type Refused = { fieldErrors?: Record<string, string> };

/**
 * A guest form's state, as the signed-in app's forms behave (react-admin's Form, mode onTouched):
 * a field's message shows once it was left or a submit was tried, and follows each change after.
 * A submit with errors sends nothing and moves the focus to the first field in error.
 */
export function useGuestForm(initial: FormValues, validate: (values: FormValues) => FormErrors) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [tried, setTried] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const errors = validate(values);

  // What the visitor typed, ticked or left in the pre-rendered form before React took it over.
  // The form is live once a render holds them: a submit made before then is made again only now.
  const [takenUp, setTakenUp] = useState(false);
  useEffect(() => {
    const form = document.querySelector('form');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the page typed into before React: one render, once
    if (form) setValues((before) => ({ ...before, ...changedIn(form, before) }));
    // Taken up once: the other guest page's form, opened next, starts untouched.
    if (leftEarly.size) setTouched(Object.fromEntries([...leftEarly].map((name) => [name, true])));
    leftEarly.clear();
    setTakenUp(true);
  }, []);
  useEffect(() => {
    if (takenUp) formIsLive();
  }, [takenUp]);

  // One form on the page: its first field in error.
  useEffect(() => {
    if (tried) document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [tried]);

  const errorOf = (name: string) => ((tried || touched[name]) && errors[name]) || serverErrors[name];

  const field = (name: string) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (value: unknown) => {
      setValues((before) => ({ ...before, [name]: value }));
      setServerErrors(({ [name]: _gone, ...rest }) => rest);
    },
    onBlur: () => setTouched((before) => (before[name] ? before : { ...before, [name]: true })),
  });

  /** `send` resolves to nothing when the page moves on, or to what the server refused. */
  const onSubmit = (send: (values: FormValues) => Promise<Refused | void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried((n) => n + 1);
    if (Object.values(validate(values)).some(Boolean)) return;
    setBusy(true);
    const refused = await send(values);
    if (refused) {
      setServerErrors(refused.fieldErrors ?? {});
      setBusy(false);
    }
  };

  return { field, onSubmit, busy };
}

/** The fields whose value in the page differs from `values`: a text, the radio checked, a box ticked. */
function changedIn(form: HTMLFormElement, values: FormValues): FormValues {
  const changed: FormValues = {};
  for (const name of Object.keys(values)) {
    const field = form.elements.namedItem(name);
    const value =
      field instanceof RadioNodeList || (field instanceof HTMLInputElement && field.type !== 'checkbox')
        ? field.value
        : field instanceof HTMLInputElement
          ? field.checked
          : values[name];
    if (value !== values[name]) changed[name] = value;
  }
  return changed;
}
