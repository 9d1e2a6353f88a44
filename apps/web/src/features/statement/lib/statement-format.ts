import type { StatementEntry } from '@vamos/shared/schemas/payments';

export type StatementCurrency = 'coin' | 'credit';

const UNITS: Record<StatementCurrency, { one: string; many: string }> = {
  coin: { one: 'moeda', many: 'moedas' },
  credit: { one: 'crédito', many: 'créditos' },
};

/** '1 moeda', '15 créditos'. */
export function amountLabel(n: number, currency: StatementCurrency): string {
  const unit = UNITS[currency];
  return `${n} ${Math.abs(n) === 1 ? unit.one : unit.many}`;
}

/** '+50', '−10' (a real minus sign, read as "menos"), '0'. */
export function signedDelta(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `−${Math.abs(delta)}`;
  return '0';
}

/** What screen readers hear for a line: 'Entrada de 50 moedas' / 'Saída de 10 créditos'. */
export function spokenDelta(entry: Pick<StatementEntry, 'delta'>, currency: StatementCurrency): string {
  const amount = amountLabel(Math.abs(entry.delta), currency);
  return entry.delta >= 0 ? `Entrada de ${amount}` : `Saída de ${amount}`;
}
