import type { ReactNode } from 'react';
import { brazilianDate } from '@vamos/shared/dates';
import {
  formatHours,
  RECEIPT_KIND_LABELS,
  receiptAgentLine,
  receiptDateTime,
  receivingAsParts,
  WORKED_HOURS_LABELS,
} from '@vamos/shared/receipts';
import type { Receipt } from '@vamos/shared/schemas/receipts';
import { cn } from '@/lib/cn';
import { formatBrl } from '@/lib/format';

/** A titled group of fields; `narrow` when it shares its row with another (the two parties, from 768 px). */
function Section({ title, narrow = false, children }: { title: string; narrow?: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="border-b border-slate-200 pb-1 text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {title}
      </h2>
      <dl
        className={cn(
          'grid grid-cols-1 gap-x-4 gap-y-1 text-sm',
          narrow ? 'sm:grid-cols-[6rem_1fr]' : 'sm:grid-cols-[13rem_1fr]',
        )}
      >
        {children}
      </dl>
    </section>
  );
}

/** A label and its value: stacked on a phone, side by side from 640 px. */
function Field({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="contents">
      <dt className="text-slate-600">{label}</dt>
      <dd className={cn('mb-1 font-medium break-words text-slate-900 sm:mb-0', mono && 'font-mono break-all')}>
        {children}
      </dd>
    </div>
  );
}

/** A line of the money: its label at the left, the amount at the right. */
function Amount({ label, cents, strong = false, minus = false }: AmountProps) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3 py-1.5', strong && 'font-semibold text-slate-900')}>
      <dt className={strong ? 'text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className="shrink-0 tabular-nums">
        {minus ? '- ' : ''}
        {formatBrl(cents)}
      </dd>
    </div>
  );
}

type AmountProps = { label: string; cents: number; strong?: boolean; minus?: boolean };

/** 'Pessoa física (CPF 529.982.247-25)': the document in brackets never split across lines. */
function ReceivingAs({ freelancer }: { freelancer: Receipt['freelancer'] }) {
  const { way, document } = receivingAsParts(freelancer);
  if (!document) return way;
  return (
    <>
      {way} <span className="whitespace-nowrap">({document})</span>
    </>
  );
}

/**
 * A receipt as both sides read it (decision 0046): the parties, the job and its hours, the money
 * (with a line per withholding, when any) and the PIX; what the PDF says, in the same order.
 */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { worked } = receipt;
  return (
    <article
      data-receipt=""
      aria-labelledby="receipt-title"
      className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-800">Vamos Trabalhar</p>
        <h1 id="receipt-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Recibo de pagamento
        </h1>
        <p className="text-sm text-slate-600">
          {RECEIPT_KIND_LABELS[receipt.kind]} · Nº <span className="font-mono">{receipt.number}</span>
        </p>
        <p className="text-sm text-slate-600">Emitido em {receiptDateTime(receipt.issued_at)}</p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <Section title="Contratante" narrow>
          <Field label="Nome">{receipt.contractor.name}</Field>
          <Field label="CNPJ">{receipt.contractor.cnpj ?? 'Não informado'}</Field>
        </Section>
        <Section title="Freelancer" narrow>
          <Field label="Nome">{receipt.freelancer.name}</Field>
          <Field label="CPF">{receipt.freelancer.cpf ?? 'Não informado'}</Field>
          <Field label="Recebe como">
            <ReceivingAs freelancer={receipt.freelancer} />
          </Field>
        </Section>
      </div>

      <Section title="Serviço">
        <Field label="Vaga">{receipt.job.title}</Field>
        <Field label="Data do turno">{brazilianDate(receipt.job.service_date)}</Field>
        <Field label="Horário">
          {receipt.job.start_time} às {receipt.job.end_time}
        </Field>
        {worked.checked_in_at ? <Field label="Check-in">{receiptDateTime(worked.checked_in_at)}</Field> : null}
        {worked.checked_out_at ? <Field label="Check-out">{receiptDateTime(worked.checked_out_at)}</Field> : null}
        <Field label={WORKED_HOURS_LABELS[worked.source]}>{formatHours(worked.hours)} h</Field>
      </Section>

      <section aria-label="Valores" className="flex flex-col gap-2">
        <h2 className="border-b border-slate-200 pb-1 text-sm font-semibold tracking-wide text-slate-900 uppercase">
          Valores
        </h2>
        <dl className="flex flex-col divide-y divide-slate-100 text-sm">
          <Amount label="Valor bruto devido ao freelancer" cents={receipt.gross_cents} />
          {receipt.withholdings.map((line) => (
            <Amount key={line.label} label={`Retenção: ${line.label}`} cents={line.amount_cents} minus />
          ))}
          <Amount label="Valor líquido pago ao freelancer" cents={receipt.net_cents} strong />
          <Amount label="Taxa de serviço (paga pelo contratante)" cents={receipt.fee_cents} />
          <Amount label="Total pago pelo contratante" cents={receipt.contractor_total_cents} strong />
        </dl>
      </section>

      <Section title="PIX">
        <Field label="ID da transação (end-to-end)" mono>
          {receipt.pix.end_to_end_id ?? 'Não informado'}
        </Field>
        <Field label="Enviado em">{receiptDateTime(receipt.pix.sent_at)}</Field>
      </Section>

      <p className="text-xs text-slate-600">{receiptAgentLine(receipt.pix.provider)}</p>
    </article>
  );
}
