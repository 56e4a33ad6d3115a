import { ROOM_FIELDS, type RoomField } from './roomFields.ts';

/**
 * A room's values as people write them in a rooms file, read as the room form's inputs take them:
 * a choice by its value or the name the form shows, in any case ("Male", "MALE"), without the
 * words every choice shares ("Ground" for "Ground Floor", "4" for "4 In A Room"), and a price as
 * money is written ("1,500", "GH₵ 1,500.00"). Anything else is left as it was, for the API's rules
 * to refuse in their words.
 */

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
const key = (list: string[]) => list.join(' ');

/** The words every choice's name ends with ("floor"; "in a room"), to be left out. */
function sharedEnding(names: string[][]) {
  const [first, ...rest] = names;
  let n = 0;
  while (n < first.length && rest.every((name) => name.length > n && name.at(-1 - n) === first.at(-1 - n))) n += 1;
  return n;
}

/** Each choice's id, under every key it may be written as. */
function spellingsOf(field: RoomField): Map<string, string | number> {
  const spellings = new Map<string, string | number>();
  const choices = field.choices ?? [];
  if (choices.length === 0) return spellings;
  const names = choices.map((choice) => words(choice.name));
  const ending = sharedEnding(names);
  choices.forEach((choice, i) => {
    spellings.set(key(words(String(choice.id))), choice.id);
    spellings.set(key(names[i]), choice.id);
    if (ending > 0) spellings.set(key(names[i].slice(0, -ending)), choice.id);
  });
  return spellings;
}

// The ways the cedi is written around an amount.
const CEDIS = /^(?:gh₵|gh¢|ghs|ghc|₵|¢|cedis?)?\s*(.*?)\s*(?:ghs|cedis?)?$/i;
// Digits grouped in thousands by commas, or not, with an optional decimal part.
const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/** An amount as written with cedis and thousands separators, as the bare number; null if it is none. */
export function amountOf(text: string): number | null {
  const bare = CEDIS.exec(text.trim())?.[1] ?? '';
  return AMOUNT.test(bare) ? Number(bare.replaceAll(',', '')) : null;
}

const SPELLINGS = Object.fromEntries(Object.entries(ROOM_FIELDS).map(([name, field]) => [name, spellingsOf(field)]));

/** One field's value as the form would have given it, or the value as it was. */
export function asTheFormTakes(name: string, value: unknown): unknown {
  const field = (ROOM_FIELDS as Record<string, RoomField>)[name];
  if (!field || typeof value !== 'string') return value;
  const chosen = SPELLINGS[name].get(key(words(value)));
  if (chosen !== undefined) return chosen;
  if (field.kind === 'number' && !field.choices) return amountOf(value) ?? value;
  return value;
}

/** Every value of a room as the form would have given it. */
export const roomValuesAsTheFormTakes = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asTheFormTakes(name, value)]));

/** The values a field may take, as a refused cell's message lists them; null when it is typed freely. */
export const acceptedValues = (field: RoomField) => field.choices?.map((choice) => String(choice.id)) ?? null;
