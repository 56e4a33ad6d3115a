/** A form's values as react-admin hands them to validation: a cleared text input is null. */
export type FormValues = Record<string, unknown>;
/** The spec's message under each field in error; an undefined one is no error. */
export type FormErrors = Record<string, string | undefined>;

export const textOf = (value: unknown) => (value == null ? '' : String(value)).trim();
