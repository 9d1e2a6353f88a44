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
import {
  CONTEST_WINDOW_HOURS,
  LATE_CANCELLATION_HOURS,
  NOTICE_BANDS,
  strikes,
} from '@vamos/shared/cancellation-policy';
import {
  DEFAULT_GUARANTEED_PAY_FEE_PERCENT,
  DEFAULT_LATE_CANCEL_SHARE_PERCENT,
  FUNDING_HOLD_MINUTES,
  PAYOUT_STATUS_LABELS,
  RELEASE_AFTER_SHIFT_HOURS,
  feePercentToBps,
  guaranteedFeeCents,
} from '@vamos/shared/guaranteed-pay';
import {
  CHECK_IN_CODE_LENGTH,
  CHECK_IN_OPENS_HOURS_BEFORE,
  CONFIRMATION_REQUEST_HOURS,
  UNCONFIRMED_NOTICE_HOURS,
} from '@vamos/shared/check-in';
import { formatBrl } from '@/lib/format';

/**
 * The questions of the 'Central de Ajuda' (spec 02 "Help centre", with presence and check-in from
 * issue 24 and 'Pagamento garantido' from issue 27): 14 for freelancers, 16 for contractors. Every
 * number comes from @vamos/shared/pricing (DESIGN §2, decisions 0005 and 0006), cancellation-policy
 * and guaranteed-pay, so the answers follow the product when a price or a rule changes.
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

/** 'Pagamento garantido' (issue 27): the example of a R$ 100,00 place with the default service fee. */
const EXAMPLE_VALUE_CENTS = 10_000;
const EXAMPLE_FEE_CENTS = guaranteedFeeCents(EXAMPLE_VALUE_CENTS, feePercentToBps(DEFAULT_GUARANTEED_PAY_FEE_PERCENT));

