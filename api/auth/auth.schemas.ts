import { z } from 'zod';
import { MESSAGES } from '../../shared/messages.ts';
import { adminSchema, emailAddress } from '../users/users.schemas.ts';

const M = MESSAGES.login;

/** The sign-in form with SPEC.md point 5's messages; shared with the web app's login page. */
export const loginSchema = z.object({
  // As registration stores it: the address typed with full-width letters or invisible characters signs in too.
  email: emailAddress(M.emailEmpty),
  password: z.string({ error: M.passwordEmpty }).min(1, { error: M.passwordEmpty }),
});

export type LoginInput = z.infer<typeof loginSchema>;

const S = MESSAGES.staff;

/** A signed-in user choosing a new password: the rules of registration, and not the current one again. */
export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: S.currentPasswordRequired }).min(1, { error: S.currentPasswordRequired }),
    new_password: adminSchema.shape.password,
  })
  .refine((v) => v.new_password !== v.current_password, { error: S.samePassword, path: ['new_password'] });
