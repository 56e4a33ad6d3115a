import { useEffect, useRef, type ReactNode } from 'react';
import { Form } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';

/** A filter's "All" is the empty value: its select shows it rather than an empty box. */
export const showAll = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

/**
 * Reports the form's values to the page: once when it starts watching, so that a value put in
 * while the form mounted (the current semester) is never missed, then on every change. It
 * watches once for the form's life; the page's latest `onChange` is read when a change comes.
 */
function ApplyChanges<Values>({ onChange }: { onChange: (values: Values) => void }) {
  const { watch, getValues } = useFormContext();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const report = (values: FieldValues) => latest.current({ ...values } as Values);
    const subscription = watch(report);
    report(getValues());
    return () => subscription.unsubscribe();
  }, [watch, getValues]);
  return null;
}

/**
 * A page's filters as a react-admin form, applied as soon as they change. react-admin's own
 * FilterLiveForm does this inside a list context, which these pages, paged by the API's
 * `?page=` envelopes, do not have.
 */
export function LiveFilterForm<Values extends FieldValues>({
  defaultValues,
  onChange,
  children,
}: {
  defaultValues: Values;
  onChange: (values: Values) => void;
  children: ReactNode;
}) {
  return (
    <Form<FieldValues> defaultValues={defaultValues} noValidate>
      <ApplyChanges onChange={onChange} />
      {children}
    </Form>
  );
}
