import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import type { Evaluation } from '@vamos/shared/schemas/evaluations';
import { EvaluationDialog, type EvaluationTarget } from './evaluation-dialog';
import { recordToasts } from '@/test/toasts';

recordToasts();

const NEW: EvaluationTarget = {
  kind: 'create',
  jobId: 'job-1',
  jobTitle: 'Garçom',
  serviceDate: '2026-05-01',
  evaluatedId: 'user-2',
  evaluatedName: 'Maria da Silva',
  evaluatedAvatarUrl: null,
};

const EXISTING: Evaluation = {
  id: 'ev-1',
  job_id: 'job-1',
  evaluator_id: 'user-1',
  evaluated_id: 'user-2',
  rating: 3,
  comment: 'Bom trabalho.',
  punctual: true,
  proactive: false,
  polite: true,
  agile: false,
  requirements_met: false,
  created_at: '2026-05-02T12:00:00.000Z',
  updated_at: '2026-05-02T12:00:00.000Z',
  job: { id: 'job-1', title: 'Garçom', company: 'Bar do João', service_date: '2026-05-01' },
  evaluator: { id: 'user-1', full_name: 'João Pereira', avatar_url: null },
  evaluated: { id: 'user-2', full_name: 'Maria da Silva', avatar_url: null },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubApi(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog(target: EvaluationTarget) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <EvaluationDialog target={target} onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onOpenChange };
}

describe('EvaluationDialog', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("keeps 'Finalizar' disabled until a star is chosen, then sends the rating, toggles and comment", async () => {
    const fetchMock = stubApi(() => json(EXISTING, 201));
    const { user, onOpenChange } = renderDialog(NEW);
    await screen.findByRole('dialog', { name: 'Avaliar Maria da Silva' });
    const finish = screen.getByRole('button', { name: 'Finalizar' });
    expect(finish).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Pontual' }));
    await user.click(screen.getByRole('button', { name: 'Agilidade' }));
    expect(screen.getByRole('button', { name: 'Pontual' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Proativo(a)' })).toHaveAttribute('aria-pressed', 'false');
    await user.type(screen.getByLabelText('Comentário (opcional)'), 'Excelente');
    expect(finish).toBeDisabled();
    await user.click(finish);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '4 estrelas' }));
    expect(screen.getByText('Bom')).toBeVisible();
    expect(finish).toBeEnabled();
    await user.click(finish);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/evaluations');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      job_id: 'job-1',
      evaluated_id: 'user-2',
      rating: 4,
      comment: 'Excelente',
      punctual: true,
      proactive: false,
      polite: false,
      agile: true,
    });
    expect(toast.success).toHaveBeenCalledWith('Avaliação enviada!');
  });

  it('moves the rating with the arrow keys', async () => {
    stubApi(() => json(EXISTING, 201));
    const { user } = renderDialog(NEW);
    await user.click(await screen.findByRole('radio', { name: '2 estrelas' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 estrelas' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: '5 estrelas' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Bom')).toBeVisible();
  });

  it('counts the comment against 500 characters and stops there', async () => {
    stubApi(() => json(EXISTING, 201));
    const { user } = renderDialog(NEW);
    const comment = await screen.findByLabelText('Comentário (opcional)');
    expect(screen.getByText('0/500')).toBeVisible();
    await user.type(comment, 'Muito bom');
    expect(screen.getByText('9/500')).toBeVisible();

    fireEvent.input(comment, { target: { value: 'a'.repeat(520) } });
    expect(comment).toHaveValue('a'.repeat(500));
    expect(comment).toHaveAttribute('maxLength', '500');
    expect(screen.getByText('500/500')).toBeVisible();
  });

  it('edits an evaluation of mine: starts from it and saves with PUT', async () => {
    const fetchMock = stubApi(() => json({ ...EXISTING, rating: 5 }));
    const { user } = renderDialog({ kind: 'edit', evaluation: EXISTING });
    await screen.findByRole('dialog', { name: 'Editar avaliação de Maria da Silva' });
    expect(screen.getByRole('radio', { name: '3 estrelas' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 estrelas' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Educado(a)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Comentário (opcional)')).toHaveValue('Bom trabalho.');
    expect(screen.getByText('13/500')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: '5 estrelas' }));
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Avaliação atualizada!'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/evaluations/ev-1');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toMatchObject({ rating: 5, comment: 'Bom trabalho.', polite: true });
  });

  it("shows the server's message when the evaluation is refused", async () => {
    stubApi(() =>
      json(
        {
          error: {
            code: 'EVALUATION_EXISTS',
            message: 'Você já avaliou esta pessoa nesta vaga. Edite a avaliação que você já fez.',
          },
        },
        409,
      ),
    );
    const { user, onOpenChange } = renderDialog(NEW);
    await user.click(await screen.findByRole('radio', { name: '2 estrelas' }));
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao salvar avaliação', {
        description: 'Você já avaliou esta pessoa nesta vaga. Edite a avaliação que você já fez.',
      }),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
