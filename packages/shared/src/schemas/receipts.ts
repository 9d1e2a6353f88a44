/** Receipts of guaranteed pay (issue 27, decision 0046): what both sides read of a sent pay-out. */
import { z } from 'zod';
import '../zod-locale.ts';
import { PAYMENT_PROVIDERS } from '../payment-providers.ts';
import { RECEIVING_AS } from '../pix-keys.ts';
import { RECEIPT_KINDS, WORKED_HOURS_SOURCES } from '../receipts.ts';
import { MonthSchema } from './guaranteed-pay.ts';

/** A withholding line (INSS, IRRF, ISS): none is computed yet, the receipt has their place. */
export const WithholdingSchema = z.object({ label: z.string(), amount_cents: z.number().int() });

/** `GET /api/receipts/:payoutId`: the receipt of a PIX pay-out sent to a freelancer. */
export const ReceiptSchema = z.object({
  payout_id: z.string(),
  /** 'VT-' and the pay-out id's first 8 characters, upper-case. */
  number: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  /** When the PIX was sent. */
  issued_at: z.string(),
  contractor: z.object({
    /** The company's name, or the contractor's full name without one. */
    name: z.string(),
    /** Formatted ('11.222.333/0001-81'); null when the contractor has none. */
    cnpj: z.string().nullable(),
  }),
  freelancer: z.object({
    name: z.string(),
    /** Formatted ('529.982.247-25'). */
    cpf: z.string().nullable(),
    /**
     * How they receive ('Recebe como'), from their 'Recebimento' when the receipt is read: 'person'
     * while they have no key (a MEI is one who said so).
     */
    receiving_as: z.enum(RECEIVING_AS),
    /** The MEI's CNPJ, formatted ('12.345.678/0001-95'); null for a person. */
    mei_cnpj: z.string().nullable(),
  }),
  job: z.object({
    id: z.string(),
    title: z.string(),
    service_date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
  }),
  worked: z.object({
    checked_in_at: z.string().nullable(),
    checked_out_at: z.string().nullable(),
    /** Decimal hours: between check-in and check-out when both exist, else the scheduled ones. */
    hours: z.number(),
    source: z.enum(WORKED_HOURS_SOURCES),
  }),
  /** What the freelancer was owed: the value released to them. */
  gross_cents: z.number().int(),
  /** The service fee the contractor paid on it. */
  fee_cents: z.number().int(),
  withholdings: z.array(WithholdingSchema),
  /** What the freelancer received: the gross less the withholdings. */
  net_cents: z.number().int(),
  /** What the contractor paid for it: the gross and the fee. */
  contractor_total_cents: z.number().int(),
  pix: z.object({
    end_to_end_id: z.string().nullable(),
    sent_at: z.string(),
    provider: z.enum(PAYMENT_PROVIDERS),
  }),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** The month of `GET /api/contractor/receipts` and `…/receipts.csv` (by when the PIX was sent, São Paulo calendar). */
export const ReceiptsMonthQuerySchema = z.object({
  month: z.string({ error: 'Informe o mês no formato AAAA-MM.' }).pipe(MonthSchema),
});

/** `GET /api/contractor/receipts?month=yyyy-MM`: 'Pagamentos', the company's receipts of a month and their sums. */
export const ContractorReceiptsSchema = z.object({
  month: z.string(),
  receipts: z.array(ReceiptSchema),
  totals: z.object({
    gross_cents: z.number().int(),
    fee_cents: z.number().int(),
    withholdings_cents: z.number().int(),
    net_cents: z.number().int(),
    contractor_total_cents: z.number().int(),
  }),
});
export type ContractorReceipts = z.infer<typeof ContractorReceiptsSchema>;
