import { expect, type Page } from '@playwright/test';

/**
 * Every route of the spec's route tables (spec 01 §2.1, spec 02 §2) and DESIGN §2 "Route gaps",
 * signed out and for each role: routes-crawl.spec.ts opens each one, floating-chrome.spec.ts
 * measures what the floating button and the bars cover on each.
 */

export type Ids = { jobId: string; freelancerId: string };
export type Role = 'freelancer' | 'contractor';

export type Visit = {
  /** The path opened, or a builder for the parameterized ones (real ids made in beforeAll). */
  path: string | ((ids: Ids) => string);
  /** Where a redirect ends (DESIGN §2); the page there is scanned by its own entry. */
  lands?: string | ((ids: Ids) => string);
  /** A deliberately unknown path: the 404, inside the role's navigation when `inShell`. */
  notFound?: 'public' | 'shell';
  /** Something to do before the scan (open a FAQ answer, so the scan sees it). */
  prepare?: (page: Page) => Promise<void>;
};

export const UNKNOWN = '/pagina-que-nao-existe';

const openFirstQuestion = async (page: Page) => {
  const first = page.getByRole('heading', { level: 3 }).first().getByRole('button');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
};

export const PUBLIC: Visit[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/cadastro' },
  { path: '/esqueci-senha' },
  { path: '/reset-password' },
  // A manager's invitation without its token says the link does not work (managers.spec.ts opens a real one).
  { path: '/convite-gerente' },
  { path: '/termos-de-uso' },
  { path: '/politica-privacidade' },
  { path: '/politica-de-cancelamento' },
  { path: '/subscription' },
  // The job's public page (issue 25): the job of these specs is filled, so the page says 'Vaga encerrada'.
  { path: (ids) => `/vagas/garcom-bela-vista-sao-paulo-${ids.jobId}` },
  { path: UNKNOWN, notFound: 'public' },
];

export const FREELANCER: Visit[] = [
  { path: '/', lands: '/freelancer/jobs' },
  { path: '/login', lands: '/freelancer/jobs' },
  { path: '/profile', lands: '/freelancer/profile' },
  { path: '/profile/edit' },
  // 'Meus dados' (decision 0051): the download, the consents and 'Excluir minha conta'.
  { path: '/meus-dados' },
  { path: '/jobs' },
  { path: (ids) => `/jobs/${ids.jobId}` },
  { path: '/freelancer/jobs' },
  { path: '/freelancer/applications' },
  { path: '/freelancer/agenda' },
  { path: '/freelancer/profile' },
  { path: '/freelancer/tokens' },
  { path: '/freelancer/subscription', lands: '/freelancer/tokens' },
  { path: '/subscription', lands: '/freelancer/tokens' },
  { path: '/freelancer/evaluation' },
  { path: '/evaluation', lands: '/freelancer/evaluation' },
  { path: '/freelancer/faq', prepare: openFirstQuestion },
  { path: '/notificacoes' },
  { path: '/notificacoes/preferencias' },
  { path: '/freelancer/alertas' },
  { path: '/freelancer/contratantes-ocultos' },
  { path: '/freelancer/ganhos' },
  { path: '/reset-password' },
  { path: '/convite-gerente' },
  { path: '/termos-de-uso' },
  { path: '/politica-privacidade' },
  // One unknown segment under /freelancer/ is not bounced to the jobs (the contractor-only
  // /freelancer/:id profile route), nor is another freelancer's profile.
  { path: '/freelancer/nao-existe', notFound: 'shell' },
  // Their own public address takes a freelancer to their own profile; '/agenda' to their agenda.
  { path: (ids) => `/freelancer/${ids.freelancerId}`, lands: '/freelancer/profile' },
  { path: '/agenda', lands: '/freelancer/agenda' },
  { path: '/freelancer/nao/existe', notFound: 'shell' },
  { path: UNKNOWN, notFound: 'public' },
];

export const CONTRACTOR: Visit[] = [
  { path: '/', lands: '/contractor/jobs' },
  { path: '/login', lands: '/contractor/jobs' },
  { path: '/profile', lands: '/contractor/profile' },
  { path: '/profile/edit' },
  // 'Meus dados' (decision 0051): the download, the consents and 'Excluir minha conta'.
  { path: '/meus-dados' },
  { path: '/contractor' },
  { path: '/contractor/jobs' },
  { path: '/contractor/job-postings' },
  { path: '/job-postings' },
  { path: '/contractor/jobs/create' },
  { path: '/create-job' },
  { path: '/contractor/eventos/novo' },
  { path: (ids) => `/contractor/jobs/${ids.jobId}`, lands: (ids) => `/contractor/jobs/${ids.jobId}/details` },
  { path: (ids) => `/contractor/jobs/${ids.jobId}/details` },
  { path: (ids) => `/contractor/jobs/${ids.jobId}/edit` },
  { path: '/contractor/agenda' },
  { path: '/agenda', lands: '/contractor/agenda' },
  { path: '/notificacoes' },
  { path: '/notificacoes/preferencias' },
  { path: '/contractor/agenda/create' },
  { path: '/agenda/create' },
  { path: '/contractor/profile' },
  { path: '/contractor/equipe' },
  { path: '/contractor/gerentes' },
  { path: '/contractor/pagamentos' },
  { path: (ids) => `/contractor/freelancer/${ids.freelancerId}` },
  { path: (ids) => `/freelancer/${ids.freelancerId}` },
  { path: '/contractor/subscription' },
  { path: '/subscription', lands: '/contractor/subscription' },
  { path: '/contractor/evaluation' },
  { path: '/evaluation', lands: '/contractor/evaluation' },
  { path: '/contractor/faq', prepare: openFirstQuestion },
  { path: '/reset-password' },
  { path: '/convite-gerente' },
  { path: '/termos-de-uso' },
  { path: '/politica-privacidade' },
  { path: '/contractor/nao-existe', notFound: 'shell' },
  { path: '/freelancer/nao-existe', notFound: 'shell' },
  { path: UNKNOWN, notFound: 'public' },
];

export function resolve(value: string | ((ids: Ids) => string), ids: Ids): string {
  return typeof value === 'string' ? value : value(ids);
}
