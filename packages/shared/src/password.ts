/** Password strength rule (spec 01 §5, signup step 1 item 6 and reset password) as a schema. */
import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  passwordMessage,
  passwordMissingItems,
} from './password-rules.ts';

export * from './password-rules.ts';

export const PasswordSchema = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .min(1, { error: PASSWORD_REQUIRED_MESSAGE })
  .superRefine((pw, ctx) => {
    const missing = pw === '' ? [] : passwordMissingItems(pw);
    if (missing.length > 0) ctx.addIssue({ code: 'custom', message: passwordMessage(missing) });
  })
  .refine((pw) => pw.length <= PASSWORD_MAX_LENGTH || passwordMissingItems(pw).length > 0, {
    error: PASSWORD_TOO_LONG_MESSAGE,
  });
