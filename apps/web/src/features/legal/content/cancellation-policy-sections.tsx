import {
  CONTEST_TEXT_MAX,
  CONTEST_WINDOW_HOURS,
  FORGIVENESS_ATTENDED_IN_A_ROW,
  NO_SHOW_MARK_CLOSES_HOURS,
  NO_SHOW_MARK_OPENS_MINUTES,
  NO_SHOW_STRIKES,
  CONTRACTOR_RECORD_DAYS,
  LATE_CANCELLATION_HOURS,
  NOTICE_BANDS,
  isLateCancellation,
  lateCancellationCompensation,
  STRIKE_LIFETIME_DAYS,
  SUSPENSION_DAYS,
  SUSPENSION_STRIKES,
  contestDeadline,
  noShowMarkWindow,
  strikes,
  strikesForNotice,
  suspensionEnd,
  suspensionText,
  withdrawalConsequenceText,
} from '@vamos/shared/cancellation-policy';
import { saoPauloInstant } from '@vamos/shared/dates';
import {
  DEFAULT_GUARANTEED_PAY_FEE_PERCENT,
  DEFAULT_LATE_CANCEL_SHARE_PERCENT,
  RELEASE_AFTER_SHIFT_HOURS,
  feePercentToBps,
  guaranteedFeeCents,
  lateCancellationSplit,
  payReleaseAt,
} from '@vamos/shared/guaranteed-pay';
import { APPROVAL_CREDITS, applicationCost, coins, credits } from '@vamos/shared/pricing';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatBrl } from '@/lib/format';
import type { LegalSection } from '../components/legal-document';

const HOUR_MS = 60 * 60 * 1000;

/** 'com 24 horas ou mais', 'entre 8 e 24 horas', 'menos de 2 horas': each band of notice in words. */
function bandWords(index: number): string {
  const band = NOTICE_BANDS[index];
  const above = NOTICE_BANDS[index - 1];
  if (!band) return '';
  if (!above) return `${band.minHours} horas ou mais`;
  if (band.minHours === 0) return `menos de ${above.minHours} horas`;
  return `de ${band.minHours} a menos de ${above.minHours} horas`;
}

/** What 'Desistir' costs for a shift on 12/12 at 19:00 given up on `day` at `time`: computed by the policy itself. */
function example(day: string, time: string) {
  const start = saoPauloInstant('2026-12-12', '19:00');
  const now = saoPauloInstant(day, time);
  const hoursLeft = Math.floor((start.getTime() - now.getTime()) / HOUR_MS);
  return withdrawalConsequenceText({ hours_left: hoursLeft, strikes: strikesForNotice(start, now) });
}

/** '12/12 às 20:00', in São Paulo. */
function dayTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')} às ${part('hour')}:${part('minute')}`;
}

/** The examples of the no-show, the contest, the suspension and expiry: computed by the policy itself. */
const SHIFT_START = saoPauloInstant('2026-12-12', '19:00');
const NO_SHOW_WINDOW = noShowMarkWindow(SHIFT_START);
const MARKED_AT = saoPauloInstant('2026-12-12', '21:00');
const THIRD_STRIKE_AT = saoPauloInstant('2026-11-25', '20:00');
const STRIKE_GIVEN_AT = saoPauloInstant('2026-12-01', '10:00');
const STRIKE_EXPIRES_AT = new Date(STRIKE_GIVEN_AT.getTime() + STRIKE_LIFETIME_DAYS * 24 * HOUR_MS);

/** The value of the examples' job: R$ 100,00, whose application costs 10 coins. */
const EXAMPLE_SALARY_CENTS = 10_000;

function formatExampleSalary(): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(EXAMPLE_SALARY_CENTS / 100);
}

/** The examples' event: 12/12 from 19:00 to 23:00. */
const EXAMPLE_EVENT = { serviceDate: '2026-12-12', startTime: '19:00', endTime: '23:00' };

/** What cancelling an event on 12/12 at 19:00 on `day` at `time` gives each booked freelancer: computed by the policy itself. */
function cancelExample(day: string, time: string): string {
  const refund = coins(applicationCost(EXAMPLE_SALARY_CENTS));
  if (!isLateCancellation(EXAMPLE_EVENT, saoPauloInstant(day, time))) {
    return `cada freelancer aprovado recebe de volta as ${refund} pagas.`;
  }
  const compensation = coins(lateCancellationCompensation(EXAMPLE_SALARY_CENTS));
  return `em cima da hora: cada freelancer aprovado recebe de volta as ${refund} pagas e mais ${compensation} de compensação.`;
}

