/**
 * What a backup holds: the tables that are the hostel's truth, in the order they are restored.
 * The read models are not among them (the next start rebuilds them from the log), nor are
 * operational tables such as login_failures (rate limiting, not history). A table added to the
 * truth is one more line here.
 *
 * events.transaction_id is left out on purpose: a transaction id of another cluster means
 * nothing in this one (it may even lie in its future, hiding events from the async readers), so
 * restored events take the restoring transaction's id, in global_position order.
 */
export const BACKED_UP_TABLES: readonly { name: string; columns: readonly string[] }[] = [
  { name: 'streams', columns: ['stream_id', 'stream_type', 'version', 'updated_at'] },
  {
    name: 'events',
    columns: [
      'global_position',
      'stream_id',
      'stream_position',
      'event_id',
      'event_type',
      'schema_version',
      'data',
      'metadata',
      'created_at',
    ],
  },
  // The keys that read each person's sealed personal data; a forgotten person's is null here too.
  { name: 'personal_keys', columns: ['subject_id', 'subject_key', 'made_at', 'forgotten_at'] },
];

export const BACKUP_FORMAT = 'hostel-backup' as const;
export const BACKUP_FORMAT_VERSION = 1;

/**
 * The first line of a backup. The body after it is each table's rows, one JSON object a line
 * (row_to_json), in the order of `tables`, each table ended by a `\.` line; `sha256` is the
 * checksum of that body.
 */
export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  /** The last migration applied to the database backed up. */
  migration: string;
  created_at: string;
  tables: { name: string; columns: string[]; rows: number }[];
  sha256: string;
};

/** Ends a table's rows in the body: no JSON object reads `\.`. */
export const END_OF_TABLE = '\\.';

/** A backup that cannot be read or restored, with a message an operator can act on. */
export class BackupFileError extends Error {}
