import { textOf, type FormValues } from '../../common/HostelForm.tsx';

/**
 * Rooms `first` to `last` with the same settings (the page gives the semester), such as "101 to 140, First Floor, Standard, 4 beds".
 * The numbers keep the width the first one was written with: `01` to `12` makes 01..12, not 1..12.
 */
export function roomSeries(values: FormValues) {
  const { first, last, prefix, semester_id: _semester, ...settings } = values;
  const width = textOf(first).length;
  return Array.from({ length: Number(last) - Number(first) + 1 }, (_, i) => ({
    ...settings,
    room_type: settings.room_type_id,
    room_number: `${textOf(prefix)}${String(Number(first) + i).padStart(width, '0')}`,
  }));
}
