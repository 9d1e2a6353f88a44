import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContractorEvent, ContractorJob } from '@vamos/shared/schemas/job-views';
import { toast } from '@/lib/toast';
import { recordToasts } from '@/test/toasts';
import { groupByEvent, progressText } from '../lib/event-progress';
import { EventActions } from './event-actions';
import { EventCard } from './event-card';

recordToasts();

const EVENT = { id: 'e1', name: 'Casamento Silva' };

function job(
  id: string,
  title: string,
  approved: number,
  places: number,
  extra: Partial<ContractorJob> = {},
): ContractorJob {
  return {
    id,
    title,
    description: '',
    company: 'Buffet Estrela',
    location: 'Bela Vista, São Paulo - SP',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    cep_prefix: '01310',
    invite_first_until: null,
    service_date: '2026-12-12',
    start_time: '19:00:00',
    end_time: '23:30:00',
    payment_date: '2026-12-13',
    salary_cents: 15_000,
    requirements: 'Camisa preta',
    image_url: null,
    lanche_no_local: false,
    segment: 'GARCOM',
    guaranteed_pay: false,
    guaranteed_fee_cents: null,
    gender_preference: 'no_preference',
    required_people: places,
    approved_count: approved,
    application_cost: 15,
    status: approved >= places ? 'filled' : 'active',
    created_at: `2026-11-20T12:00:00.00${id.slice(-1)}Z`,
    updated_at: '2026-11-20T12:00:00.000Z',
    address: null,
    is_public: true,
    public_path: null,
    event: EVENT,
    pending_count: 0,
    applicants_count: approved,
    approved_freelancers: [],
    can: { edit: true, cancel: true, complete: false },
    ...extra,
  };
}

const ROLES = [job('j1', 'Garçom', 4, 6), job('j2', 'Bartender', 2, 2), job('j3', 'Segurança', 0, 1)];

function wrap(ui: React.ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/contractor/eventos/e1']}>
        <Routes>
          <Route path="/contractor/eventos/e1" element={ui} />
          <Route path="/contractor/jobs" element={<h1>Minhas Vagas</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('an event in the contractor’s list (decision 0038)', () => {
  it('says each role’s approved/places in one line, and links to the event', () => {
    expect(progressText(ROLES)).toBe('Garçom 4/6 · Bartender 2/2 · Segurança 0/1');
    wrap(<EventCard id="e1" name="Casamento Silva" jobs={ROLES} />);
    const card = screen.getByRole('article', { name: 'Casamento Silva' });
    expect(within(card).getByRole('list', { name: 'Funções e aprovados' })).toHaveTextContent(
      '12/12/2026, 19:00 – 23:30: Garçom 4/6 · Bartender 2/2 · Segurança 0/1',
    );
    expect(within(card).getByRole('link', { name: 'Ver evento: Casamento Silva' })).toHaveAttribute(
      'href',
      '/contractor/eventos/e1',
    );
  });

  it('gathers an event’s jobs into one entry at the place of its newest, in the order published', () => {
    const alone = job('j9', 'Cozinheiro', 0, 1, { event: null });
    // The list is newest first: the event's last role comes first.
    const entries = groupByEvent([ROLES[2]!, alone, ROLES[1]!, ROLES[0]!]);
    expect(entries.map((e) => (e.kind === 'job' ? e.job.title : e.jobs.map((j) => j.title).join('+')))).toEqual([
      'Garçom+Bartender+Segurança',
      'Cozinheiro',
    ]);
  });
});

describe("'Cancelar evento' and 'Concluir evento'", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  const event = (can: ContractorEvent['can']): ContractorEvent => ({
    ...EVENT,
    roles: 3,
    weeks: 1,
    created_at: '2026-11-20T12:00:00.000Z',
    jobs: ROLES,
    can,
  });

  it('cancels the whole event once confirmed, says so, and goes back to the list', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    wrap(<EventActions event={event({ cancel: true, complete: false })} />);
    expect(screen.queryByRole('button', { name: 'Concluir evento' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar evento?' });
    expect(dialog).toHaveTextContent('Serão canceladas as 3 vagas abertas de Casamento Silva');
    expect(dialog).toHaveTextContent('Os 6 freelancers aprovados serão avisados');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar evento' }));
    expect(await screen.findByRole('heading', { name: 'Minhas Vagas' })).toBeVisible();
    expect(fetch).toHaveBeenCalledWith('/api/contractor/events/e1/cancel', expect.objectContaining({ method: 'POST' }));
    expect(toast.success).toHaveBeenCalledWith('Evento cancelado', expect.anything());
  });

  it('says why the conclusion was refused, in the server’s words', async () => {
    const message = 'O serviço só pode ser concluído a partir do horário de início.';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'JOB_NOT_STARTED', message } }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    wrap(<EventActions event={event({ cancel: true, complete: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Concluir evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Concluir evento?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Concluir evento' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao concluir evento', { description: message }),
    );
  });
});
