/** A database that cannot be set up as asked; its message is one line saying what to do. */
export class DatabaseSetupError extends Error {}

/** For entry points: a setup error ends the process with its one line, not a stack trace. */
export function exitOnSetupError(error: unknown): never {
  if (!(error instanceof DatabaseSetupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
