/**
 * Receipts of guaranteed pay (issue 27, decision 0046): one per PIX pay-out sent to a freelancer,
 * read by both sides as a page, a PDF and the contractor's CSV of a month. The words and the
 * arithmetic they share, written once (zod-free: the receipt page reads it).
 */
import { brazilianDate, saoPauloClock } from './dates.ts';
import type { PaymentProviderName } from './payment-providers.ts';
import type { ReceivingAs } from './pix-keys.ts';

/** What a receipt pays: a worked shift, or the freelancer's share of a late cancellation. */
export const RECEIPT_KINDS = ['shift', 'late_cancellation'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const RECEIPT_KIND_LABELS: Record<ReceiptKind, string> = {
  shift: 'Pagamento do turno',
  late_cancellation: 'Compensação por cancelamento tardio',
};

/** Where a receipt's hours come from: the shift's check-in and check-out, or its scheduled times. */
export const WORKED_HOURS_SOURCES = ['check_in_out', 'schedule'] as const;
export type WorkedHoursSource = (typeof WORKED_HOURS_SOURCES)[number];

export const WORKED_HOURS_LABELS: Record<WorkedHoursSource, string> = {
  check_in_out: 'Horas trabalhadas (check-in e check-out)',
  schedule: 'Horas previstas (horário da vaga)',
};

/** A receipt's number, the pay-out's id shortened: 'VT-1A2B3C4D'. */
export function receiptNumber(payoutId: string): string {
  return `VT-${payoutId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** The hours between two instants, to the hundredth (4 h 15 min → 4.25). */
export function hoursBetween(from: Date, to: Date): number {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / 36_000) / 100);
}

/**
 * A withholding taken from the freelancer's gross pay (INSS, IRRF, ISS: computed by a later issue).
 * A receipt lists each; what the freelancer receives is the gross less their sum.
 */
export type Withholding = { label: string; amount_cents: number };

/** What reaches the freelancer: the gross less every withholding. */
export function netOf(grossCents: number, withholdings: readonly Withholding[]): number {
  return grossCents - withholdings.reduce((sum, line) => sum + line.amount_cents, 0);
}

/** 4.25 → '4,25' (pt-BR, two decimals). */
export function formatHours(hours: number): string {
  return hours.toFixed(2).replace('.', ',');
}

/** The line every receipt carries: who paid whom, on whose behalf, and through whom. */
export function receiptAgentLine(provider: PaymentProviderName): string {
  const through =
    provider === 'asaas'
      ? 'pela Asaas, instituição de pagamento parceira'
      : 'pelo provedor de pagamentos da plataforma';
  return (
    'O Vamos Trabalhar atuou como agente de pagamento do contratante: recebeu o valor do contratante ' +
    `e o repassou ao freelancer por PIX, ${through}.`
  );
}

type ReceivingParty = { receiving_as: ReceivingAs; cpf: string | null; mei_cnpj: string | null };

/**
 * How the freelancer receives, as a receipt says it after 'Recebe como', in two parts: the way
 * ('Pessoa física', 'MEI') and the document it is by ('CPF 529.982.247-25', 'CNPJ 12.345.678/0001-95',
 * already formatted; null when unknown).
 */
export function receivingAsParts(freelancer: ReceivingParty): { way: string; document: string | null } {
  switch (freelancer.receiving_as) {
    case 'person':
      return { way: 'Pessoa física', document: freelancer.cpf ? `CPF ${freelancer.cpf}` : null };
    case 'mei':
      return { way: 'MEI', document: freelancer.mei_cnpj ? `CNPJ ${freelancer.mei_cnpj}` : null };
    default: {
      const unknown: never = freelancer.receiving_as;
      return unknown;
    }
  }
}

/** 'Pessoa física (CPF 529.982.247-25)' or 'MEI (CNPJ 12.345.678/0001-95)'. */
export function receivingAsText(freelancer: ReceivingParty): string {
  const { way, document } = receivingAsParts(freelancer);
  return document ? `${way} (${document})` : way;
}

/** An instant as a receipt dates it, São Paulo's clock: '2026-11-27T17:05:00Z' → '27/11/2026 14:05'. */
export function receiptDateTime(iso: string): string {
  const { date, time } = saoPauloClock(new Date(iso));
  return `${brazilianDate(date)} ${time}`;
}
