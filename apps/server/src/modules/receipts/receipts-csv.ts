/**
 * 'Exportar CSV do mês' (decision 0046): the receipts of a contractor's jobs whose PIX was sent in a
 * month, one line each and a line of totals, as Excel in pt-BR opens it: UTF-8 with a BOM, ';'
 * between cells, decimal commas, CRLF.
 */
import { brazilianDate } from '@vamos/shared/dates';
import { formatHours, receiptDateTime } from '@vamos/shared/receipts';
import type { ContractorReceipts, Receipt } from '@vamos/shared/schemas/receipts';
import type { Deps } from '../../app-deps.ts';
import type { Actor } from '../../http/actor.ts';
import { listContractorReceipts } from './contractor-receipts.ts';

export const RECEIPTS_CSV_HEADER = [
  'Recibo',
  'Data do turno',
  'Vaga',
  'Freelancer',
  'CPF',
  'Horas',
  'Valor bruto',
  'Taxa de serviço',
  'Retenções',
  'Valor líquido',
  'ID da transação PIX',
  'Enviado em',
] as const;

/** 18000 → '180,00': a decimal comma, no grouping (any spreadsheet reads it as a number). */
export function csvMoney(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/**
 * One cell: quoted when it holds a separator, a quote or a line break; a text a spreadsheet would
 * run as a formula (=, +, -, @ first) is kept as text with a leading apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const withheld = (receipt: Receipt) => receipt.gross_cents - receipt.net_cents;

function receiptLine(receipt: Receipt): string[] {
  return [
    receipt.number,
    brazilianDate(receipt.job.service_date),
    receipt.job.title,
    receipt.freelancer.name,
    receipt.freelancer.cpf ?? '',
    formatHours(receipt.worked.hours),
    csvMoney(receipt.gross_cents),
    csvMoney(receipt.fee_cents),
    csvMoney(withheld(receipt)),
    csvMoney(receipt.net_cents),
    receipt.pix.end_to_end_id ?? '',
    receiptDateTime(receipt.pix.sent_at),
  ];
}

function totalsLine({ receipts, totals }: ContractorReceipts): string[] {
  const hours = receipts.reduce((sum, receipt) => sum + receipt.worked.hours, 0);
  return [
    'Total',
    '',
    '',
    '',
    '',
    formatHours(hours),
    csvMoney(totals.gross_cents),
    csvMoney(totals.fee_cents),
    csvMoney(totals.withholdings_cents),
    csvMoney(totals.net_cents),
    '',
    '',
  ];
}

/** The CSV of the company's receipts whose PIX was sent in `month` ('yyyy-MM', São Paulo's calendar). */
export async function contractorReceiptsCsv(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  month: string,
): Promise<{ fileName: string; body: string }> {
  const listed = await listContractorReceipts(deps, actor, month);
  const lines = [[...RECEIPTS_CSV_HEADER], ...listed.receipts.map(receiptLine), totalsLine(listed)];
  const body = `\uFEFF${lines.map((cells) => cells.map(csvCell).join(';')).join('\r\n')}\r\n`;
  return { fileName: `recibos-${month}.csv`, body };
}
