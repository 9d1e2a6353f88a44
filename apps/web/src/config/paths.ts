/** Every href of the app, built here and nowhere else (bulletproof-react). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login') },
  /** Where 'Excluir minha conta' leaves the person: the login page, saying the account is gone. */
  accountDeleted: { path: '/login', getHref: () => '/login?conta=excluida' },
  signup: {
    path: '/cadastro',
    getHref: (next?: string) => (next ? `/cadastro?next=${encodeURIComponent(next)}` : '/cadastro'),
  },
  forgotPassword: { path: '/esqueci-senha', getHref: () => '/esqueci-senha' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  /** The e-mailed link of a manager's invitation (decision 0040): `/convite-gerente?token=`. */
  managerInvitation: { path: '/convite-gerente', getHref: () => '/convite-gerente' },
  terms: { path: '/termos-de-uso', getHref: () => '/termos-de-uso' },
  privacy: { path: '/politica-privacidade', getHref: () => '/politica-privacidade' },
  cancellationPolicy: { path: '/politica-de-cancelamento', getHref: () => '/politica-de-cancelamento' },
  profile: { path: '/profile', getHref: () => '/profile' },
  profileEdit: { path: '/profile/edit', getHref: () => '/profile/edit' },
  jobs: { path: '/jobs', getHref: () => '/jobs' },
  job: {
    path: '/jobs/:id',
    /** `apply`: the page opens the apply dialog (where 'Candidatar-se' on the public page leads). */
    getHref: (id: string, apply?: boolean) => (apply ? `/jobs/${id}?candidatar=1` : `/jobs/${id}`),
  },
  /** A job's public page; `slugId` is `{slug}-{id}` as the server names it. */
  publicJob: { path: '/vagas/:slugId', getHref: (slugId: string) => `/vagas/${slugId}` },
  evaluation: { path: '/evaluation', getHref: () => '/evaluation' },
  agenda: { path: '/agenda', getHref: () => '/agenda' },
  agendaCreate: { path: '/agenda/create', getHref: () => '/agenda/create' },
  subscription: { path: '/subscription', getHref: () => '/subscription' },
  createJob: { path: '/create-job', getHref: () => '/create-job' },
  notifications: { path: '/notificacoes', getHref: () => '/notificacoes' },
  notificationPreferences: { path: '/notificacoes/preferencias', getHref: () => '/notificacoes/preferencias' },
  /** 'Meus dados' (LGPD, decision 0051): the export, the consents and 'Excluir minha conta', for both roles. */
  myData: { path: '/meus-dados', getHref: () => '/meus-dados' },
  jobPostings: { path: '/job-postings', getHref: () => '/job-postings' },
  /** The receipt of a sent pay-out (issue 27, decision 0046): the freelancer's and the company's alike. */
  receipt: { path: '/recibos/:payoutId', getHref: (payoutId: string) => `/recibos/${payoutId}` },
  freelancer: {
    jobs: { path: '/freelancer/jobs', getHref: () => '/freelancer/jobs' },
    /** 'Convites' at the top of the board (decision 0037): where an invitation's notification leads. */
    invitations: { path: '/freelancer/jobs', getHref: () => '/freelancer/jobs#convites' },
    applications: { path: '/freelancer/applications', getHref: () => '/freelancer/applications' },
    agenda: { path: '/freelancer/agenda', getHref: () => '/freelancer/agenda' },
    /** `section` 'recebimento': at the PIX key (issue 27), where 'Meus ganhos' sends a freelancer to check it. */
    profile: {
      path: '/freelancer/profile',
      getHref: (section?: 'recebimento') => (section ? `/freelancer/profile#${section}` : '/freelancer/profile'),
    },
    tokens: { path: '/freelancer/tokens', getHref: () => '/freelancer/tokens' },
    evaluation: {
      path: '/freelancer/evaluation',
      getHref: (jobId?: string) => (jobId ? `/freelancer/evaluation?jobId=${jobId}` : '/freelancer/evaluation'),
    },
    faq: { path: '/freelancer/faq', getHref: () => '/freelancer/faq' },
    subscription: { path: '/freelancer/subscription', getHref: () => '/freelancer/subscription' },
    publicProfile: { path: '/freelancer/:id', getHref: (id: string) => `/freelancer/${id}` },
    /** 'Alertas de vagas'; `prefill` opens the new-alert form with these filters (the board's 'Criar alerta com estes filtros'). */
    alerts: {
      path: '/freelancer/alertas',
      getHref: (prefill?: { city?: string; minCents?: number | null; segment?: string | null }) => {
        if (!prefill) return '/freelancer/alertas';
        const params = new URLSearchParams({ novo: '1' });
        if (prefill.city) params.set('cidade', prefill.city);
        if (prefill.minCents) params.set('valor_min', String(prefill.minCents));
        if (prefill.segment) params.set('funcao', prefill.segment);
        return `/freelancer/alertas?${params.toString()}`;
      },
    },
    /** 'Contratantes ocultos': the contractors whose jobs I hid, to show again. */
    hiddenContractors: { path: '/freelancer/contratantes-ocultos', getHref: () => '/freelancer/contratantes-ocultos' },
    /** 'Meus ganhos' (issue 27, decision 0044): the pay-outs of guaranteed-pay jobs, where their notifications lead. */
    earnings: { path: '/freelancer/ganhos', getHref: () => '/freelancer/ganhos' },
  },
  /** The operators' back office (issue 28, decisions 0048 and 0049): its own sign-in, second factor and layout. */
  operator: {
    login: { path: '/operador/entrar', getHref: () => '/operador/entrar' },
    secondFactor: { path: '/operador/verificacao', getHref: () => '/operador/verificacao' },
    /** 'Painel' (decision 0055): the marketplace's figures. */
    dashboard: { path: '/operador/painel', getHref: () => '/operador/painel' },
    contests: { path: '/operador', getHref: () => '/operador' },
    audit: { path: '/operador/auditoria', getHref: () => '/operador/auditoria' },
    /** 'Vagas' and 'Denúncias' (decision 0054). */
    jobs: { path: '/operador/vagas', getHref: () => '/operador/vagas' },
    reports: { path: '/operador/denuncias', getHref: () => '/operador/denuncias' },
    payments: { path: '/operador/pagamentos', getHref: () => '/operador/pagamentos' },
    /** 'Usuários' (decision 0050): the search (`?q=&pagina=`) and a user's page. */
    users: {
      path: '/operador/usuarios',
      getHref: (q = '', page = 1) => {
        const params = new URLSearchParams();
        if (q) params.set('q', q);
        if (page > 1) params.set('pagina', String(page));
        const query = params.toString();
        return query ? `/operador/usuarios?${query}` : '/operador/usuarios';
      },
    },
    user: { path: '/operador/usuarios/:id', getHref: (id: string) => `/operador/usuarios/${encodeURIComponent(id)}` },
  },
  contractor: {
    root: { path: '/contractor', getHref: () => '/contractor' },
    jobs: { path: '/contractor/jobs', getHref: () => '/contractor/jobs' },
    jobCreate: {
      path: '/contractor/jobs/create',
      /** `repeat`: 'Repetir vaga', the form filled with that job's data, its dates empty. */
      getHref: (repeat?: string) =>
        repeat ? `/contractor/jobs/create?repetir=${encodeURIComponent(repeat)}` : '/contractor/jobs/create',
    },
    job: { path: '/contractor/jobs/:id', getHref: (id: string) => `/contractor/jobs/${id}` },
    /** 'Publicar evento': one form, several roles, optionally weekly (decision 0038). */
    eventCreate: { path: '/contractor/eventos/novo', getHref: () => '/contractor/eventos/novo' },
    event: { path: '/contractor/eventos/:id', getHref: (id: string) => `/contractor/eventos/${id}` },
    jobEdit: { path: '/contractor/jobs/:id/edit', getHref: (id: string) => `/contractor/jobs/${id}/edit` },
    jobDetails: { path: '/contractor/jobs/:id/details', getHref: (id: string) => `/contractor/jobs/${id}/details` },
    jobPostings: { path: '/contractor/job-postings', getHref: () => '/contractor/job-postings' },
    agenda: { path: '/contractor/agenda', getHref: () => '/contractor/agenda' },
    agendaCreate: { path: '/contractor/agenda/create', getHref: () => '/contractor/agenda/create' },
    agendaEdit: { path: '/contractor/agenda/:id/edit', getHref: (id: string) => `/contractor/agenda/${id}/edit` },
    profile: { path: '/contractor/profile', getHref: () => '/contractor/profile' },
    evaluation: {
      path: '/contractor/evaluation',
      getHref: (jobId?: string) => (jobId ? `/contractor/evaluation?jobId=${jobId}` : '/contractor/evaluation'),
    },
    faq: { path: '/contractor/faq', getHref: () => '/contractor/faq' },
    subscription: { path: '/contractor/subscription', getHref: () => '/contractor/subscription' },
    /** 'Minha equipe': favourites and blocked freelancers. */
    team: { path: '/contractor/equipe', getHref: () => '/contractor/equipe' },
    /** 'Pagamentos': the month's receipts of guaranteed pay and their CSV (decision 0046); `month` 'yyyy-MM'. */
    payments: {
      path: '/contractor/pagamentos',
      getHref: (month?: string) => (month ? `/contractor/pagamentos?mes=${month}` : '/contractor/pagamentos'),
    },
    /** 'Gerentes': the owner's managers and invitations (decision 0040). */
    managers: { path: '/contractor/gerentes', getHref: () => '/contractor/gerentes' },
    freelancerProfile: {
      path: '/contractor/freelancer/:id',
      getHref: (id: string, jobId?: string) => `/contractor/freelancer/${id}${jobId ? `?jobId=${jobId}` : ''}`,
    },
  },
  dev: { outbox: { getHref: () => '/dev/outbox' } },
} as const;

export type Role = 'freelancer' | 'contractor';

/** Where a signed-in user lands (spec 01 §2.2). */
export function homeOf(role: Role): string {
  return role === 'freelancer' ? paths.freelancer.jobs.getHref() : paths.contractor.jobs.getHref();
}
