import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationSchema,
  ApprovalResultSchema,
  MyApplicationsResponseSchema,
  WithdrawInputSchema,
} from '@vamos/shared/schemas/applications';
import { FreelancerAgendaItemSchema } from '@vamos/shared/schemas/agenda';
import { FreelancerProfileViewSchema } from '@vamos/shared/schemas/job-views';
import { PageQuerySchema } from '@vamos/shared/schemas/jobs';
import { MyReliabilitySchema } from '@vamos/shared/schemas/reliability';
import { MyStrikesSchema } from '@vamos/shared/schemas/strikes';
import { ContestInputSchema } from '@vamos/shared/schemas/no-shows';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireRole } from '../../http/request-context.ts';
import { presentApplication } from './shift-presenter.ts';
import { applyToJob } from './apply-to-job.ts';
import { approveApplication } from './approve-application.ts';
import { cancelApplication } from './cancel-application.ts';
import { getApplicantProfile } from './get-applicant-profile.ts';
import { getMyReliability } from './get-my-reliability.ts';
import { listMyApplications } from './list-my-applications.ts';
import { listMyStrikes } from './list-my-strikes.ts';
import { rejectApplication, reserveApplication } from './reject-application.ts';
import { withdrawApplication } from './withdraw-application.ts';
import { concludeShift } from './conclude-shift.ts';
import { contestNoShow } from './contest-no-show.ts';
import { markNoShow } from './mark-no-show.ts';
import { CheckInCodeSchema, CheckInInputSchema } from '@vamos/shared/schemas/check-in';
import { checkIn, checkInCodeOfJob, confirmShift } from './presence-actions.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import {
  InvitationAcceptedSchema,
  InvitationCreatedSchema,
  InvitationsResponseSchema,
  InviteInputSchema,
} from '@vamos/shared/schemas/invitations';
import { acceptInvitation, declineInvitation } from './answer-invitation.ts';
import { inviteToJob } from './invite-to-job.ts';
import { listMyInvitations } from './list-my-invitations.ts';

const IdParams = z.object({ id: z.string() });
/** 'Cheguei' may be tried this many times the usual limit per address (decision 0030). */
const CHECK_IN_RATE_FACTOR = 5;
const freelancer = { onRequest: requireRole('freelancer') };
const contractor = { onRequest: requireRole('contractor') };
const applicationResponse = { 200: ApplicationSchema };

/** Shifts, registered under /api: applying and giving up, approving and rejecting, concluding. */
export const shiftsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // ---------------------------------------------------------------- freelancer
  app.post(
    '/jobs/:id/apply',
    { ...freelancer, schema: { params: IdParams, response: { 201: ApplicationSchema } } },
    async (request, reply) =>
      reply.status(201).send(presentApplication(await applyToJob(deps, actorOf(request), request.params.id))),
  );

  app.get(
    '/freelancer/applications',
    { ...freelancer, schema: { querystring: PageQuerySchema, response: { 200: MyApplicationsResponseSchema } } },
    async (request) => listMyApplications(deps, actorOf(request), request.query),
  );

  app.delete(
    '/freelancer/applications/:id',
    { ...freelancer, schema: { params: IdParams } },
    async (request, reply) => {
      await cancelApplication(deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/freelancer/applications/:id/withdraw',
    // The body is optional: without it, 'Desistir' gives whatever the notice gives now.
    { ...freelancer, schema: { params: IdParams, body: WithdrawInputSchema.nullish(), response: applicationResponse } },
    async (request) =>
      presentApplication(
        await withdrawApplication(deps, actorOf(request), request.params.id, request.body?.expected_strikes),
      ),
  );

  app.post(
    '/freelancer/applications/:id/contest',
    { ...freelancer, schema: { params: IdParams, body: ContestInputSchema, response: applicationResponse } },
    async (request) =>
      presentApplication(await contestNoShow(deps, actorOf(request), request.params.id, request.body.text)),
  );

  app.get('/freelancer/strikes', { ...freelancer, schema: { response: { 200: MyStrikesSchema } } }, async (request) =>
    listMyStrikes(deps, actorOf(request)),
  );

  app.get(
    '/freelancer/reliability',
    { ...freelancer, schema: { response: { 200: MyReliabilitySchema } } },
    async (request) => getMyReliability(deps, actorOf(request)),
  );

  app.post(
    '/freelancer/agenda/:id/complete',
    { ...freelancer, schema: { params: IdParams, response: { 200: FreelancerAgendaItemSchema } } },
    async (request) => concludeShift(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/freelancer/agenda/:id/confirm',
    { ...freelancer, schema: { params: IdParams, response: { 200: FreelancerAgendaItemSchema } } },
    async (request) => confirmShift(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/freelancer/agenda/:id/check-in',
    {
      ...freelancer,
      // A code has a million values: guessing it is slowed down like a password, though a team on
      // the venue's Wi-Fi (one address) arrives together.
      preValidation: rateLimit(deps, { route: 'check-in', maxFactor: CHECK_IN_RATE_FACTOR }),
      schema: { params: IdParams, body: CheckInInputSchema, response: { 200: FreelancerAgendaItemSchema } },
    },
    async (request) => checkIn(deps, actorOf(request), request.params.id, request.body.code),
  );

  app.get(
    '/freelancer/invitations',
    { ...freelancer, schema: { response: { 200: InvitationsResponseSchema } } },
    async (request) => listMyInvitations(deps, actorOf(request)),
  );

  app.post(
    '/freelancer/invitations/:id/accept',
    { ...freelancer, schema: { params: IdParams, response: { 200: InvitationAcceptedSchema } } },
    async (request) => acceptInvitation(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/freelancer/invitations/:id/decline',
    { ...freelancer, schema: { params: IdParams } },
    async (request, reply) => {
      await declineInvitation(deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // ---------------------------------------------------------------- contractor
  app.post(
    '/contractor/jobs/:id/invitations',
    {
      ...contractor,
      schema: { params: IdParams, body: InviteInputSchema, response: { 201: InvitationCreatedSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteToJob(deps, actorOf(request), request.params.id, request.body.freelancer_id)),
  );

  app.get(
    '/contractor/jobs/:id/check-in-code',
    { ...contractor, schema: { params: IdParams, response: { 200: CheckInCodeSchema } } },
    async (request) => checkInCodeOfJob(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/contractor/applications/:id/approve',
    { ...contractor, schema: { params: IdParams, response: { 200: ApprovalResultSchema } } },
    async (request) => approveApplication(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/contractor/applications/:id/reject',
    { ...contractor, schema: { params: IdParams, response: applicationResponse } },
    async (request) => presentApplication(await rejectApplication(deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/contractor/applications/:id/reserve',
    { ...contractor, schema: { params: IdParams, response: applicationResponse } },
    async (request) => presentApplication(await reserveApplication(deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/contractor/applications/:id/no-show',
    { ...contractor, schema: { params: IdParams, response: applicationResponse } },
    async (request) => presentApplication(await markNoShow(deps, actorOf(request), request.params.id)),
  );

  app.get(
    '/freelancers/:id',
    { ...contractor, schema: { params: IdParams, response: { 200: FreelancerProfileViewSchema } } },
    async (request) => getApplicantProfile(deps, actorOf(request), request.params.id),
  );
};
