import { expect } from 'vitest';
import type { Decider } from '../../api/commands/handle.ts';
import type { NewEvent } from '../../api/eventStore/types.ts';

/**
 * Given/when/then for pure deciders: given past events, when a command arrives at a moment,
 * then these events (or this error). No database: deciders do no I/O.
 */
export function spec<S, C, E extends NewEvent>(decider: Decider<S, C, E>) {
  return {
    given(events: E[] = []) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: C, now = new Date('2026-09-01T08:00:00Z')) {
          const run = () => decider.decide(state, command, now);
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(matcher: RegExp | string | object) {
              expect(run).toThrow(matcher as never);
            },
          };
        },
      };
    },
  };
}