/** The examples' guaranteed-pay place: the value, the default service fee on it, the total paid. */
const EXAMPLE_FEE_CENTS = guaranteedFeeCents(EXAMPLE_SALARY_CENTS, feePercentToBps(DEFAULT_GUARANTEED_PAY_FEE_PERCENT));
const EXAMPLE_TOTAL_CENTS = EXAMPLE_SALARY_CENTS + EXAMPLE_FEE_CENTS;

/** Where a guaranteed-pay place's money goes when the event is cancelled on `day` at `time`: computed by the policy itself. */
function guaranteedCancelExample(day: string, time: string): string {
  if (!isLateCancellation(EXAMPLE_EVENT, saoPauloInstant(day, time))) {
    return `os ${formatBrl(EXAMPLE_TOTAL_CENTS)} pagos voltam por PIX para a conta que pagou.`;
  }
  const split = lateCancellationSplit(EXAMPLE_SALARY_CENTS, EXAMPLE_FEE_CENTS, DEFAULT_LATE_CANCEL_SHARE_PERCENT);
  return (
    `o freelancer recebe ${formatBrl(split.shareCents)} por PIX, o Vamos Trabalhar fica com ` +
    `${formatBrl(split.feeKeptCents)} de taxa e ${formatBrl(split.refundCents)} voltam por PIX para a conta que pagou.`
  );
}

/**
 * The cancellation and attendance policy, every number from @vamos/shared/cancellation-policy (and,
 * for the money of guaranteed-pay jobs, issue 27, from @vamos/shared/guaranteed-pay). It states only
 * what the server applies (its test holds it to that).
 */
