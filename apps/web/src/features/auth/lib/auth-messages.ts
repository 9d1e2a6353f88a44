/**
 * Texts of spec 01 §8 used only by the auth screens. Validation messages and the texts tied to
 * an error code live in packages/shared (AUTH_MESSAGES, ERROR_MESSAGES, INTERNAL_MESSAGE) and are not repeated here.
 */
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';

export const LOGIN_TEXT = {
  successTitle: 'Login realizado!',
  success: 'Redirecionando para sua área...',
  otherAuthError: 'Credenciais inválidas. Verifique seu e-mail e senha.',
  unexpected: INTERNAL_MESSAGE,
} as const;

export const SIGNUP_TEXT = {
  errorTitle: 'Erro no cadastro',
  success: 'Conta criada com sucesso!',
  unknown: 'Erro desconhecido no cadastro.',
  processing: 'Erro no processamento dos dados. Tente novamente.',
} as const;

export const FORGOT_PASSWORD_TEXT = {
  successTitle: 'E-mail enviado!',
  errorTitle: 'Erro ao enviar e-mail',
  errorFallback: 'Não foi possível enviar o e-mail. Tente novamente.',
} as const;

export const RESET_PASSWORD_TEXT = {
  doneTitle: 'Senha Redefinida!',
  errorTitle: 'Erro',
  errorFallback: 'Erro ao redefinir senha.',
  successTitle: 'Sucesso!',
  success: 'Sua senha foi redefinida com sucesso.',
} as const;
