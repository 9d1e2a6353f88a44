import { Clock, Copy, ExternalLink } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import type { Payment } from '@vamos/shared/schemas/payments';
import { Button, buttonVariants } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { formatBrl } from '@/lib/format';
import { expiryLabel, useNow } from './expiry';

export type PixTexts = Record<keyof typeof PIX_TEXTS, string>;

export const PIX_TEXTS = {
  qrAlt: 'QR Code PIX',
  copy: 'Copiar código PIX',
  copied: 'Código PIX copiado!',
  copyFailed: 'Não foi possível copiar. Selecione o código e copie manualmente.',
  payloadLabel: 'PIX copia e cola',
  openInvoice: 'Abrir página da cobrança',
  expired: 'Cobrança expirada',
  delay: 'A confirmação pode levar até 1 hora depois do pagamento.',
} as const;

/** 'Expira em 23h 59min', refreshed every minute; 'Cobrança expirada' afterwards. */
export function ExpiryCountdown({ expiresAt, className }: { expiresAt: string; className?: string }) {
  const now = useNow();
  const label = expiryLabel(expiresAt, now) ?? PIX_TEXTS.expired;
  return (
    <span className={className}>
      <Clock className="mr-1 inline size-4 align-[-3px]" aria-hidden />
      {label}
    </span>
  );
}

async function copyPayload(payload: string, fallbackId: string) {
  try {
    await navigator.clipboard.writeText(payload);
    toast.success(PIX_TEXTS.copied);
  } catch {
    const field = document.getElementById(fallbackId);
    if (field instanceof HTMLTextAreaElement) field.select();
    toast.error(PIX_TEXTS.copyFailed);
  }
}

/**
 * For the dialogs that show a charge: focus the dialog itself on open rather than its first
 * control (the read-only PIX code would be focused and highlighted).
 */
export function focusDialogItself(event: Event): void {
  event.preventDefault();
  if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
}

export type PixChargeProps = {
  payment: Payment;
  /** In place of the product and its price: what the amount is made of, where a screen says it. */
  summary?: ReactNode;
  /** Words of the charge a screen says its own way ('Abrir página de pagamento'...). */
  texts?: Partial<PixTexts>;
  /** When what the charge holds is lost, if sooner than the charge's own expiry. */
  expiresAt?: string;
};

/**
 * A pending PIX charge: what it pays for, the QR code, the copy-and-paste code with its copy
 * button, the time left, and the provider's page. Used in the coin and plan payment dialogs and
 * the guaranteed-pay job's.
 */
export function PixCharge({ payment, summary, texts, expiresAt }: PixChargeProps) {
  const payloadId = useId();
  const t: PixTexts = { ...PIX_TEXTS, ...texts };
  return (
    <div className="flex flex-col items-center gap-4">
      {summary ?? (
        <div className="flex w-full items-baseline justify-between gap-3 rounded-lg bg-slate-50 px-4 py-3">
          <span className="font-medium text-slate-700">{payment.product_name}</span>
          <span className="text-lg font-bold text-slate-900">{formatBrl(payment.amount_cents)}</span>
        </div>
      )}
      {payment.qr_code_png_base64 ? (
        <img
          src={`data:image/png;base64,${payment.qr_code_png_base64}`}
          alt={t.qrAlt}
          width={208}
          height={208}
          className="size-52 rounded-lg border border-slate-200 bg-white p-2"
        />
      ) : null}
      <ExpiryCountdown expiresAt={expiresAt ?? payment.expires_at} className="text-sm font-medium text-amber-800" />
      {payment.pix_payload ? (
        <div className="flex w-full flex-col gap-2">
          <label htmlFor={payloadId} className="text-sm font-medium text-slate-800">
            {t.payloadLabel}
          </label>
          <Textarea
            id={payloadId}
            readOnly
            value={payment.pix_payload}
            rows={3}
            className="min-h-0 resize-none font-mono text-xs break-all md:text-xs"
          />
          <Button onClick={() => void copyPayload(payment.pix_payload ?? '', payloadId)}>
            <Copy aria-hidden />
            {t.copy}
          </Button>
        </div>
      ) : null}
      {payment.invoice_url ? (
        <a
          href={payment.invoice_url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'link', className: 'h-auto px-0' })}
        >
          {t.openInvoice}
          <ExternalLink aria-hidden />
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      ) : null}
      <p className="text-center text-xs text-slate-600">{t.delay}</p>
    </div>
  );
}
