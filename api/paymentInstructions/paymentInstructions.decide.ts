import { isDeepStrictEqual } from 'node:util';
import type { PaymentInstructionsEvent, PaymentInstructionsFields } from './paymentInstructions.events.ts';

/** The instructions in force, or null before the first are set. */
export type PaymentInstructionsState = { current: PaymentInstructionsFields | null };

export type SetPaymentInstructions = { type: 'SetPaymentInstructions'; data: PaymentInstructionsFields };

export const initialState = (): PaymentInstructionsState => ({ current: null });

export function evolve(_state: PaymentInstructionsState, event: PaymentInstructionsEvent): PaymentInstructionsState {
  const { at: _at, ...fields } = event.data;
  return { current: fields };
}

/** The new instructions replace the old; the same ones sent again record nothing. */
export function decide(state: PaymentInstructionsState, command: SetPaymentInstructions, now: Date): PaymentInstructionsEvent[] {
  if (isDeepStrictEqual(state.current, command.data)) return [];
  return [{ type: 'PaymentInstructionsSet', data: { ...command.data, at: now.toISOString() } }];
}

export const paymentInstructionsDecider = { initialState, evolve, decide };
