import {
  APPLICATION_COST_RULE,
  APPROVAL_CREDITS,
  COIN_PACKAGES,
  FREE_PLAN_CREDITS,
  JOB_PUBLISH_CREDITS,
  PIX_CHARGE_EXPIRY_HOURS,
  PLAN_PERIOD_DAYS,
  PLANS,
  SIGNUP_BONUS_COINS,
  applicationCost,
  coins,
  credits,
  type CoinPackage,
  type Plan,
} from '@vamos/shared/pricing';
import { NOTICE_BANDS, strikes } from '@vamos/shared/cancellation-policy';
import {
  CHECK_IN_CODE_LENGTH,
  CHECK_IN_OPENS_HOURS_BEFORE,
  CONFIRMATION_REQUEST_HOURS,
  UNCONFIRMED_NOTICE_HOURS,
} from '@vamos/shared/check-in';
import { formatBrl } from '@/lib/format';

/**
 * The questions of the 'Central de Ajuda' (spec 02 "Help centre", with presence and check-in from
 * issue 24): 11 for freelancers, 13 for contractors. Every number comes from @vamos/shared/pricing (DESIGN §2, decisions 0005 and 0006),
 * so the answers follow the product when a price or a rule changes.
 */
export type FaqItem = {
  /** Stable id, used for the accordion item and its anchor. */
  id: string;
  question: string;
  /** One string per paragraph; an array is a bulleted list. */
  answer: (string | string[])[];
};

function packageLine(pkg: CoinPackage): string {
  const discount = pkg.discountPercent > 0 ? ` (${pkg.discountPercent}% de desconto por moeda)` : '';
  return `${pkg.name}: ${formatBrl(pkg.priceCents)} por ${coins(pkg.coins)}${discount}`;
}

function planLine(plan: Plan): string {
  if (plan.priceCents === null) {
    return `${plan.name}: para ${plan.jobsPerMonthLabel}, com preço e créditos sob consulta: use “${plan.ctaLabel ?? ''}”`;
  }
  return `${plan.name}: ${formatBrl(plan.priceCents)}/mês com ${credits(plan.credits ?? 0)}`;
}

const paidPlans = PLANS.filter((plan) => plan.priceCents !== null && plan.priceCents > 0);
const enterprise = PLANS.filter((plan) => plan.priceCents === null);

const PIX_CHARGE = `A cobrança PIX (QR Code e código copia e cola) vale ${PIX_CHARGE_EXPIRY_HOURS} horas. Você pode ter uma cobrança pendente por vez: para escolher outra opção, pague ou cancele a que está pendente.`;
const CONFIRMATION =
  'A confirmação costuma chegar em instantes; se demorar, use “Verificar” (o banco pode levar até 1 hora para confirmar).';

const EVALUATION_FORM =
  'A avaliação tem de 1 a 5 estrelas, os itens Pontual, Proativo(a), Educado(a) e Agilidade, e um comentário opcional de até 500 caracteres. É uma avaliação por vaga para cada pessoa, e você pode editá-la depois.';

