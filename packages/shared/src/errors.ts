/**
 * Stable error codes and their Portuguese texts (spec 01 §8, spec 02 §8). The server answers
 * `{ error: { code, message, fields? } }`; the browser shows `message` (or ERROR_MESSAGES[code]).
 * To add a code: append it to ERROR_CODES, then TypeScript asks for its ERROR_MESSAGES entry.
 */
import { z } from 'zod';

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
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Você precisa estar logado.',
  FORBIDDEN: 'Você não tem permissão para acessar este recurso.',
  NOT_FOUND: 'Recurso não encontrado.',
  VALIDATION: 'Dados inválidos. Verifique as informações e tente novamente.',
  INVALID_JSON: 'Requisição inválida: o corpo deve ser JSON válido.',
  UNSUPPORTED_MEDIA_TYPE: 'Requisição inválida: envie os dados em JSON.',
  PAYLOAD_TOO_LARGE: 'Requisição muito grande.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde alguns minutos antes de tentar novamente.',
  CSRF: 'Origem da requisição não permitida.',
  EMAIL_TAKEN: 'Este e-mail já está cadastrado. Tente fazer login ou use outro e-mail.',
  INVALID_CREDENTIALS: 'E-mail ou senha incorretos.',
  INVALID_RESET_TOKEN: 'Link de redefinição inválido ou expirado. Solicite um novo.',
  INSUFFICIENT_BALANCE: 'Saldo insuficiente para esta operação.',
  CEP_NOT_FOUND: 'CEP não encontrado',
  CEP_LOOKUP_FAILED: 'Não foi possível buscar o endereço. Tente novamente.',
  UNSUPPORTED_FILE: 'Formato não suportado. Tipos aceitos: JPEG, JPG, PNG, GIF',
  FILE_TOO_LARGE: 'Arquivo muito grande. Tamanho máximo: 5MB',
  INTERNAL: 'Ocorreu um erro inesperado. Tente novamente.',
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The Portuguese text of a code; unknown codes get the INTERNAL text. */
export function errorMessage(code: string): string {
  return isErrorCode(code) ? ERROR_MESSAGES[code] : ERROR_MESSAGES.INTERNAL;
}

/**
 * Body of every error response. `code` is any string so an older browser still parses codes
 * added later; `fields` maps a field path ('address.cep') to its first message.
 */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

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
