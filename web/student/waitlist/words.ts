import type { WaitlistEntry } from '../../plain/types.ts';

/** "You are number 3 in line for female rooms, any type." */
export const placeInLine = (entry: WaitlistEntry) =>
  `You are number ${entry.position ?? '—'} in line for ${entry.gender} rooms, ${entry.room_type ?? 'any type'}.`;

/** What the line's wanted room type reads as: a type's name, or any. */
export const wantedType = (entry: Pick<WaitlistEntry, 'room_type'>) => entry.room_type ?? 'Any room type';