export const FREELANCER_FAQ: readonly FaqItem[] = [
  {
    id: 'moedas',
    question: 'Como funcionam as moedas?',
    answer: [
      `As moedas são usadas para se candidatar às vagas. Ao criar sua conta você ganha ${coins(SIGNUP_BONUS_COINS)} de boas-vindas.`,
      'Seu saldo aparece na lista de vagas e na página “Moedas”, junto com o extrato de tudo o que entrou e saiu.',
    ],
  },
  {
    id: 'custo-candidatura',
    question: 'Quantas moedas custa uma candidatura?',
    answer: [
      `O custo é ${APPLICATION_COST_RULE}: uma vaga de ${formatBrl(10_000)} custa ${coins(applicationCost(10_000))}, e uma de ${formatBrl(5_000)} custa ${coins(applicationCost(5_000))}.`,
      'O custo aparece na vaga antes de você se candidatar e fica fixo a partir da candidatura, mesmo que o contratante mude o valor depois.',
    ],
  },
  {
    id: 'quando-desconta',
    question: 'Quando as moedas são descontadas?',
    answer: [
      'Só quando o contratante aprova a sua candidatura. Candidatar-se não desconta nada, e uma candidatura rejeitada não custa nada.',
      'Você precisa ter saldo suficiente ao se candidatar e também no momento da aprovação. Com saldo menor que o custo, o botão mostra “Moedas insuficientes”.',
    ],
  },
  {
    id: 'cancelar-candidatura',
    question: 'Posso cancelar uma candidatura?',
    answer: [
      'Sim, enquanto ela estiver pendente: em “Minhas Candidaturas”, use “Cancelar candidatura”. É gratuito, e você pode se candidatar de novo à mesma vaga depois.',
    ],
  },
  {
    id: 'desistir',
    question: 'E se eu desistir de uma vaga depois de aprovado?',
    answer: [
      'Em “Minhas Candidaturas”, “Desistir” libera o seu lugar na vaga para outra pessoa e avisa o contratante.',
      'As moedas pagas na aprovação não são devolvidas, e não é possível se candidatar de novo à mesma vaga.',
      `Desistir perto do turno gera advertências: nenhuma com ${NOTICE_BANDS[0].minHours} horas ou mais de antecedência, até ${strikes(NOTICE_BANDS[3].strikes)} com menos de ${NOTICE_BANDS[2].minHours} horas. A tela diz quantas antes de você confirmar. As regras completas estão na Política de Cancelamento, no fim desta página.`,
    ],
  },
  {
    id: 'presenca',
    question: 'Como confirmo presença e registro minha chegada?',
    answer: [
      `${CONFIRMATION_REQUEST_HOURS} horas antes do turno você recebe um lembrete com “Vou comparecer”: toque nele (ou no botão do serviço em “Minha Agenda”) para confirmar. Se você não confirmar até ${UNCONFIRMED_NOTICE_HOURS} horas antes, o contratante é avisado e vê “Não confirmado”.`,
      `No dia, a partir de ${CHECK_IN_OPENS_HOURS_BEFORE} horas antes do início, use “Cheguei” em “Minha Agenda” e digite o código de ${CHECK_IN_CODE_LENGTH} números que aparece na tela do contratante, ou leia o QR code dele com a câmera. O código muda todo dia. No fim, use “Encerrar turno”: o contratante vê a hora em que você chegou e saiu.`,
    ],
  },
  {
    id: 'evento-cancelado',
    question: 'O que acontece se o contratante cancelar o evento?',
    answer: [
      'As moedas que você pagou na aprovação voltam automaticamente para o seu saldo, e você é avisado. A devolução aparece no seu extrato.',
    ],
  },
  {
    id: 'pacotes',
    question: 'Quais pacotes de moedas existem?',
    answer: [
      'Três pacotes, pagos por PIX:',
      COIN_PACKAGES.map(packageLine),
      'Quanto maior o pacote, mais barata sai cada moeda.',
    ],
  },
  {
    id: 'pagamento-pix',
    question: 'Como pago e quando recebo as moedas?',
    answer: [
      'O pagamento é por PIX. Em “Moedas”, escolha o pacote e informe nome, e-mail e CPF. ' + PIX_CHARGE,
      `As moedas entram no seu saldo assim que o pagamento é confirmado. ${CONFIRMATION}`,
    ],
  },
  {
    id: 'pagamento-servico',
    question: 'Como recebo pelo trabalho e falo com o contratante?',
    answer: [
      'O pagamento pelo serviço é feito pelo contratante diretamente a você, fora da plataforma, na data de pagamento informada na vaga.',
      'Nome, e-mail e telefone do contratante aparecem na vaga assim que você é aprovado. Da mesma forma, seu e-mail, telefone e CPF só ficam visíveis para contratantes que aprovaram você.',
    ],
  },
  {
    id: 'avaliacoes',
    question: 'Como funcionam as avaliações?',
    answer: [
      'Quando o contratante conclui o serviço, ou quando a data do serviço já passou, você e o contratante podem se avaliar em “Avaliar”.',
      EVALUATION_FORM,
    ],
  },
];

