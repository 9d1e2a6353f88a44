import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ContractorJobDetail, JobApplication } from '@vamos/shared/schemas/job-views';
import { sortCandidates } from '../lib/sort-candidates';
import { CandidatesSection } from './candidates-section';

function candidate(
  name: string,
  status: JobApplication['status'],
  reliability: [number | null, number],
  rating: [number | null, number],
): JobApplication {
  return {
    id: name,
    status,
    application_cost: 10,
    applied_at: '2026-11-20T12:00:00.000Z',
    approved_at: null,
    decided_at: null,
    rejection_reason: null,
    can: { approve: false, reject: false, mark_no_show: false, reserve: false },
    presence: { confirmed_at: null, checked_in_at: null, checked_out_at: null, unconfirmed: false },
    pay: null,
    freelancer: {
      id: `f-${name}`,
      full_name: name,
      avatar_url: null,
      position: null,
      description: null,
      contact: null,
      rating: { average_rating: rating[0], total_evaluations: rating[1] },
      reliability: { attendance_percent: reliability[0], shifts: reliability[1] },
      team: { in_team: false, blocked: false },
    },
  };
}

// In the server's order: booked, then pending.
const CANDIDATES = [
  candidate('Ana', 'approved', [80, 10], [4.9, 30]),
  candidate('Bruno', 'pending', [null, 1], [null, 0]),
  candidate('Carla', 'pending', [100, 25], [4.1, 8]),
  candidate('Davi', 'pending', [100, 4], [5, 2]),
];

describe('sorting the candidates', () => {
  it('keeps the server order by default; by attendance or rating, highest first and the new last', () => {
    const names = (list: JobApplication[]) => list.map((c) => c.freelancer.full_name);
    expect(names(sortCandidates(CANDIDATES, 'status'))).toEqual(['Ana', 'Bruno', 'Carla', 'Davi']);
    expect(names(sortCandidates(CANDIDATES, 'reliability'))).toEqual(['Carla', 'Davi', 'Ana', 'Bruno']);
    expect(names(sortCandidates(CANDIDATES, 'rating'))).toEqual(['Davi', 'Ana', 'Carla', 'Bruno']);
  });

  it("the job details' labelled select reorders the cards", async () => {
    const job = {
      id: 'j1',
      title: 'Garçom',
      service_date: '2026-12-12',
      company: 'Bar do João',
      approved_count: 1,
      required_people: 2,
      applications: CANDIDATES,
    } as unknown as ContractorJobDetail;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CandidatesSection job={job} credits={3} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const cards = () =>
      within(screen.getByRole('list'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    const select = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(select).toHaveValue('status');
    expect(cards()).toEqual(['Ana', 'Bruno', 'Carla', 'Davi']);
    await user.selectOptions(select, 'Comparecimento');
    expect(cards()).toEqual(['Carla', 'Davi', 'Ana', 'Bruno']);
    expect(screen.getByRole('listitem', { name: 'Carla' })).toHaveTextContent('100% de comparecimento · 25 turnos');
    await user.selectOptions(select, 'Avaliação');
    expect(cards()).toEqual(['Davi', 'Ana', 'Carla', 'Bruno']);
  });
});
