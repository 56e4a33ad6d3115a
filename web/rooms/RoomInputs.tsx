import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ROOM_FIELD_NAMES, ROOM_FIELDS, type RoomField, type RoomFieldName } from '../../shared/roomFields.ts';
import { RequiredSelectInput } from '../common/RequiredSelectInput.tsx';
import { useRoomTypes, useSemesterChoices } from './lookups.ts';
import { isNumberInput } from './roomValidation.ts';
import { useCurrentSemesterAsDefault } from './SemesterFilter.tsx';

function useSemesters() {
  useCurrentSemesterAsDefault();
  return useSemesterChoices();
}
const LOOKUPS = { semesters: useSemesters, roomTypes: useRoomTypes };

function LookupInput({ name, label, lookup }: { name: string; label: string; lookup: keyof typeof LOOKUPS }) {
  const useChoices = LOOKUPS[lookup];
  const choices = useChoices();
  return <RequiredSelectInput source={name} label={label} choices={choices.data} isPending={choices.isPending} />;
}

/** A number typed: an edit that would not leave one (money: two decimals at most) is ignored. */
function NumberInput({ name, field }: { name: string; field: RoomField }) {
  const value = useWatch({ name });
  return (
    <TextInput
      source={name}
      label={field.label}
      inputMode={field.kind === 'number' && field.cents ? 'decimal' : 'numeric'}
      parse={(typed: string) => (isNumberInput(field, typed) ? typed : value)}
    />
  );
}

/** A field's input (shared/roomFields.ts): a select for a lookup or choices, else typed. */
function RoomInput({ name, field }: { name: string; field: RoomField }) {
  if (field.kind === 'text' && field.lookup) return <LookupInput name={name} label={field.label} lookup={field.lookup} />;
  const choices = field.choices?.filter((c) => field.offered?.includes(c.id) ?? true);
  if (choices) return <RequiredSelectInput source={name} label={field.label} choices={choices} />;
  if (field.kind === 'number') return <NumberInput name={name} field={field} />;
  const wide = field.kind === 'text' && field.multiline && { multiline: true, minRows: 2, sx: { gridColumn: { sm: '1 / -1' } } };
  return <TextInput source={name} label={field.label} {...wide} />;
}

/** The inputs of a room, two columns on wide screens; `names`: the fields the form has, in their order. */
export function RoomInputs({ names = ROOM_FIELD_NAMES }: { names?: readonly RoomFieldName[] }) {
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {names.map((name) => (
        <RoomInput key={name} name={name} field={ROOM_FIELDS[name]} />
      ))}
    </Box>
  );
}
