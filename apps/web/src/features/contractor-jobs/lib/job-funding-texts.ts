import { FUNDING_HOLD_MINUTES } from '@vamos/shared/guaranteed-pay';
import type { JobFunding } from '@vamos/shared/schemas/guaranteed-pay';
import { formatBrl } from '@/lib/format';

const vagas = (n: number) => (n === 1 ? '1 vaga' : `${n} vagas`);

/** 'Pagar todas as vagas agora' (decision 0056): what the contractor reads on the form, the panel and the dialog. */
export const JOB_FUNDING_TEXTS = {
  option: 'Pagar todas as vagas agora',
  panelTitle: 'Pagamento de todas as vagas',
  dialogTitle: 'Pagar todas as vagas por PIX',
  dialogDescription: `Pague com o QR Code ou o PIX copia e cola no app do seu banco em até ${FUNDING_HOLD_MINUTES} minutos. A vaga já está publicada.`,
  awaiting: 'Aguardando pagamento',
  paid: 'Pago',
  closed: 'Encerrado',
  lapsed: 'Pagamento não realizado',
  lapsedHint: 'Cada aprovação gera o PIX da sua vaga.',
  awaitingHint: 'Pague para aprovar os candidatos sem um novo PIX a cada aprovação.',
  pay: 'Pagar',
  cancel: 'Cancelar pagamento',
  cancelling: 'Cancelando...',
  cancelQuestion: 'Cancelar pagamento de todas as vagas?',
  cancelWarning:
    'A cobrança PIX deixa de valer. A vaga continua publicada e cada aprovação passa a gerar o PIX da sua vaga.',
  cancelled: 'Pagamento cancelado',
  cancelFailed: 'Não foi possível cancelar o pagamento',
  confirmed: 'Pagamento confirmado',
  confirmedDescription: 'Todas as vagas estão pagas: cada aprovação usa uma vaga paga, sem novo PIX.',
  closedDescription: 'A cobrança não vale mais. Cada aprovação gera o PIX da sua vaga.',
  loading: 'Carregando pagamento...',
  places: 'Vagas',
  perPlace: 'Por vaga (valor + taxa)',
  total: 'Total',
} as const;

/** The form's hint: what one PIX for all places costs, as typed. */
export function payAllHint(people: number | undefined, perPlaceCents: number | undefined): string {
  const rest =
    'Cada aprovação usa uma vaga paga, sem novo PIX; o que não for usado volta para você quando a vaga começar, for concluída ou cancelada.';
  if (!people || !perPlaceCents) return `Um único PIX para todas as vagas. ${rest}`;
  return `Um único PIX de ${formatBrl(people * perPlaceCents)} para ${vagas(people)} (${formatBrl(perPlaceCents)} cada, valor + taxa). ${rest}`;
}

/** The panel's line for a paid or closed funding: 'R$ 594,00 · 1 de 3 vagas usadas'. */
export function fundingUsage(funding: JobFunding): string {
  return `${formatBrl(funding.total_cents)} · ${funding.places_used} de ${vagas(funding.places)} ${funding.places === 1 ? 'usada' : 'usadas'}`;
}
