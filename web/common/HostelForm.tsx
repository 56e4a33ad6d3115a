import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-admin';
import type { FormErrors, FormValues } from '../plain/formValues.ts';

// Kept apart, without react-admin, for the guest pages' forms (web/guest).
export { textOf, type FormErrors, type FormValues } from '../plain/formValues.ts';

/**
 * react-admin's Form as every form here uses it: the spec's messages show under a field once it
 * was left or a submit was tried, and neither the browser's checks nor react-admin's
 * "form is not valid" toast come in their way.
 */
export function HostelForm({
  validate,
  onSubmit,
  children,
  ...props
}: Omit<FormProps, 'validate' | 'onSubmit'> & {
  validate?: (values: FormValues) => FormErrors;
  /** Resolves to the server's field errors, if any, to show under the inputs. */
  onSubmit?: (values: FormValues) => Promise<Record<string, string> | void>;
  children: ReactNode;
}) {
  return (
    <Form mode="onTouched" noValidate disableInvalidFormNotification validate={validate} onSubmit={onSubmit} {...props}>
      {children}
    </Form>
  );
}
