import { brazilianDate, brazilianDayMonth, toHourMinute } from '@vamos/shared/dates';
import {
  CONFIRM_ACTION_LABEL,
  confirmShiftHref,
  receivedEvaluationHref,
  type NotificationKind,
} from '@vamos/shared/notifications';
import type { ReportAction } from '@vamos/shared/schemas/reports';
import type { RejectionReason } from '@vamos/shared/shift-states';
import { coins } from '@vamos/shared/pricing';
import { FUNDING_HOLD_MINUTES, type ShiftRefundReason } from '@vamos/shared/guaranteed-pay';
import { strikes } from '@vamos/shared/cancellation-policy';
import { endsNextDay } from '@vamos/shared/shift-times';
import type { Address } from '../../db/schema.ts';

/** Why an application closed without the contractor deciding it: the job filled, was cancelled or completed. */
export type ClosedReason = RejectionReason | 'job_filled';

/** The job a notification is about, as its texts name it: 'Garçom — 12/12'. */
export type JobMention = { jobId: string; jobTitle: string; serviceDate: string };

/** What each kind is rendered from (stored as the notification's `data`). */
export type NoticeData = {
  application_received: JobMention & { applicationId: string; freelancerName: string };
  application_approved: JobMention & {
    applicationId: string;
    startTime: string;
    endTime: string;
    /** 'Rua X, 123 — Bairro, Cidade - UF' or the job's location when it has no address. */
    address: string;
    company: string;
  };
  application_rejected: JobMention & { applicationId: string };
  application_closed: JobMention & { applicationId: string; reason: ClosedReason };
  job_cancelled: JobMention & {
    applicationId: string;
    refundedCoins: number;
    /** A late cancellation's compensation (cancellation-policy.ts); 0 or absent when not late. */
    compensationCoins?: number;
  };
  shift_changed: JobMention & { startTime: string; endTime: string };
  application_withdrawn: JobMention & { applicationId: string; freelancerName: string };
  job_completed: JobMention & { role: 'freelancer' | 'contractor' };
  evaluation_received: JobMention & {
    evaluationId: string;
    rating: number;
    evaluatorName: string;
    role: 'freelancer' | 'contractor';
  };
  payment_confirmed: { paymentId: string; product: 'coins' | 'plan'; amountCents: number; description: string };
  payment_expired: { paymentId: string; product: 'coins' | 'plan'; amountCents: number };
  /** `description`: what left the balance ('15 moedas retiradas do seu saldo'). */
  payment_refunded: { paymentId: string; product: 'coins' | 'plan'; amountCents: number; description: string };
  coins_needed: JobMention & { applicationId: string; needed: number; have: number };
  credits_low: { reference: string };
  plan_expiring: { planName: string; expiresOn: string };
  plan_expired: Record<string, never>;
  shift_reminder: JobMention & {
    role: 'freelancer' | 'contractor';
    /** The shift's day as seen when the reminder went out. */
    day: 'today' | 'tomorrow';
    startTime: string;
    /** Freelancer: where to go. */
    address?: string;
    /** Contractor: how many are confirmed. */
    approved?: number;
    /** Freelancer, the day before: the shift 'Vou comparecer' confirms (its action). */
    confirmShiftId?: string;
  };
  evaluation_reminder: JobMention & { role: 'freelancer' | 'contractor' };
  no_show_marked: JobMention & { applicationId: string; strikes: number; contestUntil: string };
  no_show_contested: JobMention & { applicationId: string; freelancerName: string; text: string };
  /** An operator's decision on a contested no-show (decision 0049), to each side (`role`). */
  no_show_upheld: JobMention & { applicationId: string; role: 'freelancer' | 'contractor'; reason: string };
  no_show_cleared: JobMention & { applicationId: string; role: 'freelancer' | 'contractor'; reason: string };
  shift_unconfirmed: JobMention & {
    applicationId: string;
    freelancerName: string;
    startTime: string;
    day: 'today' | 'tomorrow';
  };
  job_alert: JobMention & AlertedJob & { startTime: string; endTime: string };
  job_alert_digest: { day: string; total: number; jobs: (JobMention & AlertedJob & { startTime: string })[] };
  shift_reserved: JobMention & { applicationId: string; startTime: string; company: string };
  reserve_promoted: JobMention & {
    applicationId: string;
    startTime: string;
    endTime: string;
    address: string;
    company: string;
    coins: number;
  };
  reserve_released: JobMention & { applicationId: string; occasion: 'started' | 'cancelled' | 'completed' };
  shift_invited: JobMention & {
    applicationId: string;
    startTime: string;
    endTime: string;
    company: string;
    coins: number;
    /** Set when the job is open only to the team until then ('Convidar minha equipe primeiro'). */
    inviteFirstUntil?: string | null;
    /** 'Pagamento garantido' (decision 0042): booked once the contractor pays the place by PIX. */
    guaranteedPay?: boolean;
  };
  /** `awaitingPayment`: a guaranteed-pay job (decision 0042): the place waits for the contractor's PIX. */
  invitation_accepted: JobMention & { applicationId: string; freelancerName: string; awaitingPayment?: boolean };
  invitation_declined: JobMention & { applicationId: string; freelancerName: string };
  place_paid: JobMention & { applicationId: string; freelancerName: string; amountCents: number };
  place_payment_lapsed: JobMention & { applicationId: string; freelancerName: string; amountCents: number };
  job_funded: JobMention & { places: number; amountCents: number };
  job_funding_lapsed: JobMention & { places: number; amountCents: number };
  payout_sent: JobMention & { payoutId: string; amountCents: number };
  payout_failed: JobMention & { payoutId: string; amountCents: number };
  place_refunded: JobMention & { amountCents: number; reason: ShiftRefundReason };
  /** An operator hid the contractor's job (decision 0054), with the operator's reason. */
  job_hidden: JobMention & { reason: string; refunded: number };
  /** What became of a report (decision 0054): what was reported (its words), the outcome, the operator's reason. */
  report_outcome: {
    reportId: string;
    targetType: 'job' | 'profile' | 'evaluation';
    /** How the reporter's notice names what they reported: the job's title, the person's name. */
    targetName: string;
    outcome: ReportAction;
    reason: string;
  };
};

