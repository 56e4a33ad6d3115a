import { z } from 'zod';
import { MESSAGES } from '../../shared/messages.ts';
import { maxLengthOf } from '../../shared/textLimits.ts';

const M = MESSAGES.login;

/** The sign-in form with SPEC.md point 5's messages; shared with the web app's login page. */
export const loginSchema = z.object({
  email: z
    .string({ error: M.emailEmpty })
    .trim()
    .min(1, { error: M.emailEmpty, abort: true })
    .max(...maxLengthOf('email'))
    .email({ error: M.invalidEmail }),
  password: z.string({ error: M.passwordEmpty }).min(1, { error: M.passwordEmpty }),
});

export type LoginInput = z.infer<typeof loginSchema>;
