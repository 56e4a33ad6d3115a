import { parseArgs } from 'node:util';
import { readAllInBatches } from '../api/eventStore/read.ts';
import { openCliDatabase } from './cliDatabase.ts';

// npm run events:export -- [--from <position>] [--type <EventType>]
// Writes the events committed when it starts as newline-delimited JSON on standard output.
let args;
try {
  args = parseArgs({ options: { from: { type: 'string', default: '0' }, type: { type: 'string', multiple: true } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\nusage: npm run events:export -- [--from <position>] [--type <EventType>]`);
  process.exit(2);
}
const from = Number(args.from);
if (!Number.isSafeInteger(from) || from < 0) {
  console.error('--from must be a global position (a whole number, 0 or more)');
  process.exit(2);
}
// A closed pipe (`| head`) ends the export quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const database = await openCliDatabase();
let written = 0;
try {
  for await (const batch of readAllInBatches(database.sql, { fromPosition: from, types: args.type, batchSize: 10_000 })) {
    let chunk = '';
    for (const e of batch) {
      chunk += `${JSON.stringify({
        global_position: e.globalPosition,
        stream_id: e.streamId,
        stream_position: e.streamPosition,
        event_id: e.eventId,
        type: e.type,
        schema_version: e.schemaVersion,
        data: e.data,
        metadata: e.metadata,
        created_at: e.createdAt,
      })}\n`;
      written++;
    }
    if (chunk && !process.stdout.write(chunk)) await new Promise((r) => process.stdout.once('drain', r));
  }
  console.error(`exported ${written.toLocaleString('en-US')} events`);
} finally {
  await database.close();
}