/** Where and for how much a job an alert found pays. */
export type AlertedJob = { city: string; neighborhood: string; salaryCents: number };

/**
 * One notification to store: for whom, what, about what. `ref` makes it unique per (user, kind):
 * the same event announced twice (a retry, a race) is stored once.
 */
export type Notice = {
  [K in NotificationKind]: { userId: string; kind: K; ref: string; data: NoticeData[K] };
}[NotificationKind];

export type Rendered = { title: string; body: string; link: string };

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** '27/11 às 20:30' in São Paulo. */
function dayAndTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')} às ${part('hour')}:${part('minute')}`;
}

function jobName(data: JobMention): string {
  return `${data.jobTitle} — ${brazilianDayMonth(data.serviceDate)}`;
}

/** '22:00 às 04:00 (dia seguinte)': a job that ends before it starts ends the next day, as its screens say. */
function hours(data: { startTime: string; endTime: string }): string {
  const nextDay = endsNextDay(data.startTime, data.endTime) ? ' (dia seguinte)' : '';
  return `${toHourMinute(data.startTime)} às ${toHourMinute(data.endTime)}${nextDay}`;
}

/** Where a job happens, as the texts say it: 'Avenida Paulista, 1000 — Bela Vista, São Paulo - SP'. */
export function addressLine(address: Address | null, location: string): string {
  return address ? `${address.street}, ${address.number} — ${location}` : location;
}

const contractorJob = (jobId: string) => `/contractor/jobs/${jobId}/details`;

/** A report's outcome, as the reporter's notice names it (decision 0054). */
const REPORT_OUTCOME_TITLE: Record<
  NoticeData['report_outcome']['outcome'],
  (d: NoticeData['report_outcome']) => string
