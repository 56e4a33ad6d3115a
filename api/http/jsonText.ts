import type { Context } from 'hono';

/** Answers JSON that is already text (written by the database, or joined from such texts) as c.json would. */
export const jsonText = (c: Context, body: string) => c.body(body, 200, { 'content-type': 'application/json' });
