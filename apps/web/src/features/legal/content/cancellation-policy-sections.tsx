import {
  FORGIVENESS_ATTENDED_IN_A_ROW,
  LATE_CANCELLATION_HOURS,
  NO_SHOW_STRIKES,
  NOTICE_BANDS,
  STRIKE_LIFETIME_DAYS,
  SUSPENSION_DAYS,
  SUSPENSION_STRIKES,
  lateCancellationCompensation,
  strikes,
  strikesForNotice,
  withdrawalConsequenceText,
} from '@vamos/shared/cancellation-policy';
import { saoPauloInstant } from '@vamos/shared/dates';
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

/** A job of R$ 150,00, for the example of a late cancellation. */
const EXAMPLE_JOB_CENTS = 15_000;

/** The cancellation and attendance policy, every number from @vamos/shared/cancellation-policy. */
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
      <p>
        Não comparecer a um turno confirmado sem desistir antes é a falta mais grave: gera {strikes(NO_SHOW_STRIKES)}, e
        o {credits(APPROVAL_CREDITS)} da aprovação volta para o contratante. O freelancer é avisado e pode contestar,
        explicando o que aconteceu.
      </p>
    ),
  },
  {
    id: 'validade',
    title: 'Quanto tempo vale uma advertência',
    body: (
      <>
        <p>
          Cada advertência vale por {STRIKE_LIFETIME_DAYS} dias a partir do dia em que foi dada; depois disso, deixa de
          contar. Quem comparece a {FORGIVENESS_ATTENDED_IN_A_ROW} turnos seguidos tem uma advertência ativa perdoada.
        </p>
        <p>
          O freelancer vê as próprias advertências ativas, e quando cada uma vence, no seu perfil. Ninguém mais vê as
          advertências de outra pessoa.
        </p>
      </>
    ),
  },
  {
    id: 'suspensao',
    title: 'Suspensão de candidaturas',
    body: (
      <p>
        Com {strikes(SUSPENSION_STRIKES)} ou mais ativas, o freelancer fica {SUSPENSION_DAYS} dias sem poder se
        candidatar a novas vagas. Os turnos já confirmados continuam valendo.
      </p>
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
          Se faltarem menos de {LATE_CANCELLATION_HOURS} horas para o início, o cancelamento é tardio: além da
          devolução, cada freelancer aprovado recebe uma compensação em moedas igual ao custo da candidatura, e o
          cancelamento aparece no histórico do contratante. Por exemplo, numa vaga de {formatBrl(EXAMPLE_JOB_CENTS)}, o
          freelancer recebe de volta {coins(applicationCost(EXAMPLE_JOB_CENTS))} e mais{' '}
          {coins(lateCancellationCompensation(EXAMPLE_JOB_CENTS))} de compensação.
        </p>
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
