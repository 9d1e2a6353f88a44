/**
 * 'Minha equipe' (issue 26, first slice): a contractor's favourite freelancers, the freelancers they
 * block, and the contractors a freelancer hides. The server's answers, one schema each.
 */
import { z } from 'zod';
import '../zod-locale.ts';
import { ReliabilitySchema } from './reliability.ts';

/** `?q=` (part of the name, accents and case ignored) and `?position=` (the profile's 'Função'). */
export const TeamQuerySchema = z.object({
  q: z.string().max(100).optional(),
  position: z.string().max(100).optional(),
});

/** A favourite, as 'Minha equipe' lists them. */
export const TeamMemberSchema = z.object({
  freelancer_id: z.uuid(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  /** The freelancer's 'Função' on their profile (free text), or null. */
  position: z.string().nullable(),
  average_rating: z.number().nullable(),
  total_evaluations: z.number().int().nonnegative(),
  /** Null when the freelancer has fewer shifts than the reliability figure needs. */
  reliability: ReliabilitySchema,
  /** Shifts this freelancer attended at this contractor's jobs. */
  shifts_with_me: z.number().int().nonnegative(),
  /** The date (YYYY-MM-DD) of the last of them, or null. */
  last_shift_date: z.string().nullable(),
  added_at: z.string(),
});

/** `GET /api/contractor/team`: the favourites, the most recently added first. */
export const TeamResponseSchema = z.object({ members: z.array(TeamMemberSchema) });

/** `PUT /api/contractor/team/:freelancerId` (idempotent): the member as listed. */
export const TeamMemberResponseSchema = z.object({ member: TeamMemberSchema });

/** A freelancer the contractor blocked ('Bloqueados'), or a contractor a freelancer hid. */
export const BlockedFreelancerSchema = z.object({
  freelancer_id: z.uuid(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  blocked_at: z.string(),
});
export const BlockedFreelancersResponseSchema = z.object({ blocked: z.array(BlockedFreelancerSchema) });

export const HiddenContractorSchema = z.object({
  contractor_id: z.uuid(),
  /** The company name shown on their jobs (or the person's name without one). */
  name: z.string(),
  hidden_at: z.string(),
});
export const HiddenContractorsResponseSchema = z.object({ hidden: z.array(HiddenContractorSchema) });

/** What a freelancer's card and profile say of them to this contractor. */
export const TeamStandingSchema = z.object({ in_team: z.boolean(), blocked: z.boolean() });

export type TeamQuery = z.infer<typeof TeamQuerySchema>;
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export type TeamResponse = z.infer<typeof TeamResponseSchema>;
export type TeamMemberResponse = z.infer<typeof TeamMemberResponseSchema>;
export type BlockedFreelancer = z.infer<typeof BlockedFreelancerSchema>;
export type BlockedFreelancersResponse = z.infer<typeof BlockedFreelancersResponseSchema>;
export type HiddenContractor = z.infer<typeof HiddenContractorSchema>;
export type HiddenContractorsResponse = z.infer<typeof HiddenContractorsResponseSchema>;
export type TeamStanding = z.infer<typeof TeamStandingSchema>;
