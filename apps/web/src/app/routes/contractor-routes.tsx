import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
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
const freelancerProfile = async () => ({
  Component: (await import('@/features/freelancer-view/pages/freelancer-profile-page')).FreelancerProfilePage,
});

/** '/contractor/jobs/:id' has no page of its own: the job's details (DESIGN §2 "Route gaps"). */
function jobRedirect({ params }: LoaderFunctionArgs) {
  return redirect(paths.contractor.jobDetails.getHref(params.id ?? ''));
}

/**
 * Pages of the contractor area, mounted under the contractor guard and shell by app/router.tsx.
 * Aliases of the spec's route table (/job-postings, /create-job, /agenda, /freelancer/:id…) show
 * the same real pages. Static segments outrank dynamic ones, so the freelancer's own
 * /freelancer/jobs etc. never match /freelancer/:id here; and a freelancer never passes this guard.
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
  { path: paths.contractor.agenda.path, lazy: agenda },
  { path: paths.agenda.path, lazy: agenda },
  { path: paths.contractor.agendaCreate.path, lazy: agendaCreate },
  { path: paths.agendaCreate.path, lazy: agendaCreate },
  {
    path: paths.contractor.agendaEdit.path,
    lazy: async () => ({
      Component: (await import('@/features/contractor-agenda/pages/agenda-edit-page')).AgendaEditPage,
    }),
  },
  { path: paths.contractor.freelancerProfile.path, lazy: freelancerProfile },
  { path: paths.freelancer.publicProfile.path, lazy: freelancerProfile },
  {
    path: paths.contractor.profile.path,
    lazy: async () => ({
      Component: (await import('@/features/profile/pages/contractor-profile-page')).ContractorProfilePage,
    }),
  },
  { path: '/contractor/*', Component: NotFoundInShell },
];
