import { useEffect, type ReactNode } from 'react';
import { Form } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';

/** A filter's "All" is the empty value: its select shows it rather than an empty box. */
export const showAll = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

function ApplyChanges<Values>({ onChange }: { onChange: (values: Values) => void }) {
  const { watch } = useFormContext();
  useEffect(() => {
    const subscription = watch((values) => onChange({ ...values } as Values));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);
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
