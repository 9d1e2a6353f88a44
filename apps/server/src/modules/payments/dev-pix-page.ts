import { escapeHtml } from '../../providers/mail/html.ts';
import type { LocalPixCharge } from '../../providers/payment/local-pix-provider.ts';

const STATUS_LABELS: Record<LocalPixCharge['status'], string> = {
  pending: 'Aguardando pagamento',
  confirmed: 'Pago',
  overdue: 'Expirada',
  cancelled: 'Cancelada',
  refunded: 'Estornada',
};

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** `/dev/pix/{id}`: a local charge as the payer's bank would show it, with the buttons that settle it. */
export function renderDevPixPage(charge: LocalPixCharge, qrCodePngBase64: string, notice: string | null): string {
  const pending = charge.status === 'pending';
  const id = escapeHtml(charge.id);
  const actions = pending
    ? `<div class="actions">
  <form method="post" action="/dev/pix/${id}/confirm"><button type="submit" class="primary">Confirmar pagamento</button></form>
  <form method="post" action="/dev/pix/${id}/expire"><button type="submit">Expirar cobrança</button></form>
</div>`
    : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cobrança PIX de teste — Vamos Trabalhar</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { color: #4b5563; } dd { margin: 0; font-weight: 600; }
  img { display: block; width: 14rem; height: 14rem; margin: 1rem auto; }
  code { display: block; word-break: break-all; background: #f3f4f6; padding: .75rem; border-radius: .5rem; font-size: .8rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
  button { font: inherit; padding: .75rem 1.25rem; border-radius: .5rem; border: 1px solid #9ca3af; background: #fff; cursor: pointer; }
  .primary { background: #15803d; border-color: #15803d; color: #fff; }
  .notice { background: #ecfdf5; border: 1px solid #6ee7b7; padding: .75rem; border-radius: .5rem; }
</style>
</head>
<body>
<h1>Cobrança PIX de teste</h1>
<p>Esta página existe só em desenvolvimento: ela faz o papel do banco de quem paga e avisa o servidor como o provedor de pagamento faria.</p>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
<dl>
  <dt>Descrição</dt><dd>${escapeHtml(charge.description)}</dd>
  <dt>Pagador</dt><dd>${escapeHtml(charge.customerName)}</dd>
  <dt>Valor</dt><dd>${escapeHtml(money.format(charge.amountCents / 100))}</dd>
  <dt>Situação</dt><dd>${STATUS_LABELS[charge.status]}</dd>
  <dt>Expira em</dt><dd>${escapeHtml(dateTime.format(charge.expiresAt))}</dd>
</dl>
<img src="data:image/png;base64,${qrCodePngBase64}" alt="QR Code PIX">
<h2>PIX copia e cola</h2>
<code>${escapeHtml(charge.pixPayload)}</code>
${actions}
<p><a href="/">Voltar para o Vamos Trabalhar</a></p>
</body>
</html>
`;
}
