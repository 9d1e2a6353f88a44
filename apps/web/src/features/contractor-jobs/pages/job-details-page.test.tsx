import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobHistoryResponse } from '@vamos/shared/schemas/job-history';
import type { ContractorJobDetail } from '@vamos/shared/schemas/job-views';
import { paths } from '@/config/paths';
import { JobDetailsPage } from './job-details-page';

/** One of my jobs, as GET /api/contractor/jobs/j1 answers it: nobody applied yet. */
const JOB: ContractorJobDetail = {
  id: 'j1',
  title: 'Garçom',
  description: 'Atendimento às mesas.',
  company: 'Bar do João',
  location: 'Bela Vista, São Paulo - SP',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  cep_prefix: '01310',
  service_date: '2099-03-01',
  start_time: '18:00',
  end_time: '23:30',
  payment_date: '2099-03-05',
  salary_cents: 15_000,
  requirements: 'Camisa preta',
  image_url: null,
  lanche_no_local: true,
  segment: 'GARCOM',
  guaranteed_pay: false,
  guaranteed_fee_cents: null,
  gender_preference: 'no_preference',
  required_people: 2,
  approved_count: 0,
  application_cost: 5,
  status: 'active',
  created_at: '2026-11-27T12:00:00.000Z',
  updated_at: '2026-11-27T12:00:00.000Z',
  address: {
    cep: '01310100',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
  },
  is_public: false,
  public_path: null,
  invite_first_until: null,
  event: null,
  pending_count: 0,
  applicants_count: 0,
  approved_freelancers: [],
  can: { edit: true, cancel: true, complete: false },
  applications: [],
  cancel_consequence: null,
};

const HISTORY: JobHistoryResponse = {
  entries: [{ at: '2026-11-27T12:00:00.000Z', action: 'published', actor_name: 'Bruno Lima', freelancer_name: null }],
};

function serve(history: JobHistoryResponse) {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (input: string) => {
    const url = String(input);
    if (url.endsWith('/api/contractor/jobs/j1')) return json(JOB);
    if (url.endsWith('/api/contractor/jobs/j1/history')) return json(history);
    if (url.endsWith('/api/wallet')) return json({ coins: 0, credits: 3 });
    return json({ error: { code: 'NOT_FOUND', message: 'Não encontrado.' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe("the contractor's job page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("ends with the job's 'Histórico', its own read loaded after the job, under the page's title", async () => {
    const fetch = serve(HISTORY);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[paths.contractor.jobDetails.getHref('j1')]}>
          <Routes>
            <Route path={paths.contractor.jobDetails.path} element={<JobDetailsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Garçom' })).toBeInTheDocument();
    const history = await screen.findByRole('heading', { level: 2, name: 'Histórico' });
    const section = history.closest('section')!;
    expect(await within(section).findByText('Publicada por Bruno Lima')).toBeInTheDocument();
    // Headings in order: the job's title, then its sections.
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level) => level >= 2)).toBe(true);
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls.indexOf('/api/contractor/jobs/j1')).toBeLessThan(urls.indexOf('/api/contractor/jobs/j1/history'));
  });
});