/** When a guaranteed-pay place's money goes to the freelancer, as both sides read it. */
const PAY_RELEASE = `quando o contratante usa “Concluir Serviço” ou, se ele não concluir o serviço nem marcar falta, automaticamente ${RELEASE_AFTER_SHIFT_HOURS} horas depois do fim do turno`;

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
      'Nas vagas com Pagamento garantido, o valor da vaga volta para o contratante.',
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
      `Se ele cancelar a menos de ${LATE_CANCELLATION_HOURS} horas do início, você recebe também uma compensação em moedas igual ao custo da candidatura.`,
      `Nas vagas com Pagamento garantido, o cancelamento a menos de ${LATE_CANCELLATION_HOURS} horas do início também paga a você ${DEFAULT_LATE_CANCEL_SHARE_PERCENT}% do valor da vaga por PIX, que aparece em “Meus ganhos”. Com mais antecedência, o valor volta para o contratante.`,
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
      'Nas vagas com Pagamento garantido, você recebe por PIX na chave cadastrada no seu perfil (veja “Quando recebo o Pagamento garantido?”). Nas outras vagas, o pagamento pelo serviço é feito pelo contratante diretamente a você, fora da plataforma, na data de pagamento informada na vaga.',
      'Nome, e-mail e telefone do contratante aparecem na vaga assim que você é aprovado. Da mesma forma, seu e-mail, telefone e CPF só ficam visíveis para contratantes que aprovaram você.',
    ],
  },
  {
    id: 'pagamento-garantido',
    question: 'O que é Pagamento garantido?',
    answer: [
      'Nas vagas com “Pagamento garantido”, o contratante paga o valor da vaga por PIX quando aprova você, e o Vamos Trabalhar envia esse valor para a sua chave PIX depois do turno. Até lá, o dinheiro fica guardado com o nosso provedor de pagamento (Asaas).',
      'Você só é avisado da aprovação depois que o pagamento do contratante é confirmado. Você recebe o valor da vaga inteiro: a taxa de serviço é paga pelo contratante.',
      'Na lista de vagas, o filtro “Pagamento garantido” mostra só essas vagas. Nas vagas sem Pagamento garantido, o pagamento é combinado com o contratante e feito por ele fora da plataforma.',
    ],
  },
  {
    id: 'quando-recebo',
    question: 'Quando recebo o Pagamento garantido?',
    answer: [
      `O PIX é enviado para a sua chave ${PAY_RELEASE}. Se o contratante marcar falta, o valor não é pago a você; se você contestar a falta, ele fica retido até a decisão da nossa equipe.`,
      'Em “Meus ganhos”, no seu perfil, você vê cada pagamento (a vaga, a data, o valor, a situação e o ID da transação PIX) e o total do mês.',
      `Se o PIX não for aceito, tentamos de novo. Se continuar falhando, o pagamento aparece como “${PAYOUT_STATUS_LABELS.failed}”: corrija a chave em “Recebimento”, no perfil, ou use “Tentar novamente”. Sem chave cadastrada, ele fica como “${PAYOUT_STATUS_LABELS.waiting_key}” até você cadastrar uma.`,
    ],
  },
  {
    id: 'chave-pix',
    question: 'Como cadastro minha chave PIX?',
    answer: [
      'Em “Perfil”, na parte “Recebimento”, use “Cadastrar chave PIX”, escolha o tipo (CPF, celular, e-mail ou chave aleatória) e salve. A chave CPF precisa ser o seu próprio CPF.',
      'Confira a chave com cuidado: o PIX vai para ela. Para trocar, use “Alterar chave”. Um pagamento que esperava a chave, ou que não conseguimos enviar, é enviado de novo assim que você salva a chave.',
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
      'Com Pagamento garantido, logo depois de “Aprovar” você paga a vaga por PIX (veja “Como funciona o Pagamento garantido?”).',
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
      'Com Pagamento garantido, o valor pago volta para você, no todo ou em parte: veja “Com Pagamento garantido, e se eu cancelar ou o freelancer faltar?”.',
    ],
  },
  {
    id: 'concluir',
    question: 'Como concluo um serviço e pago o freelancer?',
    answer: [
      'Depois do trabalho, use “Concluir Serviço” na vaga: as candidaturas ainda pendentes são rejeitadas e as avaliações são liberadas.',
      'Com Pagamento garantido, “Concluir Serviço” libera o pagamento: o PIX vai para cada freelancer que compareceu. Sem Pagamento garantido, o pagamento pelo serviço é feito por você diretamente ao freelancer, fora da plataforma, na data de pagamento informada na vaga.',
    ],
  },
  {
    id: 'pagamento-garantido',
    question: 'Como funciona o Pagamento garantido?',
    answer: [
      'Ao publicar ou editar uma vaga, marque “Pagamento garantido pelo Vamos Trabalhar”. É opcional, e a escolha só pode ser mudada antes da primeira aprovação.',
      `Ao aprovar cada freelancer, você paga aquela vaga por PIX (valor mais taxa), com QR Code ou copia e cola. O lugar fica reservado por ${FUNDING_HOLD_MINUTES} minutos; sem pagamento, a aprovação é desfeita e o crédito volta para você. O freelancer só é avisado quando o pagamento é confirmado.`,
      'Se preferir, marque também “Pagar todas as vagas agora” ao publicar: um único PIX paga todas as vagas, e cada aprovação usa uma vaga paga, sem novo PIX. Se um freelancer desistir, a vaga paga volta para ser usada na próxima aprovação. O que não for usado volta para você por PIX quando a vaga começar, for concluída ou cancelada.',
      `O dinheiro fica com o nosso provedor de pagamento (Asaas), e não com o Vamos Trabalhar. Ele é enviado por PIX ao freelancer ${PAY_RELEASE}. Se o freelancer faltar, marque a falta antes disso.`,
      'Quem paga pelo serviço continua sendo a sua empresa: o Vamos Trabalhar atua como agente de pagamento dela.',
    ],
  },
  {
    id: 'custo-pagamento-garantido',
    question: 'Quanto custa o Pagamento garantido?',
    answer: [
      `Uma taxa de serviço de ${DEFAULT_GUARANTEED_PAY_FEE_PERCENT}% sobre o valor por pessoa, salvo se a vaga mostrar outra, paga junto com o valor. Numa vaga de ${formatBrl(EXAMPLE_VALUE_CENTS)}, você paga ${formatBrl(EXAMPLE_VALUE_CENTS + EXAMPLE_FEE_CENTS)} por pessoa: ${formatBrl(EXAMPLE_VALUE_CENTS)} para o freelancer e ${formatBrl(EXAMPLE_FEE_CENTS)} de taxa.`,
      `A vaga mostra o valor por pessoa, a taxa e o total antes de você publicar, e a taxa fica fixa na vaga quando você escolhe a opção. Cada aprovação continua usando ${credits(APPROVAL_CREDITS)}.`,
      'A taxa é a remuneração do Vamos Trabalhar. Quando o valor de uma vaga é devolvido inteiro, a taxa volta junto.',
    ],
  },
  {
    id: 'cancelamento-pagamento-garantido',
    question: 'Com Pagamento garantido, e se eu cancelar ou o freelancer faltar?',
    answer: [
      'O dinheiro de cada vaga segue estas regras:',
      [
        `Você cancela o evento com ${LATE_CANCELLATION_HOURS} horas ou mais de antecedência: tudo o que você pagou (valor e taxa) volta por PIX para a conta que pagou.`,
        `Você cancela com menos de ${LATE_CANCELLATION_HOURS} horas: cada freelancer aprovado recebe ${DEFAULT_LATE_CANCEL_SHARE_PERCENT}% do valor da vaga, a taxa sobre essa parte fica com o Vamos Trabalhar e o restante volta para você.`,
        'O freelancer desiste: se a vaga tem uma reserva, ela assume o lugar com o valor já pago, sem novo PIX; sem reserva, o valor da vaga (valor e taxa) volta para você.',
        `Você marca falta: o valor volta para você quando termina o prazo de ${CONTEST_WINDOW_HOURS} horas para o freelancer contestar. Se ele contestar, o valor fica retido até a decisão da nossa equipe.`,
      ],
      'As regras completas estão na Política de Cancelamento, no fim desta página.',
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