export const CANCELLATION_POLICY_SECTIONS: LegalSection[] = [
  {
    id: 'desistir',
    title: 'Quando o freelancer desiste de um turno',
    body: (
      <>
        <p>
          Depois de aprovado, o freelancer pode usar “Desistir” até o início do turno. A vaga volta a ficar aberta para
          outras pessoas e o contratante é avisado na hora. Quanto mais perto do início, maior o transtorno, por isso a
          desistência tardia gera advertências, contadas pelo tempo que falta para o início do turno (horário de
          Brasília):
        </p>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Advertências por antecedência da desistência</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                Tempo até o início do turno
              </th>
              <th scope="col" className="py-2 font-semibold text-slate-900">
                Advertências
              </th>
            </tr>
          </thead>
          <tbody>
            {NOTICE_BANDS.map((band, index) => (
              <tr key={band.minHours} className="border-b border-slate-200">
                <td className="py-2 pr-4">{bandWords(index)}</td>
                <td className="py-2">{band.strikes === 0 ? 'nenhuma' : strikes(band.strikes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>Exemplos, para um turno em 12/12 às 19:00</h3>
        <ul>
          <li>Desistindo às 18:00 da véspera: {example('2026-12-11', '18:00')}</li>
          <li>Desistindo às 09:00 do dia: {example('2026-12-12', '09:00')}</li>
          <li>Desistindo às 14:00 do dia: {example('2026-12-12', '14:00')}</li>
          <li>Desistindo às 17:30 do dia: {example('2026-12-12', '17:30')}</li>
        </ul>
        <p>
          Antes de confirmar, a tela de “Desistir” mostra exatamente quantas advertências a desistência vai gerar. As
          moedas pagas na aprovação não são devolvidas; o {credits(APPROVAL_CREDITS)} que o contratante usou para
          aprovar volta para ele.
        </p>
      </>
    ),
  },
  {
    id: 'falta',
    title: 'Quando o freelancer não comparece',
    body: (
      <>
        <p>
          Se um freelancer aprovado não aparece e não fez check-in, o contratante pode marcar “Não compareceu” a partir
          de {NO_SHOW_MARK_OPENS_MINUTES} minutos depois do início do turno e até {NO_SHOW_MARK_CLOSES_HOURS} horas
          depois do início. Quem fez check-in não pode ser marcado como ausente. O contratante também confirma quem
          compareceu ao usar “Concluir Serviço”.
        </p>
        <p>
          Nas vagas com Pagamento garantido, a falta só pode ser marcada antes de o pagamento ser liberado ao
          freelancer, {RELEASE_AFTER_SHIFT_HOURS} horas depois do fim do turno.
        </p>
        <p>
          A falta gera <strong>{strikes(NO_SHOW_STRIKES)}</strong>, o freelancer é avisado na hora e o crédito que o
          contratante usou para aprovar volta para ele. As moedas pagas na aprovação não são devolvidas. Quem foi
          marcado como ausente não avalia nem é avaliado nesse turno.
        </p>
        <h3>Exemplo, para um turno em 12/12 às 19:00</h3>
        <p>
          A falta pode ser marcada de {dayTime(NO_SHOW_WINDOW.opensAt)} até {dayTime(NO_SHOW_WINDOW.closesAt)}.
        </p>
      </>
    ),
  },
  {
    id: 'contestacao',
    title: 'Como contestar uma falta',
    body: (
      <>
        <p>
          Se você foi e mesmo assim foi marcado como ausente, use “Contestar” em Minhas candidaturas em até{' '}
          {CONTEST_WINDOW_HOURS} horas depois da marcação e conte o que aconteceu (até {CONTEST_TEXT_MAX} caracteres). O
          contratante é avisado e a falta fica “Em contestação” até a análise da nossa equipe: enquanto isso, ela não
          conta nenhuma advertência. Depois de {CONTEST_WINDOW_HOURS} horas, a falta não pode mais ser contestada.
        </p>
        <h3>Exemplo</h3>
        <p>
          Uma falta marcada em {dayTime(MARKED_AT)} pode ser contestada até {dayTime(contestDeadline(MARKED_AT))}.
        </p>
      </>
    ),
  },
  {
    id: 'suspensao',
    title: 'Quando as candidaturas ficam suspensas',
    body: (
      <>
        <p>
          Com {SUSPENSION_STRIKES} ou mais advertências ativas, o freelancer não pode se candidatar a novas vagas por{' '}
          {SUSPENSION_DAYS} dias, contados a partir da advertência que levou o total a {SUSPENSION_STRIKES}. Uma única
          falta, ou uma desistência a menos de 2 horas do turno, já suspende; duas desistências com 8 a 24 horas de
          antecedência, não. A página de vagas mostra o motivo e até quando.
        </p>
        <h3>Exemplo</h3>
        <p>
          Se a advertência que completou {SUSPENSION_STRIKES} ativas foi dada em {dayTime(THIRD_STRIKE_AT)}, a página de
          vagas mostra: “{suspensionText(suspensionEnd(THIRD_STRIKE_AT))}”, e as candidaturas voltam a ser aceitas em{' '}
          {dayTime(suspensionEnd(THIRD_STRIKE_AT))}.
        </p>
      </>
    ),
  },
  {
    id: 'validade',
    title: 'Quanto tempo vale uma advertência',
    body: (
      <>
        <p>
          Cada advertência vale por {STRIKE_LIFETIME_DAYS} dias a partir do dia em que foi dada; depois disso, deixa de
          contar. Por exemplo, uma advertência dada em {dayTime(STRIKE_GIVEN_AT)} deixa de contar em{' '}
          {dayTime(STRIKE_EXPIRES_AT)}.
        </p>
        <p>
          A cada {FORGIVENESS_ATTENDED_IN_A_ROW} turnos seguidos em que o freelancer comparece (o contratante conclui o
          serviço com ele presente), a advertência ativa mais antiga é perdoada. Uma nova advertência recomeça a
          contagem. Por exemplo, quem tem 2 advertências ativas e comparece a {FORGIVENESS_ATTENDED_IN_A_ROW} turnos
          seguidos fica com 1.
        </p>
        <p>
          O freelancer vê as próprias advertências ativas, e quando cada uma vence, no seu perfil. Ninguém mais vê as
          advertências de outra pessoa.
        </p>
      </>
    ),
  },
  {
    id: 'contratante-cancela',
    title: 'Quando o contratante cancela o evento',
    body: (
      <>
        <p>
          O contratante pode cancelar um evento com freelancers aprovados. Cada freelancer aprovado é avisado e recebe
          de volta as moedas pagas pela candidatura.
        </p>
        <p>
          Se o cancelamento acontecer a menos de {LATE_CANCELLATION_HOURS} horas do início do evento (horário de
          Brasília), ele é em cima da hora: além da devolução, cada freelancer aprovado recebe uma compensação em moedas
          igual ao custo da candidatura, paga pela plataforma. O cancelamento em cima da hora fica no histórico público
          do contratante por {CONTRACTOR_RECORD_DAYS} dias (“Cancelou 1 evento em cima da hora nos últimos{' '}
          {CONTRACTOR_RECORD_DAYS} dias”), que os freelancers veem na vaga.
        </p>
        <h3>Exemplos, para um evento em 12/12 às 19:00 com vaga de {formatExampleSalary()}</h3>
        <ul>
          <li>Cancelado às 18:00 da véspera: {cancelExample('2026-12-11', '18:00')}</li>
          <li>Cancelado às 14:00 do dia: {cancelExample('2026-12-12', '14:00')}</li>
        </ul>
        <p>
          Antes de confirmar, a tela de “Cancelar evento” mostra exatamente o que cada freelancer aprovado vai receber.
        </p>
      </>
    ),
  },
  {
    id: 'pagamento-garantido',
    title: 'O dinheiro nas vagas com Pagamento garantido',
    body: (
      <>
        <p>
          Nas vagas com Pagamento garantido pelo Vamos Trabalhar, o contratante paga cada vaga por PIX ao aprovar o
          freelancer (o valor mais a taxa de serviço). O dinheiro fica com o nosso provedor de pagamento (Asaas), e não
          com o Vamos Trabalhar. O freelancer recebe por PIX quando o contratante usa “Concluir Serviço” ou, se ele não
          concluir nem marcar falta, {RELEASE_AFTER_SHIFT_HOURS} horas depois do fim do turno. Quando alguém cancela,
          desiste ou falta, o dinheiro segue estas regras:
        </p>
        <ul>
          <li>
            <strong>O contratante cancela com {LATE_CANCELLATION_HOURS} horas ou mais de antecedência:</strong> tudo o
            que ele pagou (valor e taxa) volta por PIX para a conta que pagou.
          </li>
          <li>
            <strong>O contratante cancela com menos de {LATE_CANCELLATION_HOURS} horas:</strong> cada freelancer
            aprovado recebe {DEFAULT_LATE_CANCEL_SHARE_PERCENT}% do valor da vaga por PIX, o Vamos Trabalhar fica com a
            taxa sobre essa parte e o restante volta para o contratante. Isso vale além das moedas devolvidas e da
            compensação da seção anterior.
          </li>
          <li>
            <strong>O freelancer desiste (“Desistir”):</strong> se a vaga tem uma reserva que pode assumir, ela fica com
            o lugar e com o valor já pago, sem novo pagamento; se não, o valor pago pela vaga (valor e taxa) volta para
            o contratante.
          </li>
          <li>
            <strong>O freelancer é marcado como ausente:</strong> o valor pago pela vaga volta para o contratante quando
            termina o prazo de {CONTEST_WINDOW_HOURS} horas para contestar, se a falta não for contestada.
          </li>
          <li>
            <strong>A falta é contestada:</strong> o valor fica retido até a decisão da equipe do Vamos Trabalhar.
          </li>
        </ul>
        <h3>
          Exemplos, para um evento em 12/12 das 19:00 às 23:00 com vaga de {formatBrl(EXAMPLE_SALARY_CENTS)} (taxa de{' '}
          {formatBrl(EXAMPLE_FEE_CENTS)}, total de {formatBrl(EXAMPLE_TOTAL_CENTS)})
        </h3>
        <ul>
          <li>Cancelado às 18:00 da véspera: {guaranteedCancelExample('2026-12-11', '18:00')}</li>
          <li>Cancelado às 14:00 do dia: {guaranteedCancelExample('2026-12-12', '14:00')}</li>
          <li>
            Sem “Concluir Serviço” e sem falta marcada: os {formatBrl(EXAMPLE_SALARY_CENTS)} são enviados ao freelancer
            em {dayTime(payReleaseAt(EXAMPLE_EVENT))}. A falta só pode ser marcada antes disso.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'mais',
    title: 'Dúvidas',
    body: (
      <p>
        O que cada ação custa está nos <Link to={paths.terms.getHref()}>Termos de Uso</Link>. Se algo não estiver claro,
        fale com a nossa equipe pela Central de Ajuda.
      </p>
    ),
  },
];
