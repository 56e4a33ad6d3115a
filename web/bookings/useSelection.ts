import { useState } from 'react';

/**
 * Rows chosen for a bulk action, kept across pages. A new `scope` (another tab, search or
 * semester) starts from none: no booking is acted on that is not in the list on screen.
 */
export function useSelection<Row extends { id: string }>(scope: string) {
  const [state, setState] = useState({ scope, chosen: new Map<string, Row>() });
  // Reset while rendering, as React advises for state that follows a prop.
  if (state.scope !== scope) setState({ scope, chosen: new Map() });
  const update = (change: (next: Map<string, Row>) => void) =>
    setState((previous) => {
      const next = new Map(previous.chosen);
      change(next);
      return { scope: previous.scope, chosen: next };
    });
  return {
    chosen: [...state.chosen.values()],
    has: (row: Row) => state.chosen.has(row.id),
    toggle: (row: Row) => update((next) => (next.has(row.id) ? next.delete(row.id) : next.set(row.id, row))),
    setAll: (rows: Row[], on: boolean) => update((next) => rows.forEach((row) => (on ? next.set(row.id, row) : next.delete(row.id)))),
    clear: () => update((next) => next.clear()),
  };
}
