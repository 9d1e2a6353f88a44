const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ with two decimals (DESIGN §4), from integer cents. */
export function formatBrl(cents: number): string {
  return BRL.format(cents / 100);
}
