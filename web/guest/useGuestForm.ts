import { useEffect, useState } from 'react';
import type { FormErrors, FormValues } from '../plain/formValues.ts';
import { useFormState } from '../plain/useFormState.ts';
import { formIsLive, leftEarly } from './handOver.ts';

/**
 * A guest form's state (useFormState), taking up what the visitor typed, ticked or left in the
 * pre-rendered form before React took it over. The form is live once a render holds them: a
 * submit made before then is made again only now.
 */
export function useGuestForm(initial: FormValues, validate: (values: FormValues) => FormErrors) {
  const form = useFormState(initial, validate);
  const { set, touch } = form;
  const [takenUp, setTakenUp] = useState(false);
  useEffect(() => {
    const page = document.querySelector('form');
    if (page) set(changedIn(page, initial));
    // Taken up once: the other guest page's form, opened next, starts untouched.
    touch([...leftEarly]);
    leftEarly.clear();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the page typed into before React: one render, once
    setTakenUp(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the take-over
  }, []);
  useEffect(() => {
    if (takenUp) formIsLive();
  }, [takenUp]);
  return form;
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
