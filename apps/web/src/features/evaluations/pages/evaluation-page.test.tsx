import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Evaluation, PendingEvaluation } from '@vamos/shared/schemas/evaluations';
import { EvaluationPage } from './evaluation-page';

function evaluation(id: string, evaluator: string, rating: number): Evaluation {
  return {
    id,
    job_id: `job-${id}`,
    evaluator_id: `user-${id}`,
    evaluated_id: 'me',
    rating,
    comment: `Comentário de ${evaluator}.`,
    punctual: true,
    proactive: true,
    polite: true,
    agile: true,
    requirements_met: true,
    created_at: '2026-11-20T12:00:00.000Z',
    updated_at: '2026-11-20T12:00:00.000Z',
    job: { id: `job-${id}`, title: 'Garçom', company: 'Bar do João', service_date: '2026-11-19' },
    evaluator: { id: `user-${id}`, full_name: evaluator, avatar_url: null },
    evaluated: { id: 'me', full_name: 'Maria da Silva', avatar_url: null },
  };
}

const RECEIVED = [evaluation('ev1', 'Ana Souza', 5), evaluation('ev2', 'Pedro Lima', 4)];
// Someone waits for my rating: without a hint the page opens on 'Avaliar'.
const PENDING: PendingEvaluation = {
  job_id: 'job-9',
  job_title: 'Bartender',
  job_image_url: null,
  company_name: 'Buffet Sol',
  job_salary_cents: 12_000,
  job_service_date: '2026-11-18',
  job_status: 'completed',
  evaluated_user_id: 'c9',
  evaluated_user_name: 'Carlos Dias',
  evaluated_avatar_url: null,
};

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

function renderAt(url: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/evaluations/received')
        return json({ average_rating: 4.5, total_evaluations: 2, evaluations: RECEIVED });
      if (path === '/api/evaluations/given') return json({ evaluations: [] });
      if (path === '/api/evaluations/pending') return json({ pending: [PENDING] });
      return json({ count: 1 });
    }),
  );
  const router = createMemoryRouter(
    [{ path: '/freelancer/evaluation', element: <EvaluationPage role="freelancer" /> }],
    {
      initialEntries: [url],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe(
  'EvaluationPage ?received=: the notification "Você recebeu uma avaliação" opens it',
  { timeout: 20_000 },
  () => {
    const scrolled: Element[] = [];
    beforeEach(() => {
      // jsdom lays nothing out: record what the page scrolls to.
      Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
        scrolled.push(this);
      };
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      scrolled.length = 0;
    });

    it('on the received tab, at that evaluation, marked and focused', async () => {
      renderAt('/freelancer/evaluation?received=ev2');
      const list = await screen.findByRole('list', { name: 'Avaliações recebidas' });
      expect(screen.getByRole('tab', { name: 'Avaliações' })).toHaveAttribute('aria-selected', 'true');

      const pedro = within(list).getByRole('listitem', { name: /Pedro Lima/ });
      expect(pedro).toHaveAccessibleName('Avaliação de Pedro Lima (a que você acabou de receber)');
      expect(within(pedro).getByText('Nova')).toBeVisible();
      await waitFor(() => expect(pedro).toHaveFocus());
      expect(scrolled).toEqual([pedro]);

      const ana = within(list).getByRole('listitem', { name: /Ana Souza/ });
      expect(within(ana).queryByText('Nova')).toBeNull();
    });

    it('without it, someone waiting for my rating opens "Avaliar" as before', async () => {
      renderAt('/freelancer/evaluation');
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: /^Avaliar/ })).toHaveAttribute('aria-selected', 'true'),
      );
      expect(scrolled).toEqual([]);
    });
  },
);
