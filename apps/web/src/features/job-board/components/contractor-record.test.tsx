import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContractorRecord } from './contractor-record';

describe("the contractor's record on the job a freelancer sees", () => {
  it('says the late cancellations of the last 90 days and the events held', () => {
    render(
      <MemoryRouter>
        <ContractorRecord record={{ late_cancellations: 1, events_held: 12 }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Cancelou 1 evento em cima da hora nos últimos 90 dias')).toBeInTheDocument();
    expect(screen.getByText('12 eventos realizados')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver a política de cancelamento' })).toBeInTheDocument();
  });

  it('a clean record says so', () => {
    render(
      <MemoryRouter>
        <ContractorRecord record={{ late_cancellations: 0, events_held: 1 }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Nenhum cancelamento em cima da hora nos últimos 90 dias')).toBeInTheDocument();
    expect(screen.getByText('1 evento realizado')).toBeInTheDocument();
  });
});
