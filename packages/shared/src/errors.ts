/**
 * Stable error codes and their Portuguese texts (spec 01 §8, spec 02 §8). The server answers
 * `{ error: { code, message, fields? } }`; the browser shows `message` (or ERROR_MESSAGES[code]).
 * To add a code: append it to ERROR_CODES, then TypeScript asks for its ERROR_MESSAGES entry.
 */

import { INTERNAL_MESSAGE } from './error-body';
import { FORM_ERROR_TEXTS } from './form-error-texts';

export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'CSRF',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'INVALID_RESET_TOKEN',
  'INSUFFICIENT_BALANCE',
  'CEP_NOT_FOUND',
  'CEP_LOOKUP_FAILED',
  'UNSUPPORTED_FILE',
  'FILE_TOO_LARGE',
  'MALFORMED_UPLOAD',
  'JOB_NOT_FOUND',
  'JOB_NOT_AVAILABLE',
  'JOB_FULL',
  'JOB_COMPLETED',
  'JOB_CANCELLED',
  'JOB_CANNOT_COMPLETE',
  'JOB_NOT_STARTED',
  'REQUIRED_PEOPLE_BELOW_APPROVED',
  'SHIFT_CHANGE_UNCONFIRMED',
  'INSUFFICIENT_CREDITS_FOR_JOB',
  'ALREADY_APPLIED',
  'INSUFFICIENT_TOKENS',
  'APPLICATION_NOT_FOUND',
  'APPLICATION_NOT_PENDING',
  'APPLICATION_NOT_APPROVED',
  'INSUFFICIENT_CREDITS',
  'FREELANCER_INSUFFICIENT_COINS',
  'FREELANCER_NOT_FOUND',
  'AGENDA_ITEM_NOT_FOUND',
  'AGENDA_ITEM_CLOSED',
  'AGENDA_ITEM_NOT_DUE',
  'SHIFT_STATE_CONFLICT',
  'RESERVES_FULL',
  'SHIFT_NOT_STARTED',
  'SHIFT_STARTED',
  'WITHDRAWAL_CONSEQUENCE_CHANGED',
  'NO_SHOW_NOT_MARKABLE',
  'NO_SHOW_TOO_EARLY',
  'NO_SHOW_TOO_LATE',
  'CONTEST_TOO_LATE',
  'APPLICATIONS_SUSPENDED',
  'CANCELLATION_CONSEQUENCE_CHANGED',
  'CHECK_IN_CODE_INVALID',
  'CHECK_IN_CODE_EXPIRED',
  'CHECK_IN_NOT_OPEN',
  'CHECK_IN_CLOSED',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_PENDING_EXISTS',
  'PAYMENT_NOT_PENDING',
  'PAYMENT_PROVIDER_FAILED',
  'PAYMENT_PROFILE_INCOMPLETE',
  'PLAN_ALREADY_ACTIVE',
  'WEBHOOK_UNAUTHORIZED',
  'EVALUATION_NOT_FOUND',
  'EVALUATION_NOT_ALLOWED',
  'EVALUATION_NOT_YET',
  'EVALUATION_EXISTS',
  'EVALUATION_NOT_AUTHOR',
  'NOTIFICATION_NOT_FOUND',
  'DEVICE_NOT_FOUND',
  'DEVICE_TAKEN',
  'BAD_URL',
  'DATABASE_UNAVAILABLE',
  'SHUTTING_DOWN',
  'INTERNAL',
  'JOB_ALERT_NOT_FOUND',
  'JOB_ALERT_LIMIT',
  'FREELANCER_BLOCKED',
  'JOB_TEMPLATE_NOT_FOUND',
  'JOB_TEMPLATE_LIMIT',
  'EVENT_NOT_FOUND',
  'INSUFFICIENT_CREDITS_FOR_EVENT',
  'INVITATION_PENDING',
  'INVITATION_NOT_AVAILABLE',
  'INVITATION_NOT_FOUND',
  'FREELANCER_NOT_IN_TEAM',
  'ALREADY_ON_JOB',
  'INVITE_WINDOW_AFTER_START',
  'CONTRACTOR_CANNOT_CONFIRM',
  'OWNER_ONLY',
  'MANAGER_INVITATION_INVALID',
  'MANAGER_EMAIL_UNAVAILABLE',
  'MANAGER_ALREADY',
  'MANAGER_OF_OTHER_COMPANY',
  'MANAGER_LIMIT',
  'MANAGER_NOT_FOUND',
  'MANAGER_INVITATION_NOT_FOUND',
  'MANAGER_REMOVED',
  'MANAGER_INVITATION_NOT_SENT',
  'PIX_KEY_NOT_OWN_CPF',
  'GUARANTEED_PAY_UNAVAILABLE',
  'GUARANTEED_PAY_LOCKED',
  'INVITATION_PAYMENT_UNAVAILABLE',
  'SHIFT_PAY_NOT_FOUND',
  'SHIFT_PAY_NOT_AWAITING',
  'SHIFT_PAY_AWAITING',
  'JOB_FUNDING_AWAITING',
  'PIX_KEY_REQUIRED',
  'PAYOUT_NOT_FOUND',
  'RECEIPT_NOT_FOUND',
  'OPERATOR_LOGIN_ONLY',
  'SECOND_FACTOR_REQUIRED',
  'TOTP_INVALID',
  'TOTP_ALREADY_ENROLLED',
  'CONTEST_NOT_FOUND',
  'CONTEST_ALREADY_DECIDED',
  'JOB_ALREADY_HIDDEN',
  'JOB_NOT_HIDEABLE',
  'REPORT_TARGET_NOT_FOUND',
  'REPORT_OWN_TARGET',
  'REPORT_ALREADY_OPEN',
  'REPORT_NOT_FOUND',
  'REPORT_ALREADY_RESOLVED',
  'REPORT_ACTION_NOT_ALLOWED',
  'CHARGE_NOT_FOUND',
  'CHARGE_NOT_REFUNDABLE',
  'CHARGE_REFUND_EXISTS',
  'ADJUSTMENT_USER_NOT_FOUND',
  'ADJUSTMENT_CURRENCY',
  'ADJUSTMENT_BELOW_ZERO',
  'PAYOUT_NOT_FAILED',
  'PAYOUT_NO_PIX_KEY',
  'REFUND_NOT_FOUND',
  'REFUND_NOT_FAILED',
  'ACCOUNT_SUSPENDED',
  'USER_NOT_FOUND',
  'USER_ALREADY_SUSPENDED',
  'USER_NOT_SUSPENDED',
  'OPERATOR_NOT_SUSPENDABLE',
  'PASSWORD_RESET_NOT_SENT',
  'WRONG_PASSWORD',
  'ACCOUNT_DELETION_BLOCKED',
  'ACCOUNT_ALREADY_DELETED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Você precisa estar logado.',
  FORBIDDEN: 'Você não tem permissão para acessar este recurso.',
  NOT_FOUND: 'Recurso não encontrado.',
  VALIDATION: FORM_ERROR_TEXTS.VALIDATION,
  INVALID_JSON: 'Requisição inválida: o corpo deve ser JSON válido.',
  UNSUPPORTED_MEDIA_TYPE: 'Requisição inválida: envie os dados em JSON.',
  PAYLOAD_TOO_LARGE: 'Requisição muito grande.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde alguns minutos antes de tentar novamente.',
  CSRF: 'Origem da requisição não permitida.',
  EMAIL_TAKEN: 'Este e-mail já está cadastrado. Tente fazer login ou use outro e-mail.',
  INVALID_CREDENTIALS: 'E-mail ou senha incorretos.',
  INVALID_RESET_TOKEN: 'Link de redefinição inválido ou expirado. Solicite um novo.',
  INSUFFICIENT_BALANCE: 'Saldo insuficiente para esta operação.',
  CEP_NOT_FOUND: FORM_ERROR_TEXTS.CEP_NOT_FOUND,
  CEP_LOOKUP_FAILED: FORM_ERROR_TEXTS.CEP_LOOKUP_FAILED,
  UNSUPPORTED_FILE: FORM_ERROR_TEXTS.UNSUPPORTED_FILE,
  FILE_TOO_LARGE: FORM_ERROR_TEXTS.FILE_TOO_LARGE,
  MALFORMED_UPLOAD: 'Não foi possível ler o arquivo enviado. Tente enviar a imagem novamente.',
  JOB_NOT_FOUND: 'Vaga não encontrada',
  JOB_NOT_AVAILABLE: 'Esta vaga não está mais disponível.',
  JOB_FULL: 'Esta vaga já possui o número máximo de freelancers aprovados.',
  JOB_COMPLETED: 'Este serviço já foi concluído e não pode mais ser alterado.',
  JOB_CANCELLED: 'Esta vaga já foi cancelada e não pode mais ser alterada.',
  JOB_CANNOT_COMPLETE: 'Só é possível concluir o serviço de uma vaga com pelo menos um freelancer aprovado.',
  JOB_NOT_STARTED: 'O serviço só pode ser concluído a partir do horário de início.',
  REQUIRED_PEOPLE_BELOW_APPROVED: 'O número de pessoas não pode ser menor que o de freelancers já aprovados.',
  SHIFT_CHANGE_UNCONFIRMED:
    'Esta vaga tem freelancers aprovados. Confirme a alteração de data, horário ou valor: eles serão avisados.',
  INSUFFICIENT_CREDITS_FOR_JOB:
    'Você não tem créditos suficientes para publicar uma vaga. Confira os planos de assinatura para ganhar mais créditos.',
  ALREADY_APPLIED: 'Você já se candidatou a esta vaga.',
  INSUFFICIENT_TOKENS: 'Tokens insuficientes. Você precisa de {n} moedas para se candidatar a esta vaga.',
  APPLICATION_NOT_FOUND: 'Candidatura não encontrada.',
  APPLICATION_NOT_PENDING: 'Esta candidatura não está mais pendente.',
  APPLICATION_NOT_APPROVED: 'Só é possível desistir de uma vaga em que você foi aprovado.',
  INSUFFICIENT_CREDITS: 'Você não tem créditos suficientes para aprovar esta candidatura.',
  FREELANCER_INSUFFICIENT_COINS: 'O freelancer não possui moedas suficientes para esta vaga.',
  FREELANCER_NOT_FOUND: 'Freelancer não encontrado',
  AGENDA_ITEM_NOT_FOUND: 'Evento não encontrado.',
  AGENDA_ITEM_CLOSED: 'Este evento já foi concluído ou cancelado.',
  AGENDA_ITEM_NOT_DUE: 'O serviço só pode ser concluído a partir do horário de início.',
  SHIFT_STATE_CONFLICT: 'Esta ação não está disponível para este turno agora.',
  RESERVES_FULL: 'Esta vaga já tem 3 reservas. Rejeite ou aguarde uma delas antes de aprovar outra como reserva.',
  SHIFT_NOT_STARTED: 'Esta ação fica disponível a partir do horário de início do turno.',
  SHIFT_STARTED: 'O turno já começou: esta ação não está mais disponível.',
  WITHDRAWAL_CONSEQUENCE_CHANGED:
    'O tempo até o turno mudou desde que você abriu esta tela. {consequence} Confirme de novo.',
  NO_SHOW_NOT_MARKABLE:
    'Só é possível marcar falta de um freelancer aprovado que não fez check-in (quem já chegou não pode ser marcado).',
  NO_SHOW_TOO_EARLY: 'A falta só pode ser marcada a partir de 1 hora depois do início do turno.',
  NO_SHOW_TOO_LATE:
    'O prazo para marcar a falta terminou: ela pode ser marcada até 48 horas depois do início do turno.',
  CONTEST_TOO_LATE: 'O prazo para contestar terminou: a falta pode ser contestada até 48 horas depois de marcada.',
  APPLICATIONS_SUSPENDED: 'Candidaturas suspensas por faltas recentes — veja a política de cancelamento.',
  CANCELLATION_CONSEQUENCE_CHANGED:
    'O tempo até o evento mudou desde que você abriu esta tela. {consequence} Confirme de novo.',
  CHECK_IN_CODE_INVALID: 'Código incorreto. Confira o código de hoje na tela do contratante e tente de novo.',
  CHECK_IN_CODE_EXPIRED: 'Este código é de outro dia. Peça ao contratante o código de hoje.',
  CHECK_IN_NOT_OPEN: 'O check-in abre 2 horas antes do início do turno.',
  CHECK_IN_CLOSED: 'O turno já terminou: não é mais possível registrar a chegada.',
  PAYMENT_NOT_FOUND: 'Pagamento não encontrado.',
  PAYMENT_PENDING_EXISTS:
    'Você já tem um pagamento pendente. Pague ou cancele a cobrança atual antes de iniciar outra.',
  PAYMENT_NOT_PENDING: 'Este pagamento não está mais pendente.',
  PAYMENT_PROVIDER_FAILED: 'Não foi possível falar com o provedor de pagamento. Tente novamente em alguns minutos.',
  PAYMENT_PROFILE_INCOMPLETE: 'Complete seu perfil com nome e CPF antes de assinar um plano.',
  PLAN_ALREADY_ACTIVE: 'Este já é o seu plano atual.',
  WEBHOOK_UNAUTHORIZED: 'Token do webhook inválido.',
  EVALUATION_NOT_FOUND: 'Avaliação não encontrada.',
  EVALUATION_NOT_ALLOWED: 'Você só pode avaliar quem trabalhou com você nesta vaga.',
  EVALUATION_NOT_YET: 'A avaliação fica disponível quando o turno terminar.',
  EVALUATION_EXISTS: 'Você já avaliou esta pessoa nesta vaga. Edite a avaliação que você já fez.',
  EVALUATION_NOT_AUTHOR: 'Só quem fez a avaliação pode editá-la.',
  NOTIFICATION_NOT_FOUND: 'Notificação não encontrada.',
  DEVICE_NOT_FOUND: 'Aparelho não encontrado.',
  DEVICE_TAKEN:
    'Este navegador já recebe as notificações de outra conta. Para recebê-las nesta conta, ative as notificações de novo.',
  BAD_URL: 'Endereço inválido.',
  DATABASE_UNAVAILABLE: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  SHUTTING_DOWN: 'O servidor está reiniciando. Tente novamente em instantes.',
  INTERNAL: INTERNAL_MESSAGE,
  JOB_ALERT_NOT_FOUND: 'Alerta não encontrado.',
  JOB_ALERT_LIMIT: 'Você já tem 10 alertas, o máximo permitido. Apague ou edite um alerta para criar outro.',
  FREELANCER_BLOCKED: 'Desbloqueie este freelancer antes de adicioná-lo à equipe.',
  JOB_TEMPLATE_NOT_FOUND: 'Modelo não encontrado.',
  JOB_TEMPLATE_LIMIT: 'Você já tem 20 modelos, o máximo permitido. Exclua um modelo para salvar outro.',
  EVENT_NOT_FOUND: 'Evento não encontrado.',
  INSUFFICIENT_CREDITS_FOR_EVENT:
    'Créditos insuficientes: publicar estas vagas usa {needed} e você tem {have}. Confira os planos de assinatura para ganhar mais créditos.',
  INVITATION_PENDING: 'Você foi convidado para esta vaga: aceite ou recuse o convite em Convites, no topo das vagas.',
  INVITATION_NOT_AVAILABLE: 'Este convite não está mais disponível.',
  INVITATION_NOT_FOUND: 'Convite não encontrado.',
  FREELANCER_NOT_IN_TEAM: 'Só é possível convidar freelancers da sua equipe.',
  ALREADY_ON_JOB: 'Este freelancer já se candidatou ou já foi convidado para esta vaga.',
  INVITE_WINDOW_AFTER_START:
    'A janela de convite precisa terminar antes do início do turno. Escolha menos horas ou publique sem convidar a equipe primeiro.',
  CONTRACTOR_CANNOT_CONFIRM:
    'O contratante está sem créditos para confirmar você agora. Tente novamente mais tarde; nenhuma moeda foi cobrada.',
  OWNER_ONLY: 'Só o titular da empresa pode fazer isso.',
  MANAGER_INVITATION_INVALID:
    'Este convite não vale mais: ele expirou, foi cancelado ou já foi usado. Peça um novo convite à empresa.',
  MANAGER_EMAIL_UNAVAILABLE:
    'Este e-mail já é de uma conta de freelancer ou de empresa no Vamos Trabalhar. Convide outro e-mail.',
  MANAGER_ALREADY: 'Esta pessoa já é gerente da sua empresa.',
  MANAGER_OF_OTHER_COMPANY: 'Esta pessoa já é gerente de outra empresa.',
  MANAGER_LIMIT: 'Sua empresa pode ter até 10 gerentes, contando os convites pendentes.',
  MANAGER_NOT_FOUND: 'Gerente não encontrado.',
  MANAGER_INVITATION_NOT_FOUND: 'Convite de gerente não encontrado.',
  MANAGER_REMOVED: 'Seu acesso de gerente foi encerrado pela empresa.',
  MANAGER_INVITATION_NOT_SENT: 'Não foi possível enviar o convite agora. Tente de novo em alguns minutos.',
  PIX_KEY_NOT_OWN_CPF: 'A chave CPF precisa ser o seu próprio CPF.',
  GUARANTEED_PAY_UNAVAILABLE: 'O pagamento garantido ainda não está disponível.',
  GUARANTEED_PAY_LOCKED: 'O pagamento garantido só pode ser mudado antes da primeira aprovação.',
  INVITATION_PAYMENT_UNAVAILABLE:
    'O contratante ainda não completou o cadastro para pagar esta vaga por PIX. Tente aceitar mais tarde; nenhuma moeda foi cobrada.',
  SHIFT_PAY_NOT_FOUND: 'Pagamento da vaga não encontrado.',
  SHIFT_PAY_NOT_AWAITING: 'Este pagamento não está mais aguardando.',
  SHIFT_PAY_AWAITING:
    'Há uma vaga aguardando pagamento neste trabalho. Pague ou cancele o pagamento antes de continuar.',
  JOB_FUNDING_AWAITING: 'Pague ou cancele o pagamento de todas as vagas antes de aprovar.',
  PIX_KEY_REQUIRED: 'Cadastre sua chave PIX em Recebimento para receber.',
  PAYOUT_NOT_FOUND: 'Pagamento não encontrado.',
  RECEIPT_NOT_FOUND: 'Recibo não encontrado.',
  OPERATOR_LOGIN_ONLY: 'Esta conta é de operador: entre pela página /operador/entrar.',
  SECOND_FACTOR_REQUIRED: 'Confirme o código do aplicativo autenticador para continuar.',
  TOTP_INVALID: 'Código inválido ou já usado. Confira o aplicativo autenticador e digite o código atual.',
  TOTP_ALREADY_ENROLLED:
    'A verificação em duas etapas já está configurada: digite o código do aplicativo autenticador.',
  CONTEST_NOT_FOUND: 'Contestação não encontrada.',
  CONTEST_ALREADY_DECIDED: 'Esta contestação já foi decidida por outro operador. Atualize a lista.',
  JOB_ALREADY_HIDDEN: 'Esta vaga já foi ocultada por um operador. Atualize a lista.',
  JOB_NOT_HIDEABLE: 'Esta vaga já foi cancelada ou concluída: ela não aparece mais no mural.',
  REPORT_TARGET_NOT_FOUND: 'Não encontramos o que você quer denunciar. Ele pode ter sido removido.',
  REPORT_OWN_TARGET: 'Você não pode denunciar a si mesmo nem o que você publicou.',
  REPORT_ALREADY_OPEN: 'Você já denunciou isto. Nossa equipe está analisando e avisará você do resultado.',
  REPORT_NOT_FOUND: 'Denúncia não encontrada.',
  REPORT_ALREADY_RESOLVED: 'Esta denúncia já foi resolvida por outro operador. Atualize a lista.',
  REPORT_ACTION_NOT_ALLOWED: 'Esta ação não se aplica ao que foi denunciado.',
  CHARGE_NOT_FOUND: 'Cobrança não encontrada.',
  CHARGE_NOT_REFUNDABLE: 'Só uma cobrança confirmada pode ser estornada. Atualize a lista.',
  CHARGE_REFUND_EXISTS: 'Esta cobrança já tem um estorno em andamento ou feito. Atualize a lista.',
  ADJUSTMENT_USER_NOT_FOUND: 'Nenhum usuário com este e-mail.',
  ADJUSTMENT_CURRENCY: 'Freelancers têm moedas e contratantes têm créditos: escolha o saldo que este usuário tem.',
  ADJUSTMENT_BELOW_ZERO: 'O saldo não pode ficar negativo.',
  PAYOUT_NOT_FAILED: 'Este repasse não está mais com falha. Atualize a lista.',
  PAYOUT_NO_PIX_KEY: 'O freelancer não tem chave PIX cadastrada: o repasse sai quando ele cadastrar uma.',
  REFUND_NOT_FOUND: 'Reembolso não encontrado.',
  REFUND_NOT_FAILED: 'Este reembolso não está mais com falha. Atualize a lista.',
  // The server fills {email} with the support address of its config (SUPPORT_EMAIL).
  ACCOUNT_SUSPENDED: 'Sua conta está suspensa. Fale com o suporte: {email}',
  USER_NOT_FOUND: 'Usuário não encontrado.',
  USER_ALREADY_SUSPENDED: 'Esta conta já está suspensa. Atualize a página.',
  USER_NOT_SUSPENDED: 'Esta conta não está suspensa. Atualize a página.',
  OPERATOR_NOT_SUSPENDABLE: 'A conta de um operador não pode ser suspensa por aqui.',
  PASSWORD_RESET_NOT_SENT: 'Não foi possível enviar o e-mail de redefinição de senha. Tente novamente em instantes.',
  WRONG_PASSWORD: 'Senha incorreta.',
  ACCOUNT_DELETION_BLOCKED: 'Ainda não é possível excluir sua conta: há algo em andamento que precisa terminar antes.',
  ACCOUNT_ALREADY_DELETED: 'Esta conta já foi excluída.',
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** A message with its `{name}` placeholders filled: formatErrorMessage('INSUFFICIENT_TOKENS', { n: 10 }). */
export function formatErrorMessage(code: ErrorCode, params: Record<string, string | number>): string {
  return ERROR_MESSAGES[code].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** SHIFT_CHANGE_UNCONFIRMED with the number of approved freelancers, in the right number. */
export function shiftChangeMessage(approved: number): string {
  return approved === 1
    ? 'Esta vaga tem 1 freelancer aprovado. Confirme a alteração de data, horário ou valor: ele será avisado.'
    : `Esta vaga tem ${approved} freelancers aprovados. Confirme a alteração de data, horário ou valor: eles serão avisados.`;
}

/** The Portuguese text of a code; unknown codes get the INTERNAL text. */
export function errorMessage(code: string): string {
  return isErrorCode(code) ? ERROR_MESSAGES[code] : ERROR_MESSAGES.INTERNAL;
}

export { readApiErrorBody, type ApiErrorBody } from './error-body';

type IssueLike = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * The first message of each field, keyed by its dotted path ('address.cep'), for the `fields`
 * of an ApiErrorBody and for forms. Issues on the whole object (empty path) are left out.
 */
export function fieldErrors(issues: readonly IssueLike[]): Record<string, string> {
  const fields = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key !== '' && !fields.has(key)) fields.set(key, issue.message);
  }
  return Object.fromEntries(fields);
}