> = {
  hide_job: (d) => `Sua denúncia foi analisada: a vaga ${d.targetName} foi removida`,
  remove_evaluation: (d) => `Sua denúncia foi analisada: a avaliação de ${d.targetName} foi removida`,
  suspend_user: (d) =>
    d.targetType === 'job'
      ? `Sua denúncia foi analisada: a empresa da vaga ${d.targetName} foi suspensa`
      : `Sua denúncia foi analisada: a conta de ${d.targetName} foi suspensa`,
  dismiss: (d) =>
    `Sua denúncia sobre ${d.targetType === 'job' ? 'a vaga' : d.targetType === 'profile' ? 'o perfil de' : 'a avaliação de'} ${d.targetName} foi arquivada`,
};

/** Why a place's money went back to the contractor, as its notice says. */
const REFUND_REASON_TEXT: Record<ShiftRefundReason, string> = {
  job_cancelled: 'A vaga foi cancelada com mais de 24 h de antecedência.',
  job_cancelled_late:
    'A vaga foi cancelada com menos de 24 h de antecedência: o freelancer recebeu a parte combinada e o restante voltou para você.',
  withdrawn: 'O freelancer desistiu da vaga.',
  no_show: 'O freelancer não compareceu e a ausência não foi contestada.',
  paid_after_lapse: 'O PIX chegou depois dos 30 minutos da reserva, quando a vaga já tinha sido liberada.',
  pool_leftover: 'Estas vagas foram pagas de uma vez e não foram usadas.',
};
const freelancerJob = (jobId: string) => `/jobs/${jobId}`;

const CLOSED_TITLES: Record<ClosedReason, (job: string) => string> = {
  job_filled: (job) => `A vaga ${job} foi preenchida`,
  job_cancelled: (job) => `A vaga ${job} foi cancelada`,
  job_completed: (job) => `A vaga ${job} foi encerrada`,
  reserve_released: (job) => `A reserva em ${job} foi encerrada`,
  invitation_declined: (job) => `O convite para ${job} foi recusado`,
  invitation_expired: (job) => `O convite para ${job} expirou`,
};

const RELEASED_TITLES: Record<NoticeData['reserve_released']['occasion'], (job: string) => string> = {
  started: (job) => `A vaga ${job} começou; obrigado por ficar na reserva.`,
  cancelled: (job) => `A vaga ${job} foi cancelada; obrigado por ficar na reserva.`,
  completed: (job) => `A vaga ${job} foi concluída; obrigado por ficar na reserva.`,
};

