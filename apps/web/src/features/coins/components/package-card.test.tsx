import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COIN_PACKAGES } from '@vamos/shared/pricing';
import { PackageCard } from './package-card';

const BUY = { label: 'Comprar', disabled: false, action: 'buy' } as const;

/** The package card's items, as a person reads them (spaces normalised: money has a no-break space). */
function itemsOf(name: string): string[] {
  const card = screen.getByRole('group', { name });
  return within(card)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/\s+/g, ' ').trim());
}

// A job of R$ 100 costs 10 coins (10% of its value), whatever the product documents' table says
// (START ≈ 2 applications at R$ 7,00, PRO 7 at R$ 6,30, MAX 14 at R$ 4,20; decision 0025).
describe('PackageCard: what a package pays for, by the application cost rule', () => {
  it.each([
    [
      'START',
      [
        'R$ 1,00 por moeda',
        '1 candidatura em vagas de R$ 100, e sobram 5 moedas',
        'Cada candidatura em vaga de R$ 100 sai por R$ 10,00',
      ],
    ],
    [
      'PRO',
      ['R$ 0,90 por moeda', '5 candidaturas em vagas de R$ 100', 'Cada candidatura em vaga de R$ 100 sai por R$ 9,00'],
    ],
    [
      'MAX',
      ['R$ 0,60 por moeda', '10 candidaturas em vagas de R$ 100', 'Cada candidatura em vaga de R$ 100 sai por R$ 6,00'],
    ],
  ])('%s', (name, items) => {
    const pkg = COIN_PACKAGES.find((p) => p.name === name);
    if (!pkg) throw new Error(name);
    render(<PackageCard pkg={pkg} button={BUY} onClick={() => {}} />);
    expect(itemsOf(name)).toEqual(items);
  });

  it('states the discount a coin has over START', () => {
    for (const pkg of COIN_PACKAGES) render(<PackageCard pkg={pkg} button={BUY} onClick={() => {}} />);
    expect(within(screen.getByRole('group', { name: 'START' })).queryByText(/% OFF$/)).toBeNull();
    expect(within(screen.getByRole('group', { name: 'PRO' })).getByText('10% OFF')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'MAX' })).getByText('40% OFF')).toBeVisible();
  });
});