export const CONTRACTOR_FAQ: readonly FaqItem[] = [
  {
    id: 'creditos',
    question: 'Como funcionam os créditos?',
    answer: [
      `Publicar uma vaga custa ${credits(JOB_PUBLISH_CREDITS)}, e cada freelancer aprovado custa mais ${credits(APPROVAL_CREDITS)}.`,
      'Seu saldo aparece em “Vagas Disponíveis”, na página “Minhas Vagas”, e o extrato fica na página “Assinatura”.',
    ],
  },
  {
    id: 'plano-free',
    question: 'O que vem no plano Free?',
    answer: [
      `Toda conta de contratante começa no plano Free, com ${credits(FREE_PLAN_CREDITS)}: o bastante, por exemplo, para publicar uma vaga e aprovar um freelancer. No início de cada mês o saldo volta a ${credits(FREE_PLAN_CREDITS)} (se estiver abaixo disso); a data da próxima recarga aparece em Assinatura. Quando precisar de mais, assine um plano.`,
    ],
  },
  {
    id: 'planos',
    question: 'Quais planos existem?',
    answer: ['Além do Free, há três planos:', [...paidPlans, ...enterprise].map(planLine)],
  },
  {
    id: 'pagamento-pix',
    question: 'Como pago a assinatura?',
    answer: [
      'O pagamento é por PIX. Em “Assinatura”, escolha o plano e use “Assinar”. Antes, seu perfil precisa ter nome e CPF. ' +
        PIX_CHARGE,
    ],
  },
  {
    id: 'duracao',
    question: 'Quando o plano começa e quanto tempo dura?',
    answer: [
      `O plano é ativado e os créditos entram no seu saldo assim que o pagamento é confirmado. ${CONFIRMATION}`,
      `Ele vale por ${PLAN_PERIOD_DAYS} dias a partir da confirmação. Ao fim do período, sua conta volta ao plano Free, e os créditos que você já recebeu continuam no saldo.`,
    ],
  },
  {
    id: 'trocar-plano',
    question: 'Posso trocar de plano?',
    answer: [
      `Sim. Com um plano pago ativo, “Trocar de Plano” gera a cobrança do outro plano. Confirmado o pagamento, o novo plano começa na hora, com um novo período de ${PLAN_PERIOD_DAYS} dias, e os créditos dele se somam ao seu saldo.`,
    ],
  },
  {
    id: 'publicar-vaga',
    question: 'Como publico uma vaga?',
    answer: [
      `Em “Minhas Vagas”, use “Publicar Vaga” e informe o segmento, a data e o horário, o valor, o número de pessoas, o endereço e os requisitos. A publicação usa ${credits(JOB_PUBLISH_CREDITS)}; sem créditos, a vaga não é publicada.`,
    ],
  },
  {
    id: 'aprovar',
    question: 'Como aprovo ou rejeito candidatos?',
    answer: [
      `Abra a vaga em “Ver Detalhes” para ver os candidatos e o perfil de cada um. “Aprovar” usa ${credits(APPROVAL_CREDITS)} seu (e o freelancer paga as moedas da candidatura); “Rejeitar” não custa nada a ninguém.`,
      'Quando o número de pessoas da vaga é atingido, ela fica preenchida. Se um freelancer aprovado desistir, você é avisado, a vaga volta a receber candidaturas e o crédito da aprovação volta para você. As regras completas estão na Política de Cancelamento, no fim desta página.',
    ],
  },
  {
    id: 'presenca',
    question: 'Como sei se o freelancer vai comparecer e se chegou?',
    answer: [
      `${CONFIRMATION_REQUEST_HOURS} horas antes do turno, cada freelancer aprovado é convidado a confirmar a presença. Na vaga, quem confirmou aparece com “Presença confirmada”; quem não confirmou até ${UNCONFIRMED_NOTICE_HOURS} horas antes aparece com “Não confirmado”, e você é avisado.`,
      `No dia, a partir de ${CHECK_IN_OPENS_HOURS_BEFORE} horas antes do início, a vaga mostra um código de ${CHECK_IN_CODE_LENGTH} números e um QR code, que mudam todo dia. Ao chegar, o freelancer toca em “Cheguei” e digita o código ou lê o QR code; você vê na hora “Chegou às 19:02” e, quando ele encerra o turno, “Saiu às 23:40”.`,
    ],
  },
  {
    id: 'contato',
    question: 'Quando vejo os dados de contato do freelancer?',
    answer: [
      'E-mail, telefone e CPF do freelancer aparecem no perfil dele depois que você o aprova em uma das suas vagas. Antes disso, você vê o nome, a função, a descrição e as avaliações.',
    ],
  },
  {
    id: 'editar-cancelar',
    question: 'Posso editar ou cancelar uma vaga?',
    answer: [
      'Você pode editar a vaga até ela ser concluída, sem deixar menos lugares do que freelancers já aprovados.',
      '“Cancelar evento” tira a vaga das listas e rejeita as candidaturas pendentes; os freelancers aprovados são avisados e recebem as moedas de volta. Os créditos já usados não são devolvidos.',
    ],
  },
  {
    id: 'concluir',
    question: 'Como concluo um serviço e pago o freelancer?',
    answer: [
      'Depois do trabalho, use “Concluir Serviço” na vaga: as candidaturas ainda pendentes são rejeitadas e as avaliações são liberadas.',
      'O pagamento pelo serviço é feito por você diretamente ao freelancer, fora da plataforma, na data de pagamento informada na vaga.',
    ],
  },
  {
    id: 'avaliacoes',
    question: 'Como funcionam as avaliações?',
    answer: [
      'Quando você conclui o serviço, ou quando a data do serviço já passou, você e cada freelancer aprovado na vaga podem se avaliar em “Avaliar”.',
      EVALUATION_FORM,
    ],
  },
];
