import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

/** What a manager may do, said on 'Gerentes' above the form. */
export const MANAGERS_INTRO =
  'Gerentes publicam e editam vagas, aprovam candidatos, concluem serviços e avaliam em nome da empresa. Só você compra planos, vê pagamentos e gerencia gerentes.';

/** The answers about the e-mail itself, shown under 'E-mail do gerente' rather than in a toast. */
const EMAIL_ERRORS = new Set(['MANAGER_EMAIL_UNAVAILABLE', 'MANAGER_ALREADY', 'MANAGER_OF_OTHER_COMPANY']);

/** The message of a refused invitation that belongs under the e-mail field, or undefined. */
export function emailErrorOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fields.email ?? (EMAIL_ERRORS.has(error.code) ? error.message : undefined);
}

/** The server's Portuguese message of a failed action, or the generic one. */
export function managersErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : INTERNAL_MESSAGE;
}

export const invitationSentText = (email: string) => `Convite enviado para ${email}.`;

/** 'dd/mm' of a timestamp, in local time. */
export const dayMonth = (value: string) => formatDate(value).slice(0, 5);