const RENDER: { [K in NotificationKind]: (data: NoticeData[K]) => Rendered } = {
  application_received: (d) => ({
    title: `Nova candidatura em ${jobName(d)}`,
    body: `${d.freelancerName} se candidatou. Veja o perfil e aprove ou recuse.`,
    link: contractorJob(d.jobId),
  }),
  application_approved: (d) => ({
    title: `Você foi aprovado em ${jobName(d)}!`,
    body: `${brazilianDate(d.serviceDate)}, das ${hours(d)}, em ${d.address}. O contato de ${d.company} já está disponível na vaga.`,
    link: freelancerJob(d.jobId),
  }),
  application_rejected: (d) => ({
    title: `Sua candidatura em ${jobName(d)} não foi aprovada`,
    body: 'Nenhuma moeda foi cobrada. Há novas vagas todos os dias: continue se candidatando.',
    link: '/freelancer/jobs',
  }),
  application_closed: (d) => ({
    title: CLOSED_TITLES[d.reason](jobName(d)),
    body: 'Sua candidatura foi encerrada e nenhuma moeda foi cobrada. Veja outras vagas.',
    link: '/freelancer/jobs',
  }),
  job_cancelled: (d) => ({
    title: `O evento ${jobName(d)} foi cancelado`,
    body: d.compensationCoins
      ? `O contratante cancelou o evento em cima da hora. Devolvemos ${coins(d.refundedCoins)} ao seu saldo e você recebeu mais ${coins(d.compensationCoins)} de compensação.`
      : `O contratante cancelou o evento. Devolvemos ${coins(d.refundedCoins)} ao seu saldo.`,
    link: '/freelancer/tokens',
  }),
  shift_changed: (d) => ({
    title: `A vaga ${d.jobTitle} mudou`,
    body: `O contratante alterou a data, o horário ou o valor. Agora: ${brazilianDate(d.serviceDate)}, das ${hours(d)}. Confira os detalhes.`,
    link: freelancerJob(d.jobId),
  }),
  application_withdrawn: (d) => ({
    title: `${d.freelancerName} desistiu de ${jobName(d)}`,
    body: 'A vaga voltou a receber candidaturas. Veja os candidatos.',
    link: contractorJob(d.jobId),
  }),
  job_completed: (d) => ({
    title: `Serviço concluído: ${jobName(d)}`,
    body:
      d.role === 'contractor'
        ? 'Avalie os freelancers que trabalharam com você.'
        : 'Avalie o contratante: sua avaliação ajuda toda a comunidade.',
    link: `/${d.role}/evaluation?jobId=${d.jobId}`,
  }),
  evaluation_received: (d) => ({
    title: `Você recebeu uma avaliação de ${d.evaluatorName}`,
    body: `${d.rating === 1 ? '1 estrela' : `${d.rating} estrelas`} em ${jobName(d)}.`,
    // The evaluations page, on what was received, at this evaluation (the profile form shows no rating).
    link: receivedEvaluationHref(d.role, d.evaluationId),
  }),
  payment_confirmed: (d) => ({
    title: 'Pagamento confirmado',
    body: `Recebemos seu PIX de ${money.format(d.amountCents / 100)}: ${d.description}.`,
    link: d.product === 'coins' ? '/freelancer/tokens' : '/contractor/subscription',
  }),
  coins_needed: (d) => ({
    title: `Faltam moedas para sua aprovação em ${jobName(d)}`,
    body: `O contratante quis aprovar você, mas a vaga custa ${coins(d.needed)} e você tem ${d.have}. Compre moedas para não perder a vaga.`,
    link: '/freelancer/tokens',
  }),
  credits_low: () => ({
    title: 'Seus créditos acabaram',
    body: 'Você usou seu último crédito. Para publicar vagas e aprovar candidatos, assine um plano.',
    link: '/contractor/subscription',
  }),
  plan_expiring: (d) => ({
    title: `Seu plano ${d.planName} vence em ${brazilianDate(d.expiresOn)}`,
    body: 'Renove com PIX para continuar publicando e aprovando com os créditos do plano.',
    link: '/contractor/subscription',
  }),
  plan_expired: () => ({
    title: 'Seu plano terminou',
    body: 'Sua conta voltou ao plano Free (2 vagas por mês). Assine de novo quando quiser.',
    link: '/contractor/subscription',
  }),
  shift_reminder: (d) => {
    const when = `${d.day === 'today' ? 'hoje' : 'amanhã'} às ${toHourMinute(d.startTime)}`;
    if (d.role === 'freelancer' && d.confirmShiftId) {
      return {
        title: `Lembrete: ${d.jobTitle} ${when}`,
        body: `Local: ${d.address ?? ''}. Confirme sua presença em '${CONFIRM_ACTION_LABEL}'. Se não puder ir, use 'Desistir' o quanto antes.`,
        link: confirmShiftHref(d.confirmShiftId),
      };
    }
    return d.role === 'freelancer'
      ? {
          title: `Lembrete: ${d.jobTitle} ${when}`,
          body: `Local: ${d.address ?? ''}. Se não puder ir, use 'Desistir' na vaga o quanto antes.`,
          link: freelancerJob(d.jobId),
        }
      : {
          title: `Lembrete: ${d.jobTitle} ${when}`,
          body: `${d.approved === 1 ? '1 freelancer confirmado' : `${d.approved ?? 0} freelancers confirmados`}. Os contatos estão na vaga.`,
          link: contractorJob(d.jobId),
        };
  },
  evaluation_reminder: (d) => ({
    title: `Como foi ${jobName(d)}? Avalie agora`,
    body:
      d.role === 'contractor'
        ? 'Sua avaliação ajuda os bons freelancers a serem encontrados.'
        : 'Sua avaliação ajuda outros freelancers a escolherem onde trabalhar.',
    link: `/${d.role}/evaluation?jobId=${d.jobId}`,
  }),
  shift_unconfirmed: (d) => ({
    title: `${d.freelancerName} ainda não confirmou presença em ${jobName(d)}`,
    body: `O turno começa ${d.day === 'today' ? 'hoje' : 'amanhã'} às ${toHourMinute(d.startTime)}. Fale com o freelancer pelo WhatsApp na vaga ou prepare um substituto.`,
    link: contractorJob(d.jobId),
  }),
  job_alert: (d) => ({
    title: `Nova vaga: ${jobName(d)}${d.neighborhood ? ` em ${d.neighborhood}` : ''}`,
    body: `${d.city}, ${brazilianDate(d.serviceDate)}, das ${hours(d)}, ${money.format(d.salaryCents / 100)}. Candidate-se antes que as vagas acabem.`,
    link: freelancerJob(d.jobId),
  }),
  job_alert_digest: (d) => {
    const listed = d.jobs.map(
      (job) =>
        `${jobName(job)} às ${toHourMinute(job.startTime)}, ${job.neighborhood ? `${job.neighborhood}, ` : ''}${job.city}: ${money.format(job.salaryCents / 100)}`,
    );
    const more = d.total > d.jobs.length ? `; e mais ${d.total - d.jobs.length}` : '';
    return {
      title: `Resumo diário: ${d.total === 1 ? '1 vaga nova' : `${d.total} vagas novas`} para você`,
      body: `${listed.join('; ')}${more}.`,
      link: '/freelancer/jobs',
    };
  },
  payment_expired: (d) => ({
    title: 'Seu PIX expirou',
    body: `A cobrança de ${money.format(d.amountCents / 100)} expirou sem pagamento. Gere uma nova quando quiser.`,
    link: d.product === 'coins' ? '/freelancer/tokens' : '/contractor/subscription',
  }),
  payment_refunded: (d) => ({
    title: 'Sua compra foi estornada',
    body: `Devolvemos ${money.format(d.amountCents / 100)} por PIX para a conta que pagou: ${d.description}.`,
    link: d.product === 'coins' ? '/freelancer/tokens' : '/contractor/subscription',
  }),
  no_show_marked: (d) => ({
    title: `Você foi marcado como ausente em ${jobName(d)}`,
    body: `O contratante marcou que você não compareceu: você recebeu ${strikes(d.strikes)}. Se você foi, conteste até ${dayAndTime(d.contestUntil)} em Minhas candidaturas.`,
    link: '/freelancer/applications',
  }),
  shift_reserved: (d) => ({
    title: `Você está na reserva de ${jobName(d)}`,
    body: `${d.company} guardou você como reserva para ${brazilianDate(d.serviceDate)} às ${toHourMinute(d.startTime)}. Nada foi cobrado: se uma vaga abrir antes do início, você é confirmado e as moedas da candidatura são cobradas.`,
    link: freelancerJob(d.jobId),
  }),
  reserve_promoted: (d) => ({
    title: `Você foi confirmado na vaga ${jobName(d)}!`,
    body: `Uma vaga abriu e você saiu da reserva: ${brazilianDate(d.serviceDate)}, das ${hours(d)}, em ${d.address}. Foram cobradas ${coins(d.coins)}. O contato de ${d.company} já está disponível na vaga.`,
    link: freelancerJob(d.jobId),
  }),
  reserve_released: (d) => ({
    title: RELEASED_TITLES[d.occasion](jobName(d)),
    body: 'Você não foi chamado e nenhuma moeda foi cobrada. Veja outras vagas.',
    link: '/freelancer/jobs',
  }),
  shift_invited: (d) => ({
    title: `${d.company} convidou você para ${jobName(d)}`,
    body: `${brazilianDate(d.serviceDate)}, das ${hours(d)}.${
      d.inviteFirstUntil ? ` Só a equipe vê esta vaga até ${dayAndTime(d.inviteFirstUntil)}.` : ''
    } ${
      d.guaranteedPay
        ? `Pagamento garantido por PIX. Aceite para reservar a vaga: você é confirmado quando o contratante pagar. Custa ${coins(d.coins)}, cobradas ao aceitar.`
        : `Aceite para ser confirmado na hora: custa ${coins(d.coins)}, cobradas ao aceitar.`
    }`,
    link: '/freelancer/jobs#convites',
  }),
  invitation_accepted: (d) => ({
    title: `${d.freelancerName} aceitou o convite para ${jobName(d)}`,
    body: d.awaitingPayment
      ? `Pague a vaga por PIX em até ${FUNDING_HOLD_MINUTES} minutos para confirmar ${d.freelancerName}: abra a vaga e toque em 'Pagar'. Foi usado 1 crédito do seu plano.`
      : `${d.freelancerName} está aprovado na vaga. Foi usado 1 crédito do seu plano.`,
    link: contractorJob(d.jobId),
  }),
  place_paid: (d) => ({
    title: `Pagamento confirmado: ${d.freelancerName} está aprovado em ${jobName(d)}`,
    body: `Recebemos seu PIX de ${money.format(d.amountCents / 100)}. O valor fica retido e é pago ao freelancer por PIX até 24 h após o turno.`,
    link: contractorJob(d.jobId),
  }),
  place_payment_lapsed: (d) => ({
    title: `O pagamento da vaga de ${d.freelancerName} não foi feito`,
    body: `A cobrança de ${money.format(d.amountCents / 100)} venceu sem pagamento, e a aprovação em ${jobName(d)} foi desfeita: a candidatura voltou para pendente e o crédito foi devolvido. Aprove de novo para gerar outra cobrança.`,
    link: contractorJob(d.jobId),
  }),
  job_funded: (d) => ({
    title: `Pagamento confirmado: ${d.places === 1 ? 'a vaga' : `as ${d.places} vagas`} de ${jobName(d)}`,
    body: `Recebemos seu PIX de ${money.format(d.amountCents / 100)}. Cada aprovação usa uma vaga paga, sem novo PIX; o que não for usado volta para você quando a vaga começar, for concluída ou cancelada.`,
    link: contractorJob(d.jobId),
  }),
  job_funding_lapsed: (d) => ({
    title: `O pagamento das vagas de ${jobName(d)} não foi feito`,
    body: `A cobrança de ${money.format(d.amountCents / 100)} venceu sem pagamento. A vaga continua publicada: cada aprovação gera o PIX da sua vaga.`,
    link: contractorJob(d.jobId),
  }),
  payout_sent: (d) => ({
    title: `Pagamento enviado: ${money.format(d.amountCents / 100)} por ${jobName(d)}`,
    body: 'O valor foi enviado por PIX para a sua chave. O comprovante está em Meus ganhos.',
    link: '/freelancer/ganhos',
  }),
  payout_failed: (d) => ({
    title: 'Não conseguimos enviar seu pagamento: confira sua chave PIX',
    body: `O PIX de ${money.format(d.amountCents / 100)} por ${jobName(d)} foi recusado. Confira sua chave em Recebimento; enviamos de novo assim que você salvar.`,
    link: '/freelancer/ganhos',
  }),
  place_refunded: (d) => ({
    title: `Reembolso de ${money.format(d.amountCents / 100)}: ${jobName(d)}`,
    body: `${REFUND_REASON_TEXT[d.reason]} O valor foi devolvido por PIX para a conta que pagou.`,
    link: contractorJob(d.jobId),
  }),
  job_hidden: (d) => ({
    title: `Sua vaga ${jobName(d)} foi ocultada pela nossa equipe`,
    body:
      `Ela saiu do mural e da página pública e foi cancelada` +
      (d.refunded > 0
        ? `; ${d.refunded === 1 ? 'o freelancer aprovado foi avisado e reembolsado' : `os ${d.refunded} freelancers aprovados foram avisados e reembolsados`}`
        : '') +
      `. Motivo: ${d.reason}`,
    link: contractorJob(d.jobId),
  }),
  report_outcome: (d) => ({
    title: REPORT_OUTCOME_TITLE[d.outcome](d),
    body:
      d.outcome === 'dismiss'
        ? `Nossa equipe analisou sua denúncia e não encontrou motivo para agir. Obrigado por avisar. Motivo: ${d.reason}`
        : `Nossa equipe analisou sua denúncia e agiu. Obrigado por avisar. Motivo: ${d.reason}`,
    link: '/notificacoes',
  }),
  invitation_declined: (d) => ({
    title: `${d.freelancerName} recusou o convite para ${jobName(d)}`,
    body: 'Nenhum crédito foi usado. A vaga continua aberta para outros freelancers.',
    link: contractorJob(d.jobId),
  }),
  no_show_contested: (d) => ({
    title: `${d.freelancerName} contestou a falta em ${jobName(d)}`,
    body: `"${d.text}" A falta fica em contestação até a análise da nossa equipe e, enquanto isso, não conta advertências.`,
    link: contractorJob(d.jobId),
  }),
  no_show_upheld: (d) =>
    d.role === 'freelancer'
      ? {
          title: `Sua contestação em ${jobName(d)} foi analisada: a falta foi mantida`,
          body: `Nossa equipe manteve a falta, e as advertências dela voltam a contar. Motivo: ${d.reason}`,
          link: '/freelancer/applications',
        }
      : {
          title: `A contestação da falta em ${jobName(d)} foi analisada: a falta foi mantida`,
          body: `Nossa equipe manteve a falta que você marcou. Motivo: ${d.reason}`,
          link: contractorJob(d.jobId),
        },
  no_show_cleared: (d) =>
    d.role === 'freelancer'
      ? {
          title: `Sua contestação em ${jobName(d)} foi aceita: a falta foi retirada`,
          body: `Nossa equipe considerou que você compareceu: as advertências dessa falta não contam mais. Motivo: ${d.reason}`,
          link: '/freelancer/applications',
        }
      : {
          title: `A falta em ${jobName(d)} foi retirada após a contestação`,
          body: `Nossa equipe considerou que o freelancer compareceu; o crédito devolvido pela falta foi estornado, se havia saldo. Motivo: ${d.reason}`,
          link: contractorJob(d.jobId),
        },
};

