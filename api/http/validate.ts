import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './errors.ts';

/**
 * zValidator with the project's 422 shape: `{ message, errors: { field: [messages] } }`, the
 * message being the first problem found, in the spec's words where the schema carries them.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path.length ? issue.path.join('.') : '_';
      (errors[field] ??= []).push(issue.message);
    }
    const first = result.error.issues[0]?.message ?? 'Invalid input.';
    throw new ApiError(422, first, errors);
  });
}
