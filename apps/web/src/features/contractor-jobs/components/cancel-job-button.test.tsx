import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CancelJobButton } from './cancel-job-button';

function renderButton(approvedCount: number) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CancelJobButton jobId="j1" approvedCount={approvedCount} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('CancelJobButton: the dialog is named for what it does', { timeout: 20_000 }, () => {
  it('"Cancelar evento?", with what cancelling does to the candidates, the coins and the credits', async () => {
    const user = renderButton(2);
    await user.click(screen.getByRole('button', { name: 'Cancelar evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar evento?' });
    expect(dialog).toHaveTextContent('A vaga sai da lista e as candidaturas pendentes são encerradas.');
    expect(dialog).toHaveTextContent(
      'Os 2 freelancers aprovados serão avisados e recebem de volta as moedas pagas pela candidatura.',
    );
    expect(dialog).toHaveTextContent('Os créditos já usados não são devolvidos.');
    expect(dialog).not.toHaveTextContent(/exclus/i);
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeVisible();
  });
});
