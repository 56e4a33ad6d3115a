import { SelectInput, type SelectInputProps } from 'react-admin';

/**
 * A select the user must fill. Marked required, react-admin's SelectInput leaves out its empty
 * choice (the spec's selects offer only their values: length of stay 4 alone); the label is given
 * as an element, which react-admin shows as it is, without the asterisk the spec's labels lack.
 * Loaded choices mount a fresh select: one kept from the loading state takes its choices a render
 * late, and would show a chosen value it does not know yet as out of range.
 */
export function RequiredSelectInput({ label, ...props }: Omit<SelectInputProps, 'label' | 'isRequired'> & { label: string }) {
  return <SelectInput key={props.isPending ? 'loading' : 'loaded'} {...props} isRequired label={<span>{label}</span>} />;
}