/**
 * The action a notification offers besides opening its screen, in the app, the e-mail and the push:
 * 'Vou comparecer' on the freelancer's reminder the day before (its link leads to it).
 */
export function actionLabelOf(kind: NotificationKind, data: Record<string, unknown>): string | null {
  return kind === 'shift_reminder' && typeof data.confirmShiftId === 'string' ? CONFIRM_ACTION_LABEL : null;
}

/** The Portuguese title, body and link of a notice. */
export function renderNotice(notice: Notice): Rendered {
  const render = RENDER[notice.kind] as (data: Notice['data']) => Rendered;
  return render(notice.data);
}

/**
 * Several new applications to one job as one message: '3 novas candidaturas em Garçom — 12/12'.
 * Each item is a stored application_received notification (its data names the job and the freelancer).
 */
export function digestOfApplications(items: { data: Record<string, unknown> }[]): Rendered {
  const data = items.map((item) => item.data as NoticeData['application_received']);
  const [first] = data;
  if (!first) throw new Error('an empty digest');
  const names = data.map((d) => d.freelancerName);
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} e mais ${names.length - 3}` : joinNames(names);
  return {
    title: `${data.length} novas candidaturas em ${jobName(first)}`,
    body: `${shown} se candidataram. Veja os perfis e aprove ou recuse.`,
    link: contractorJob(first.jobId),
  };
}

/** 'Ana', 'Ana e Bia', 'Ana, Bia e Caio'. */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}
