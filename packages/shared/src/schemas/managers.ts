/**
 * Managers: one company, several people (issue 26, decision 0040). The owner's 'Gerentes' page and
 * the invitation link's page ('/convite-gerente?token='), one schema each.
 */
import { z } from 'zod';
import '../zod-locale.ts';
import { AUTH_MESSAGES } from '../auth-messages.ts';
import { ERROR_MESSAGES } from '../errors.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_REQUIRED_MESSAGE, PasswordSchema } from '../password.ts';
import { ConfirmPasswordSchema, FullNameSchema, TermsSchema, whenValid } from './auth.ts';
import { EmailSchema } from './fields.ts';

/** A company has at most this many managers, its open invitations counted. */
export const MAX_COMPANY_MANAGERS = 10;

/** How long an invitation link stays valid. */
export const MANAGER_INVITATION_DAYS = 7;

export const ManagerSchema = z.object({
  user_id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  joined_at: z.string(),
});

export const ManagerInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
});

/** `GET /api/contractor/managers` (the owner): the managers now and the invitations still open. */
export const ManagersResponseSchema = z.object({
  managers: z.array(ManagerSchema),
  invitations: z.array(ManagerInvitationSchema),
});

/** `POST /api/contractor/managers/invitations` ('Convidar gerente'). */
export const InviteManagerSchema = z.object({ email: EmailSchema });
export const InviteManagerResponseSchema = z.object({ invitation: ManagerInvitationSchema });

/** `GET /api/manager-invitations/:token`: what the link's page shows before accepting. */
export const ManagerInvitationViewSchema = z.object({
  company_name: z.string(),
  email: z.string(),
  /** The e-mail has a manager's login already: the page asks for its password, not a new account. */
  has_account: z.boolean(),
});

/**
 * `POST /api/manager-invitations/:token/accept`: a new login (name, password and the terms accepted),
 * or the password of the manager's login the e-mail has already.
 */
export const AcceptManagerInvitationSchema = z.object({
  full_name: FullNameSchema.optional(),
  // The existing login's password is only checked against its hash; a new login's must meet the
  // password rules (PasswordSchema), which the server applies once it knows the login is new.
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, { error: PASSWORD_REQUIRED_MESSAGE })
    .max(PASSWORD_MAX_LENGTH, { error: ERROR_MESSAGES.INVALID_CREDENTIALS }),
  // A new login accepts the terms of use and the privacy policy, as a signup does (decision 0051).
  terms: TermsSchema.optional(),
});

/**
 * The link's form for a new login ('Nome completo', 'Senha', 'Confirmar senha', the terms' checkbox);
 * the browser sends the name, the password and the terms (AcceptManagerInvitationSchema), the
 * confirmation stays in it.
 */
export const NewManagerLoginFormSchema = z
  .object({
    full_name: FullNameSchema,
    password: PasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    terms: TermsSchema,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: AUTH_MESSAGES.passwordsMismatch,
    when: whenValid({ password: z.string(), confirmPassword: ConfirmPasswordSchema }),
  });

/** The link's form for an e-mail with a manager's login: its password, checked by the server. */
export const ManagerPasswordFormSchema = z.object({
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).min(1, { error: PASSWORD_REQUIRED_MESSAGE }),
});

export type Manager = z.infer<typeof ManagerSchema>;
export type ManagerInvitation = z.infer<typeof ManagerInvitationSchema>;
export type ManagersResponse = z.infer<typeof ManagersResponseSchema>;
export type InviteManagerInput = z.input<typeof InviteManagerSchema>;
export type ManagerInvitationView = z.infer<typeof ManagerInvitationViewSchema>;
export type AcceptManagerInvitationInput = z.input<typeof AcceptManagerInvitationSchema>;
export type AcceptManagerInvitation = z.output<typeof AcceptManagerInvitationSchema>;
export type NewManagerLoginFormInput = z.input<typeof NewManagerLoginFormSchema>;
export type NewManagerLoginForm = z.output<typeof NewManagerLoginFormSchema>;
export type ManagerPasswordFormInput = z.input<typeof ManagerPasswordFormSchema>;
