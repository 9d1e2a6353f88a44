import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobListItem } from '@vamos/shared/schemas/job-views';
import { appConfigQueryOptions } from '@/lib/app-config';
import { useJobFilters } from '../hooks/use-job-filters';
import { JobFiltersPanel } from './job-filters-panel';
import { JobList } from './job-list';

/** 'Pagamento garantido' on the freelancer's board (decision 0042): the cards' line and the filter. */

function listed(id: string, title: string, guaranteed: boolean): JobListItem {
  return {
    id,
    title,
    company: 'Bar do Zé',
    location: 'Bela Vista, São Paulo - SP',
    city: 'São Paulo',
    state: 'SP',
    service_date: '2099-05-01',
    start_time: '19:00',
    end_time: '23:00',
    salary_cents: 18_000,
    required_people: 1,
    approved_count: 0,
    image_url: null,
    segment: 'GARCOM',
    application_cost: 18,
    guaranteed_pay: guaranteed,
    my_application: null,
    can: { apply: true },
  };
}

const GUARANTEED_JOB = listed('j1', 'Garçom', true);
const PLAIN_JOB = listed('j2', 'Segurança', false);
// Testing Library reads the amount's no-break space as a space.
const LINE = 'Pagamento garantido · R$ 180,00 via PIX até 24 h após o turno';

function json(body: unknown) {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/** The board's 'Todas as Vagas' as the page composes it: the filters in the URL, the list they ask for. */
function Board() {
  const { filters, update, clear } = useJobFilters();
  return (
    <>
      <JobFiltersPanel filters={filters} onChange={update} onClear={clear} />
      <JobList filters={filters} onClear={clear} />
    </>
  );
}

/** The server: the jobs asked for (only the guaranteed one with `guaranteed=1`), recording each list request. */
function renderBoard({ enabled, url = '/freelancer/jobs' }: { enabled: boolean; url?: string }) {
  const listRequests: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const address = new URL(input, 'http://localhost');
      if (address.pathname === '/api/jobs/cities') return json({ cities: ['São Paulo'] });
      if (address.pathname === '/api/wallet') return json({ coins: 50 });
      if (address.pathname === '/api/jobs') {
        listRequests.push(address.searchParams);
        const onlyGuaranteed = address.searchParams.get('guaranteed') === '1';
        return json({ jobs: onlyGuaranteed ? [GUARANTEED_JOB] : [GUARANTEED_JOB, PLAIN_JOB], next_cursor: null });
      }
      return new Response(null, { status: 404 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(appConfigQueryOptions.queryKey, {
    supportWhatsapp: '5521987654321',
    guaranteedPay: { enabled, feePercent: 10 },
    controller: {
      legalName: 'Vamos Trabalhar Tecnologia Ltda.',
      cnpj: '00.000.000/0001-91',
      dpoEmail: 'privacidade@vamostrabalhar.com.br',
    },
  });
  const router = createMemoryRouter([{ path: '/freelancer/jobs', element: <Board /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, listRequests, user: userEvent.setup() };
}

/** A card of the list, by its title. */
async function card(title: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: title });
  const article = link.closest('article');
  if (!article) throw new Error(`no card for ${title}`);
  return article;
}

describe("'Pagamento garantido' on the board", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a guaranteed-pay job says on its card how and when the freelancer is paid; another job does not', async () => {
    renderBoard({ enabled: true });
    expect(within(await card('Garçom')).getByText(LINE)).toBeVisible();
    expect(within(await card('Segurança')).queryByText(/Pagamento garantido/)).toBeNull();
  });

  it('the filter asks for guaranteed-pay jobs only, and the URL keeps it', async () => {
    const { router, listRequests, user } = renderBoard({ enabled: true });
    await card('Segurança');
    const filter = screen.getByRole('checkbox', { name: 'Pagamento garantido' });
    expect(filter).not.toBeChecked();
    expect(listRequests.at(-1)?.has('guaranteed')).toBe(false);

    await user.click(filter);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Segurança' })).toBeNull());
    expect(await card('Garçom')).toBeVisible();
    expect(listRequests.at(-1)?.get('guaranteed')).toBe('1');
    expect(router.state.location.search).toBe('?guaranteed=1');
    expect(screen.getByRole('button', { name: /^Filtros/ })).toHaveTextContent(/1 ativos$/);

    await user.click(filter);
    expect(await card('Segurança')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('a link with the filter opens the board filtered', async () => {
    const { listRequests } = renderBoard({ enabled: true, url: '/freelancer/jobs?guaranteed=1' });
    await card('Garçom');
    expect(screen.getByRole('checkbox', { name: 'Pagamento garantido' })).toBeChecked();
    expect(listRequests.map((params) => params.get('guaranteed'))).toEqual(['1']);
  });

  it('shows no filter where the deployment does not offer guaranteed pay', async () => {
    renderBoard({ enabled: false });
    await card('Garçom');
    expect(screen.queryByRole('checkbox', { name: 'Pagamento garantido' })).toBeNull();
  });
});
