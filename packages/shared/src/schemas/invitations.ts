/**
 * Invitations (issue 26, decision 0037): a contractor invites a favourite to a job ('Convidar'); the
 * freelancer accepts (booked and charged as an approval) or declines, in 'Convites' on their board.
 */
import { z } from 'zod';
import '../zod-locale.ts';
import { JobSummarySchema } from './applications.ts';

/** `POST /api/contractor/jobs/:id/invitations`: whom to invite. */
export const InviteInputSchema = z.object({
  freelancer_id: z
    .string({ error: 'Escolha um freelancer da sua equipe' })
    .min(1, 'Escolha um freelancer da sua equipe'),
});
export type InviteInput = z.infer<typeof InviteInputSchema>;

/** The invitation a contractor just made. */
export const InvitationCreatedSchema = z.object({ id: z.string(), job_id: z.string(), freelancer_id: z.string() });
export type InvitationCreated = z.infer<typeof InvitationCreatedSchema>;

/** An open invitation as the freelancer sees it in 'Convites'. */
export const InvitationSchema = z.object({
  id: z.string(),
  job: JobSummarySchema,
  /** The coins accepting costs (the application's cost, charged on accepting). */
  application_cost: z.number().int(),
  invited_at: z.string(),
  /**
   * 'Pagamento garantido' (decision 0042): accepting reserves the place, booked once the contractor
   * pays it by PIX.
   */
  guaranteed_pay: z.boolean(),
  /** Whether 'Aceitar' is allowed now (a free place, before the start). */
  can: z.object({ accept: z.boolean(), decline: z.boolean() }),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** `GET /api/freelancer/invitations`: my open invitations, the soonest shift first. */
export const InvitationsResponseSchema = z.object({ invitations: z.array(InvitationSchema) });
export type InvitationsResponse = z.infer<typeof InvitationsResponseSchema>;

/**
 * `POST /api/freelancer/invitations/:id/accept`: booked, or on a guaranteed-pay job (decision 0042)
 * the place held until the contractor pays it by PIX (`awaiting_payment`); what it cost.
 */
export const InvitationAcceptedSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  application_cost: z.number().int(),
  awaiting_payment: z.boolean(),
});
export type InvitationAccepted = z.infer<typeof InvitationAcceptedSchema>;
