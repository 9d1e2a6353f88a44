import { maskPixKey } from '@vamos/shared/pix-keys';
import { escapeHtml } from '../../providers/mail/html.ts';
import type { LocalPixTransfer } from '../../providers/payment/local-pix-provider.ts';

export type DevPixOutNotice = 'fail-next' | 'failed' | 'unchanged';

const NOTICES: Record<DevPixOutNotice, string> = {
  'fail-next': 'A próxima transferência vai falhar.',
  failed: 'Transferência marcada como falha.',
  unchanged: 'Nada mudou: a transferência já tinha falhado ou foi cancelada.',
};

const STATUS_LABELS: Record<LocalPixTransfer['status'], string> = {
  pending: 'Em processamento',
  done: 'Realizada',
  failed: 'Falhou',
  cancelled: 'Cancelada',
};

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

function row(t: LocalPixTransfer): string {
  const id = escapeHtml(t.id);
  const canFail = t.status === 'pending' || t.status === 'done';
  const action = canFail
    ? `<form method="post" action="/dev/pix-out/${id}/fail">
      <label for="reason-${id}">Motivo</label>
      <input id="reason-${id}" name="reason" maxlength="200" value="Chave PIX não encontrada">
      <button type="submit">Marcar como falha</button>
    </form>`
    : '';
  return `<tr>
  <td>${escapeHtml(dateTime.format(t.createdAt))}</td>
  <td>${escapeHtml(maskPixKey(t.pixKeyType, t.pixKey))}</td>
  <td>${escapeHtml(money.format(t.amountCents / 100))}</td>
  <td>${STATUS_LABELS[t.status]}</td>
  <td><code>${escapeHtml(t.endToEndId ?? '—')}</code></td>
  <td>${escapeHtml(t.failReason ?? '—')}</td>
  <td>${action}</td>
</tr>`;
}

/** `/dev/pix-out`: the local pay-outs, newest first, with the buttons that make them fail. */
export function renderDevPixOutPage(
  transfers: LocalPixTransfer[],
  failsNext: boolean,
  notice: DevPixOutNotice | null,
): string {
  const table = transfers.length
    ? `<table>
<caption>As últimas ${transfers.length} transferências, a mais recente primeiro</caption>
<thead><tr><th scope="col">Quando</th><th scope="col">Chave</th><th scope="col">Valor</th><th scope="col">Situação</th><th scope="col">Identificador (E2E)</th><th scope="col">Motivo da falha</th><th scope="col">Ação</th></tr></thead>
<tbody>
${transfers.map(row).join('\n')}
</tbody>
</table>`
    : '<p>Nenhuma transferência feita ainda.</p>';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Transferências PIX de teste — Vamos Trabalhar</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 72rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
  table { border-collapse: collapse; width: 100%; font-size: .9rem; }
  caption { text-align: left; color: #4b5563; margin-bottom: .5rem; }
  th, td { border-bottom: 1px solid #d1d5db; padding: .5rem; text-align: left; vertical-align: top; }
  code { word-break: break-all; font-size: .8rem; }
  form { display: flex; gap: .5rem; flex-wrap: wrap; align-items: center; }
  input { font: inherit; padding: .5rem; border: 1px solid #6b7280; border-radius: .375rem; }
  button { font: inherit; padding: .5rem 1rem; border-radius: .5rem; border: 1px solid #6b7280; background: #fff; cursor: pointer; }
  .notice { background: #ecfdf5; border: 1px solid #6ee7b7; padding: .75rem; border-radius: .5rem; }
</style>
</head>
<body>
<h1>Transferências PIX de teste</h1>
<p>Esta página existe só em desenvolvimento: ela mostra os pagamentos que o Vamos Trabalhar fez por PIX com o provedor local e simula falhas.</p>
${notice ? `<p class="notice" role="status">${escapeHtml(NOTICES[notice])}</p>` : ''}
<h2>Próxima transferência</h2>
<p>${failsNext ? 'A próxima transferência vai falhar.' : 'A próxima transferência será realizada na hora.'}</p>
<form method="post" action="/dev/pix-out/fail-next">
  <label for="fail-next-reason">Motivo</label>
  <input id="fail-next-reason" name="reason" maxlength="200" value="Chave PIX não encontrada">
  <button type="submit">Falhar a próxima transferência</button>
</form>
<h2>Transferências feitas</h2>
${table}
<p><a href="/">Voltar para o Vamos Trabalhar</a></p>
</body>
</html>
`;
}
