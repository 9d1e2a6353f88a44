/**
 * A receipt as a PDF (decision 0046): pdfkit with the standard Helvetica, whose WinAnsi encoding
 * covers Portuguese; an A4 page laid out as the receipt page is.
 */
import PDFDocument from 'pdfkit';
import { brazilianDate } from '@vamos/shared/dates';
import { formatBrl } from '@vamos/shared/masks';
import {
  formatHours,
  RECEIPT_KIND_LABELS,
  receiptAgentLine,
  receiptDateTime,
  receivingAsText,
  WORKED_HOURS_LABELS,
} from '@vamos/shared/receipts';
import type { Receipt } from '@vamos/shared/schemas/receipts';

const MARGIN = 50;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

/** The file name a receipt downloads as: 'recibo-VT-1A2B3C4D.pdf'. */
export function receiptFileName(receipt: Pick<Receipt, 'number'>): string {
  return `recibo-${receipt.number}.pdf`;
}

/** The receipt's PDF. `compress: false` keeps the page's text readable in the file (tests read it so). */
export async function renderReceiptPdf(receipt: Receipt, { compress = true }: { compress?: boolean } = {}) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress,
    info: {
      Title: `Recibo de pagamento ${receipt.number}`,
      Author: 'Vamos Trabalhar',
      Subject: RECEIPT_KIND_LABELS[receipt.kind],
      CreationDate: new Date(receipt.issued_at),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  drawReceipt(doc, receipt);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawReceipt(doc: PDFKit.PDFDocument, receipt: Receipt): void {
  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;

  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(text, left, doc.y, { width });
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 6;
  };
  /** A label at the left and its value beside it; `amount` values are right-aligned. */
  const row = (label: string, value: string, { bold = false, amount = false } = {}) => {
    const y = doc.y;
    const labelWidth = amount ? width - 140 : 170;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, left, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fillColor(INK)
      .text(value, left + labelWidth, y, { width: width - labelWidth, align: amount ? 'right' : 'left' });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  };

  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text('Recibo de pagamento', left, MARGIN, { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${RECEIPT_KIND_LABELS[receipt.kind]} · Nº ${receipt.number}`, { width })
    .text(`Emitido em ${receiptDateTime(receipt.issued_at)}`, { width });

  heading('Contratante');
  row('Nome', receipt.contractor.name);
  row('CNPJ', receipt.contractor.cnpj ?? 'Não informado');

  heading('Freelancer');
  row('Nome', receipt.freelancer.name);
  row('CPF', receipt.freelancer.cpf ?? 'Não informado');
  row('Recebe como', receivingAsText(receipt.freelancer));

  heading('Serviço');
  row('Vaga', receipt.job.title);
  row('Data do turno', brazilianDate(receipt.job.service_date));
  row('Horário', `${receipt.job.start_time} às ${receipt.job.end_time}`);
  if (receipt.worked.checked_in_at) row('Check-in', receiptDateTime(receipt.worked.checked_in_at));
  if (receipt.worked.checked_out_at) row('Check-out', receiptDateTime(receipt.worked.checked_out_at));
  row(WORKED_HOURS_LABELS[receipt.worked.source], `${formatHours(receipt.worked.hours)} h`);

  heading('Valores');
  row('Valor bruto devido ao freelancer', formatBrl(receipt.gross_cents), { amount: true });
  for (const line of receipt.withholdings) {
    row(`Retenção: ${line.label}`, `- ${formatBrl(line.amount_cents)}`, { amount: true });
  }
  row('Valor líquido pago ao freelancer', formatBrl(receipt.net_cents), { amount: true, bold: true });
  row('Taxa de serviço (paga pelo contratante)', formatBrl(receipt.fee_cents), { amount: true });
  row('Total pago pelo contratante', formatBrl(receipt.contractor_total_cents), { amount: true, bold: true });

  heading('PIX');
  row('ID da transação (end-to-end)', receipt.pix.end_to_end_id ?? 'Não informado');
  row('Enviado em', receiptDateTime(receipt.pix.sent_at));

  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(receiptAgentLine(receipt.pix.provider), left, doc.y, {
    width,
  });
}
