import { SelectInput, type SelectInputProps } from 'react-admin';

/**
 * A select the user must fill. Marked required, SelectInput leaves out its empty choice (the
 * spec's selects offer only their values); a label given as an element is shown without the
 * required marker the spec's labels lack. Choices once loaded mount a fresh select: the one
 * shown while loading would take them a render late, and call a chosen value out of range.
 */
export function RequiredSelectInput({ label, ...props }: Omit<SelectInputProps, 'label' | 'isRequired'> & { label: string }) {
  return <SelectInput key={props.isPending ? 'loading' : 'loaded'} {...props} isRequired label={<span>{label}</span>} />;
}
