import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { requireCompanyOwner } from '@/lib/guards';
import { NotFoundInShell } from './not-found';

const jobsList = async () => ({
  Component: (await import('@/features/contractor-jobs/pages/contractor-jobs-page')).ContractorJobsPage,
});
const createJob = async () => ({
  Component: (await import('@/features/contractor-jobs/pages/create-job-page')).CreateJobPage,
});
const agenda = async () => ({
  Component: (await import('@/features/contractor-agenda/pages/agenda-page')).AgendaPage,
});
const agendaCreate = async () => ({
  Component: (await import('@/features/contractor-agenda/pages/agenda-create-page')).AgendaCreatePage,
});

/** '/contractor/jobs/:id' has no page of its own: the job's details (DESIGN §2 "Route gaps"). */
function jobRedirect({ params }: LoaderFunctionArgs) {
  return redirect(paths.contractor.jobDetails.getHref(params.id ?? ''));
}

/**
 * Pages of the contractor area, mounted under the contractor guard and shell by app/router.tsx.
 * Aliases of the spec's route table (/job-postings, /create-job, /agenda…) show the same real
 * pages. The /freelancer/:id alias of the freelancer profile lives in ./freelancer-id-route: it
 * must answer a freelancer too (with the 404 of their own area).
 */
export const contractorRoutes: RouteObject[] = [
  { path: paths.contractor.root.path, lazy: jobsList },
  { path: paths.contractor.jobs.path, lazy: jobsList },
  { path: paths.contractor.jobPostings.path, lazy: jobsList },
  { path: paths.jobPostings.path, lazy: jobsList },
  { path: paths.contractor.jobCreate.path, lazy: createJob },
  { path: paths.createJob.path, lazy: createJob },
  { path: paths.contractor.job.path, loader: jobRedirect },
  {
    path: paths.contractor.jobDetails.path,
    lazy: async () => ({
      Component: (await import('@/features/contractor-jobs/pages/job-details-page')).JobDetailsPage,
    }),
  },
  {
    path: paths.contractor.jobEdit.path,
    lazy: async () => ({
      Component: (await import('@/features/contractor-jobs/pages/edit-job-page')).EditJobPage,
    }),
  },
  {
    path: paths.contractor.eventCreate.path,
    lazy: async () => ({
      Component: (await import('@/features/contractor-jobs/pages/create-event-page')).CreateEventPage,
    }),
  },
  {
    path: paths.contractor.event.path,
    lazy: async () => ({
      Component: (await import('@/features/contractor-jobs/pages/event-details-page')).EventDetailsPage,
    }),
  },
  { path: paths.contractor.agenda.path, lazy: agenda },
  { path: paths.contractor.agendaCreate.path, lazy: agendaCreate },
  { path: paths.agendaCreate.path, lazy: agendaCreate },
  {
    path: paths.contractor.agendaEdit.path,
    lazy: async () => ({
      Component: (await import('@/features/contractor-agenda/pages/agenda-edit-page')).AgendaEditPage,
    }),
  },
  {
    path: paths.contractor.freelancerProfile.path,
    lazy: async () => ({
      Component: (await import('@/features/freelancer-view/pages/freelancer-profile-page')).FreelancerProfilePage,
    }),
  },
  {
    path: paths.contractor.team.path,
    lazy: async () => ({ Component: (await import('@/features/team/pages/team-page')).TeamPage }),
  },
  {
    // 'Pagamentos' (decision 0046): the company's receipts, its managers' too.
    path: paths.contractor.payments.path,
    lazy: async () => ({
      Component: (await import('@/features/receipts/pages/contractor-payments-page')).ContractorPaymentsPage,
    }),
  },
  {
    // The owner's only (decision 0040): a manager who types it goes home.
    path: paths.contractor.managers.path,
    loader: requireCompanyOwner,
    lazy: async () => ({ Component: (await import('@/features/managers/pages/managers-page')).ManagersPage }),
  },
  {
    path: paths.contractor.evaluation.path,
    lazy: async () => {
      const { EvaluationPage } = await import('@/features/evaluations/pages/evaluation-page');
      return { Component: () => <EvaluationPage role="contractor" /> };
    },
  },
  {
    path: paths.contractor.profile.path,
    lazy: async () => ({
      Component: (await import('@/features/profile/pages/contractor-profile-page')).ContractorProfilePage,
    }),
  },
  {
    // 'Planos de Assinatura' with the credit statement below it (two features composed here); the
    // owner's only, as are the payments and the statement behind it.
    path: paths.contractor.subscription.path,
    loader: requireCompanyOwner,
    lazy: async () => {
      const [{ SubscriptionPage }, { StatementSection }] = await Promise.all([
        import('@/features/subscription/pages/subscription-page'),
        import('@/features/statement/components/statement-section'),
      ]);
      return { Component: () => <SubscriptionPage statement={<StatementSection currency="credit" />} /> };
    },
  },
  {
    path: paths.contractor.faq.path,
    lazy: async () => {
      const { HelpPage } = await import('@/features/help/pages/help-page');
      return { Component: () => <HelpPage role="contractor" /> };
    },
  },
  { path: '/contractor/*', Component: NotFoundInShell },
];
