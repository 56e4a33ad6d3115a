/**
 * A select list that writes each column as JSON.stringify writes the value the driver parses from
 * it (api/db/connect.ts), for rows PostgreSQL turns into JSON text itself (row_to_json): money
 * as a number (float8 prints the shortest exact digits, as JavaScript does) and a timestamptz as
 * Date.prototype.toISOString() gives it. Other columns are written as they are: text, integers
 * and booleans alike in both, and a date already travels as its 'YYYY-MM-DD' text. Rooms keep
 * their JSON, written by the same rule, in room_json (migrations/006_room_json.sql).
 */
export function jsonSelectList(columns: readonly string[], types: Readonly<Record<string, 'numeric' | 'timestamptz'>>): string {
  return columns
    .map((c) => {
      if (types[c] === 'numeric') return `${c}::float8 AS ${c}`;
      if (types[c] === 'timestamptz') return `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${c}`;
      return c;
    })
    .join(', ');
}
