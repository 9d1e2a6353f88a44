import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobTemplateView } from '@vamos/shared/schemas/job-templates';
import { CreateJobPage } from './create-job-page';
import { recordToasts } from '@/test/toasts';

recordToasts();

/** One of my published jobs, as GET /api/contractor/jobs/j1 answers it (the fields the form reads). */
const SOURCE_JOB = {
  id: 'j1',
  title: 'Bartender',
  company: 'Buffet Alegria',
  state: 'RJ',
  city: 'Niterói',
  address: {
    cep: '24020005',
    state: 'RJ',
    city: 'Niterói',
    neighborhood: 'Centro',
    street: 'Rua da Conceição',
    number: '55',
    complement: 'Sala 3',
  },
  service_date: '2099-03-01',
  payment_date: '2099-03-05',
  start_time: '19:00:00',
  end_time: '02:00:00',
  salary_cents: 18_000,
  requirements: 'Avental preto',
  gender_preference: 'female',
  segment: 'BARTENDER',
  description: 'Drinks no casamento.',
  required_people: 4,
  lanche_no_local: true,
  is_public: false,
  applications: [],
};

const TEMPLATE: JobTemplateView = {
  id: 't1',
  name: 'Garçom de sexta',
  created_at: '2026-11-01T12:00:00.000Z',
  fields: {
    company: 'Bar do Modelo',
    segment: 'GARCOM',
    cep: '01310100',
    state: 'SP',
    city: 'São Paulo',
    salary_cents: 15_000,
    required_people: 2,
    start_time: '18:00',
    end_time: '23:30',
    requirements: 'Camisa branca',
  },
};

type Call = { url: string; method: string; body: unknown };

/** The API as this page reads it: my profile and wallet, the source job (or 404), my templates. */
function serve({ templates = [] as JobTemplateView[], sourceStatus = 200 } = {}) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/api/profile')) return json({ company_name: 'Bar do Zé' });
      if (url.endsWith('/api/wallet')) return json({ coins: 0, credits: 5 });
      if (url.endsWith('/api/contractor/jobs/j1')) {
        return sourceStatus === 200
          ? json(SOURCE_JOB)
          : json({ error: { code: 'JOB_NOT_FOUND', message: 'Vaga não encontrada.' } }, sourceStatus);
      }
      if (url.endsWith('/api/contractor/job-templates') && method === 'POST') {
        return json({ ...TEMPLATE, id: 't2' }, 201);
      }
      if (url.endsWith('/api/contractor/job-templates')) return json({ templates });
      return json({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } }, 404);
    }),
  );
  return calls;
}

function renderPage(entry = '/contractor/jobs/create') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <CreateJobPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

describe("Publicar vaga: 'Repetir vaga' and templates", { timeout: 20_000 }, () => {
  beforeEach(() => {
    // jsdom has no ResizeObserver; the Radix checkbox ('Lanche no local') measures itself with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("'Repetir vaga' fills the form with the job's data, its dates empty", async () => {
    serve();
    renderPage('/contractor/jobs/create?repetir=j1');
    expect(await screen.findByDisplayValue('Buffet Alegria')).toBe(field('Empresa'));
    expect(screen.getByText(/Dados copiados de “Bartender”/)).toBeInTheDocument();
    expect(field('Segmento')).toHaveValue('BARTENDER');
    expect(field('Número de pessoas')).toHaveValue(4);
    expect(field('Preferência de gênero')).toHaveValue('female');
    expect(field('Vestimentas')).toHaveValue('Avental preto');
    expect(field('Início')).toHaveValue('19:00');
    expect(field('Término')).toHaveValue('02:00');
    expect(field('Orçamento')).toHaveValue('R$\u00a0180,00');
    expect(field('CEP')).toHaveValue('24020-005');
    expect(field('Rua')).toHaveValue('Rua da Conceição');
    expect(screen.getByRole('checkbox', { name: 'Lanche no local' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vaga pública' })).not.toBeChecked();
    expect(field('Data do serviço')).toHaveValue('');
    expect(field('Data de pagamento')).toHaveValue('');
  });

  it("another contractor's job: the normal 'Vaga não encontrada', no form filled", async () => {
    serve({ sourceStatus: 404 });
    renderPage('/contractor/jobs/create?repetir=j1');
    expect(await screen.findByRole('heading', { name: 'Vaga não encontrada' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Nova vaga' })).toBeNull();
    expect(screen.queryByDisplayValue('Buffet Alegria')).toBeNull();
  });

  it("choosing a template in 'Usar modelo' fills the form, dates empty", async () => {
    serve({ templates: [TEMPLATE] });
    const user = renderPage();
    const picker = await screen.findByLabelText('Usar modelo');
    expect(field('Empresa')).toHaveValue('Bar do Zé');
    await user.selectOptions(picker, 'Garçom de sexta');
    expect(await screen.findByDisplayValue('Bar do Modelo')).toBe(field('Empresa'));
    expect(field('Segmento')).toHaveValue('GARCOM');
    expect(field('Número de pessoas')).toHaveValue(2);
    expect(field('Orçamento')).toHaveValue('R$\u00a0150,00');
    expect(field('CEP')).toHaveValue('01310-100');
    expect(field('Vestimentas')).toHaveValue('Camisa branca');
    expect(field('Data do serviço')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Excluir modelo' })).toBeVisible();
  });

  it("'Salvar como modelo' asks a name and sends the form's fields, without dates", async () => {
    const calls = serve();
    const user = renderPage();
    await user.type(await screen.findByLabelText('Vestimentas'), 'Camisa preta');
    await user.type(field('Data do serviço'), '2099-05-10');
    await user.click(screen.getByRole('button', { name: 'Salvar como modelo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar como modelo' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar modelo' }));
    expect(await within(dialog).findByText('Informe o nome do modelo')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Nome do modelo'), 'Noite de sexta');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar modelo' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain('/api/contractor/job-templates');
    expect(post?.body).toEqual({
      name: 'Noite de sexta',
      fields: {
        company: 'Bar do Zé',
        requirements: 'Camisa preta',
        gender_preference: 'no_preference',
        required_people: 1,
        lanche_no_local: false,
        is_public: true,
      },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
